/**
 * Promises kept for a while by key: concurrent callers share one load, a failed load is
 * forgotten at once, and expired entries are swept when the cache fills up.
 */
export function ttlCache<T>(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && now - cached.at < ttlMs) return cached.value;
      if (entries.size >= maxEntries) for (const [k, v] of entries) if (now - v.at >= ttlMs) entries.delete(k);
      const value = load();
      entries.set(key, { at: now, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * Values kept by key and read again in the background once older than `ttlMs`: callers get the
 * kept value at once (never waiting for a reload, so many expiring together cost no request its
 * time) and the newer one as soon as it has been read. Only the first read of a key waits; a
 * failed reload keeps the old value and is tried again on the next read.
 */
export function refreshingCache<T>(ttlMs: number, maxEntries = 1000) {
  interface Entry {
    /** When the read that gave `kept` started. */
    at: number;
    /** How long `kept` is kept: between three quarters of ttlMs and ttlMs, so values read together are not all read again together. */
    ttl: number;
    kept: { value: T } | null;
    loading: Promise<T> | null;
  }
  const entries = new Map<string, Entry>();

  function read(key: string, entry: Entry, load: () => Promise<T>): Promise<T> {
    const at = Date.now();
    const loading = load();
    entry.loading = loading;
    loading.then(
      (value) => {
        entry.loading = null;
        if (entries.get(key) !== entry) return;
        entry.kept = { value };
        entry.at = at;
        entry.ttl = ttlMs * (0.75 + 0.25 * Math.random());
      },
      () => {
        entry.loading = null;
        if (!entry.kept && entries.get(key) === entry) entries.delete(key);
      },
    );
    return loading;
  }

  function entryOf(key: string) {
    let entry = entries.get(key);
    if (!entry) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entry = { at: 0, ttl: ttlMs, kept: null, loading: null };
      entries.set(key, entry);
    }
    return entry;
  }

  /** The kept value (reading it again in the background when old), or the read under way for a new key. */
  function lookUp(key: string, load: () => Promise<T>): { value: T } | Promise<T> {
    const entry = entryOf(key);
    if (!entry.kept) return entry.loading ?? read(key, entry, load);
    if (!entry.loading && Date.now() - entry.at >= entry.ttl) read(key, entry, load).catch(() => undefined);
    return entry.kept;
  }

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const found = lookUp(key, load);
      return 'value' in found ? Promise.resolve(found.value) : found;
    },
    /** The kept value without waiting (undefined until the first read is done); starts a read when due. */
    peek(key: string, load: () => Promise<T>): T | undefined {
      const found = lookUp(key, load);
      if ('value' in found) return found.value;
      found.catch(() => undefined);
      return undefined;
    },
    clear() {
      entries.clear();
    },
  };
}
