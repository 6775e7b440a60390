import { describe, expect, it } from 'vitest';
import { pagesShown } from './Pagination';

describe('the pages a list offers', () => {
  it('shows the first, the last and those around the current one, with gaps between', () => {
    expect(pagesShown(1, 1)).toEqual([1]);
    expect(pagesShown(1, 3)).toEqual([1, 2, 3]);
    expect(pagesShown(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pagesShown(12, 12)).toEqual([1, null, 11, 12]);
  });
});
