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
