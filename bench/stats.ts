/** The value at fraction `p` (0.95 for p95) of ascending `sorted` values; 0 when there are none. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
