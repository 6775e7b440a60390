import { describe, expect, it } from 'vitest';
import { retryDelayMs, wait } from './retry';

describe('waiting before a refused call is retried', () => {
  it("waits as long as the server's Retry-After says, up to 8 seconds", () => {
    expect(retryDelayMs(0, '2')).toBe(2000);
    expect(retryDelayMs(0, '0')).toBe(0);
    expect(retryDelayMs(2, '60')).toBe(8000);
  });

  it('otherwise doubles from 400 ms, half of it fixed and half random, up to 8 seconds', () => {
    expect([0, 1, 2].map((attempt) => retryDelayMs(attempt, null, () => 0))).toEqual([200, 400, 800]);
    expect([0, 1, 2].map((attempt) => retryDelayMs(attempt, null, () => 1))).toEqual([400, 800, 1600]);
    expect(retryDelayMs(10, 'soon', () => 1)).toBe(8000);
  });

  it('stops waiting when the request is abandoned', async () => {
    const abandoned = new AbortController();
    const waiting = wait(60_000, abandoned.signal);
    abandoned.abort(new Error('left the page'));
    await expect(waiting).rejects.toThrow('left the page');
  });
});
