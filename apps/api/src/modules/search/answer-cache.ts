import type { SerializedAnswer } from '../../serialized-answer';

/**
 * What an answer was built from, besides its key: the catalogue and the rate table it read (the
 * very objects their caches hold, so a reloaded one never matches), the stock it found, and the
 * exchange rate it used.
 */
export interface AnswerSources {
  catalogue: object;
  rates: object;
  stock: string;
  exchangeRateId: number | null;
}

const sameSources = (a: AnswerSources, b: AnswerSources) =>
  a.catalogue === b.catalogue && a.rates === b.rates && a.stock === b.stock && a.exchangeRateId === b.exchangeRateId;

/**
 * Answers kept by key while their sources stay the same; the least recently used go first once
 * `maxEntries` are kept. Every search reads stock again (ADR 0032), so a kept answer is only
 * reused while the stock it showed is still the stock there is.
 */
export function answerCache(maxEntries: number) {
  const entries = new Map<string, { sources: AnswerSources; answer: SerializedAnswer }>();
  return {
    get(key: string, sources: AnswerSources): SerializedAnswer | null {
      const entry = entries.get(key);
      if (!entry) return null;
      entries.delete(key);
      if (!sameSources(entry.sources, sources)) return null;
      entries.set(key, entry);
      return entry.answer;
    },
    set(key: string, sources: AnswerSources, answer: SerializedAnswer) {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { sources, answer });
    },
    get size() {
      return entries.size;
    },
  };
}
