import http from 'node:http';
import autocannon from 'autocannon';
import { percentile } from '../stats';

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

/** As a browser asks: every request takes compressed answers. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const tenths = (ms: number) => Math.round(ms * 10) / 10;

function print(row: Row) {
  console.log(
    `${row.name.padEnd(30)} ${String(row.target_rate).padStart(5)} req/s target  ${String(row.requests_per_second).padStart(6)} req/s  p50 ${row.p50_ms} ms  p95 ${row.p95_ms} ms  p99 ${row.p99_ms} ms  errors ${row.errors}`,
  );
  return row;
}

/**
 * Runs `paths` in turn against the server for `seconds`, at `rate` req/s or as fast as it goes
 * (autocannon, 20 connections). At a rate, requests are sent evenly spaced, one every 1000/rate ms
 * whatever the answers' speed (an open loop, as guests arrive independently of each other), and each
 * latency counts from when its request was due, so a server that falls behind is charged for it.
 * autocannon's own rate does not do that: each connection sends its share of a second back to back
 * at the second's start, so its "200 req/s" was a burst of 200 requests every second.
 */
export async function load(base: string, name: string, paths: string[], options: { seconds: number; rate?: number }): Promise<Row> {
  if (options.rate) return paced(base, name, paths, { seconds: options.seconds, rate: options.rate });
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: options.seconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] ?? '/' }) }],
  });
  return print({
    name,
    target_rate: 'max',
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p95_ms: p95(result),
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}

/**
 * Several paths' rows at one rate, taken in turns of `seconds / slices` each, round after round, so
 * whatever else the machine does meanwhile falls on all of them alike; each row is its turns together.
 * A p95 compared with the baseline's is then compared with one taken over the same stretch of time.
 */
export async function pacedInTurns(
  base: string,
  streams: Array<{ name: string; paths: string[] }>,
  options: { seconds: number; rate: number; slices: number },
): Promise<Row[]> {
  const taken = streams.map(() => ({ latencies: [] as number[], errors: 0, elapsed: 0 }));
  const slice = options.seconds / options.slices;
  for (let round = 0; round < options.slices; round++)
    for (const [i, stream] of streams.entries()) {
      // Each turn goes on through the stream's paths where its last turn stopped: none is sent twice.
      const offset = round * Math.round(slice * options.rate);
      const paths = [...stream.paths.slice(offset % stream.paths.length), ...stream.paths.slice(0, offset % stream.paths.length)];
      const turn = await pacedLatencies(base, paths, { seconds: slice, rate: options.rate });
      const pool = taken[i] as (typeof taken)[number];
      pool.latencies.push(...turn.latencies);
      pool.errors += turn.errors;
      pool.elapsed += turn.elapsed;
    }
  return streams.map((stream, i) => {
    const pool = taken[i] as (typeof taken)[number];
    return print(summary(stream.name, options.rate, pool));
  });
}

function summary(name: string, rate: number, taken: { latencies: number[]; errors: number; elapsed: number }): Row {
  const latencies = [...taken.latencies].sort((a, b) => a - b);
  return {
    name,
    target_rate: rate,
    requests_per_second: Math.round(latencies.length / taken.elapsed),
    p50_ms: tenths(percentile(latencies, 0.5)),
    p95_ms: tenths(percentile(latencies, 0.95)),
    p99_ms: tenths(percentile(latencies, 0.99)),
    errors: taken.errors,
  };
}

/** Requests sent evenly spaced at `rate` per second for `seconds` (see `load`). */
async function paced(base: string, name: string, paths: string[], options: { seconds: number; rate: number }): Promise<Row> {
  return print(summary(name, options.rate, await pacedLatencies(base, paths, options)));
}

/** Each request's latency from when it was due, the errors, and the seconds it all took. */
async function pacedLatencies(base: string, paths: string[], options: { seconds: number; rate: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(base);
  const interval = 1000 / options.rate;
  const total = Math.round(options.seconds * options.rate);
  const latencies: number[] = [];
  let errors = 0;
  const outstanding = new Set<Promise<void>>();
  const send = (path: string, due: number) => {
    const done = new Promise<void>((resolve) => {
      const request = http.get(
        { host: url.hostname, port: url.port, path, agent, headers: { 'accept-encoding': ACCEPT_ENCODING } },
        (response) => {
          response.resume();
          response.on('end', () => {
            if ((response.statusCode ?? 0) >= 300) errors++;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
    outstanding.add(done);
    void done.then(() => outstanding.delete(done));
  };
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (; sent < total && start + sent * interval <= now; sent++) send(paths[sent % paths.length] ?? '/', start + sent * interval);
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(outstanding);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return { latencies, errors, elapsed };
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
