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
 * Values kept by key and looked at again in the background once older than `ttlMs`: callers get
 * the kept value at once (never waiting for a reload, so many expiring together cost no request
 * its time) and the newer one as soon as it has been read. Only the first read of a key waits; a
 * failed reload keeps the old value and is tried again on the next read.
 *
 * With `versionOf` (a version of what a value is read from, taken no earlier than `notBefore`), a
 * value whose version has not changed since it was read is kept on without reading it again.
 */
export function refreshingCache<T>(
  ttlMs: number,
  maxEntries = 1000,
  versionOf?: (key: string, notBefore: number) => Promise<string | undefined>,
) {
  interface Entry {
    /** When the read (or version check) that vouches for `kept` started. */
    at: number;
    /** How long `kept` is kept: between three quarters of ttlMs and ttlMs, so values read together are not all read again together. */
    ttl: number;
    /** When `kept` was read, and the version taken before that read. */
    readAt: number;
    version: string | undefined;
    kept: { value: T } | null;
    /** The first read, waited for; later reads and checks run in the background. */
    loading: Promise<T> | null;
    busy: boolean;
  }
  const entries = new Map<string, Entry>();
  const jitter = () => ttlMs * (0.75 + 0.25 * Math.random());

  /** Reads the value; the version is taken first, so a change made during the read shows as a new version later. */
  async function read(key: string, entry: Entry, load: () => Promise<T>, known?: string): Promise<T> {
    const at = Date.now();
    const version = known ?? (versionOf ? await versionOf(key, 0).catch(() => undefined) : undefined);
    const value = await load();
    if (entries.get(key) === entry) Object.assign(entry, { kept: { value }, at, ttl: jitter(), readAt: Date.now(), version });
    return value;
  }

  /** Keeps the value on when its version is unchanged, reads it again otherwise. */
  async function refresh(key: string, entry: Entry, load: () => Promise<T>) {
    const at = Date.now();
    const version = versionOf && entry.version !== undefined ? await versionOf(key, entry.readAt).catch(() => undefined) : undefined;
    if (version !== undefined && version === entry.version) Object.assign(entry, { at, ttl: jitter() });
    else await read(key, entry, load, version);
  }

  function entryOf(key: string) {
    let entry = entries.get(key);
    if (!entry) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entry = { at: 0, ttl: ttlMs, readAt: 0, version: undefined, kept: null, loading: null, busy: false };
      entries.set(key, entry);
    }
    return entry;
  }

  /** The kept value (looked at again in the background when old), or the read under way for a new key. */
  function lookUp(key: string, load: () => Promise<T>): { value: T } | Promise<T> {
    const entry = entryOf(key);
    if (!entry.kept) {
      if (!entry.loading) {
        const loading = read(key, entry, load);
        entry.loading = loading;
        loading.then(
          () => (entry.loading = null),
          () => {
            entry.loading = null;
            if (!entry.kept && entries.get(key) === entry) entries.delete(key);
          },
        );
      }
      return entry.loading;
    }
    if (!entry.busy && Date.now() - entry.at >= entry.ttl) {
      entry.busy = true;
      refresh(key, entry, load)
        .catch(() => undefined)
        .finally(() => (entry.busy = false));
    }
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
    /** Drops one key's value: the next read waits for a fresh one. */
    forget(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
