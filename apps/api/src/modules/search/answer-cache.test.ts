import { describe, expect, it } from 'vitest';
import { serializeAnswer } from '../../serialized-answer';
import { answerCache, type AnswerSources } from './answer-cache';

const catalogue = {};
const rates = {};
const sources: AnswerSources = { catalogue, rates, stock: '1,3;2,0|', exchangeRateId: null };

describe('answerCache', () => {
  it('gives an answer back only while every source is the same', () => {
    const cache = answerCache(10);
    const answer = serializeAnswer({ data: 1 });
    cache.set('k', sources, answer);
    expect(cache.get('k', { ...sources })).toBe(answer);
    expect(cache.get('other', sources)).toBeNull();
    for (const changed of [{ catalogue: {} }, { rates: {} }, { stock: '1,2;2,0|' }, { exchangeRateId: 7 }]) {
      cache.set('k', sources, answer);
      expect(cache.get('k', { ...sources, ...changed })).toBeNull();
      // An answer found stale is dropped, not kept for later.
      expect(cache.get('k', sources)).toBeNull();
    }
  });

  it('lets the least recently used answer go when full', () => {
    const cache = answerCache(2);
    cache.set('a', sources, serializeAnswer('a'));
    cache.set('b', sources, serializeAnswer('b'));
    cache.get('a', sources);
    cache.set('c', sources, serializeAnswer('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b', sources)).toBeNull();
    expect(cache.get('a', sources)?.plain().toString()).toBe('"a"');
    expect(cache.get('c', sources)?.plain().toString()).toBe('"c"');
  });

  it('compresses an answer once per encoding, on first ask', () => {
    const body = { data: 'x'.repeat(1000) };
    const answer = serializeAnswer(body);
    const plain = answer.plain();
    expect(JSON.parse(plain.toString())).toEqual(body);
    for (const encoding of ['br', 'gzip'] as const) {
      expect(answer.compressed(encoding)).toBe(answer.compressed(encoding));
      expect(answer.compressed(encoding).length).toBeLessThan(plain.length);
    }
  });

  it('keeps only the compressed text once compressed, and gives the same plain text from it', () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = serializeAnswer({ data: `answer in ${encoding}` });
      const plain = answer.plain();
      answer.compressed(encoding);
      // Unpacked again: equal, but not the text it was made from, which it let go.
      expect(answer.plain()).not.toBe(plain);
      expect(answer.plain().equals(plain)).toBe(true);
    }
  });
});
