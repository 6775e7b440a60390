import autocannon from 'autocannon';

export interface Row {
  name: string;
  target_rate: number | 'max';
  requests_per_second: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  errors: number;
}

/** autocannon reports p90 and p97.5; p95 lies between them, taken linearly. */
function p95(result: autocannon.Result): number {
  const latency = result.latency as unknown as Record<string, number>;
  const p90 = latency.p90 ?? 0;
  const p975 = latency.p97_5 ?? p90;
  return Math.round((p90 + ((95 - 90) / 7.5) * (p975 - p90)) * 10) / 10;
}

/** Runs `paths` in turn against the server for `seconds`, at `rate` req/s or as fast as it goes. */
export async function load(base: string, name: string, paths: string[], options: { seconds: number; rate?: number }): Promise<Row> {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    // As a browser asks: every one takes gzip.
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] ?? '/' }) }],
  });
  const row: Row = {
    name,
    target_rate: options.rate ?? 'max',
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p95_ms: p95(result),
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(
    `${name.padEnd(30)} ${String(row.target_rate).padStart(5)} req/s target  ${String(row.requests_per_second).padStart(6)} req/s  p50 ${row.p50_ms} ms  p95 ${row.p95_ms} ms  p99 ${row.p99_ms} ms  errors ${row.errors}`,
  );
  return row;
}

/** Requests as fast as they go for a few seconds: JIT, caches and PostgreSQL buffers warm before measuring. */
export async function warmUp(base: string, paths: string[], seconds: number) {
  await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] ?? '/' }) }],
  });
}

export async function waitForServer(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}
