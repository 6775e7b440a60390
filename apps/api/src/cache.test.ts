import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshingCache } from './cache';

afterEach(() => vi.useRealTimers());

/** A load that answers what `values` holds next, counting its calls. */
function loader(values: string[]) {
  const load = vi.fn(async () => {
    const value = values.shift();
    if (value === undefined) throw new Error('no value');
    return value;
  });
  return load;
}

describe('refreshingCache', () => {
  it('waits for the first read only, then answers the kept value while a newer one is read in the background', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = refreshingCache<string>(1000);
    const load = loader(['first', 'second']);
    expect(cache.peek('a', load)).toBeUndefined();
    expect(await cache.get('a', load)).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);

    vi.setSystemTime(500);
    expect(await cache.get('a', load)).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);

    vi.setSystemTime(1000);
    // Due: the kept value at once, the read started.
    expect(await cache.get('a', load)).toBe('first');
    expect(load).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(cache.peek('a', load)).toBe('second'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the old value when a read in the background fails, and tries again on the next read', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = refreshingCache<string>(1000);
    const values = ['first'];
    const load = loader(values);
    expect(await cache.get('a', load)).toBe('first');
    vi.setSystemTime(2000);
    expect(await cache.get('a', load)).toBe('first');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    values.push('again');
    await vi.waitFor(async () => expect(await cache.get('a', load)).toBe('again'));
  });

  it('forgets a first read that failed, and everything on clear', async () => {
    const cache = refreshingCache<string>(1000);
    await expect(cache.get('a', loader([]))).rejects.toThrow('no value');
    expect(await cache.get('a', loader(['later']))).toBe('later');
    cache.clear();
    expect(await cache.get('a', loader(['after clear']))).toBe('after clear');
  });

  it('forgets one key at once, the others kept', async () => {
    const cache = refreshingCache<string>(60_000);
    await cache.get('a', loader(['a1']));
    await cache.get('b', loader(['b1']));
    cache.forget('a');
    expect(await cache.get('a', loader(['a2']))).toBe('a2');
    expect(await cache.get('b', loader(['b2']))).toBe('b1');
  });

  it('keeps a value on while its version is unchanged, and reads it again once the version moved', async () => {
    vi.useFakeTimers({ now: 0 });
    let version = 'v1';
    const checks: number[] = [];
    const cache = refreshingCache<string>(1000, 10, async (_key, notBefore) => {
      checks.push(notBefore);
      return version;
    });
    const load = loader(['first', 'second']);
    expect(await cache.get('a', load)).toBe('first');
    vi.setSystemTime(5000);
    cache.peek('a', load);
    await vi.waitFor(() => expect(checks).toHaveLength(2));
    // The check must be taken after the value was read.
    expect(checks[1]).toBeGreaterThanOrEqual(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.peek('a', load)).toBe('first');

    version = 'v2';
    vi.setSystemTime(10_000);
    cache.peek('a', load);
    await vi.waitFor(() => expect(cache.peek('a', load)).toBe('second'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
