import { describe, expect, it } from 'vitest';
import { shuffled } from './draw';

describe('the draw order', () => {
  it('is a reordering of the entries, each once', () => {
    const entries = ['a', 'b', 'c', 'd', 'e'];
    expect([...shuffled(entries)].sort()).toEqual(entries);
    expect(entries).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('favours no entry: each comes first about as often over many draws', () => {
    const firsts = new Map<string, number>();
    const runs = 6000;
    for (let i = 0; i < runs; i++) {
      const first = shuffled(['a', 'b', 'c'])[0] as string;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    // Each should come first a third of the time; 1,800..2,200 is over five standard deviations either side.
    for (const entry of ['a', 'b', 'c']) expect(firsts.get(entry)).toBeGreaterThan(1800);
    for (const entry of ['a', 'b', 'c']) expect(firsts.get(entry)).toBeLessThan(2200);
  });
});
