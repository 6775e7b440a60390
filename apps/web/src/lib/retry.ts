/** §4: a 429 is retried on a schedule: a few times, waiting longer each time or as long as Retry-After says. */
export const TOO_MANY_REQUESTS_RETRIES = 3;
const BASE_DELAY_MS = 400;
const MAX_DELAY_MS = 8_000;

/** How long to wait before retry `attempt` (0-based): the server's Retry-After, else doubling from 400 ms with jitter. */
export function retryDelayMs(attempt: number, retryAfter: string | null, random: () => number = Math.random): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_DELAY_MS);
  const ceiling = Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
  // Half fixed, half random, so many widgets refused at once do not come back at once.
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Waits, or stops waiting as soon as the request is abandoned. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
