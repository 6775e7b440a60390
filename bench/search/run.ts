/**
 * Search latency on seeded PostgreSQL: autocannon against GET hotels/{code}/rooms at a fixed
 * 500 req/s, beside GET /api/v1/health (one trivial query through the same stack) measured in
 * the same run, then each at full speed. The server is the production build in its own process.
 *
 *   npm run bench:search            (uses the machine's PostgreSQL; DATABASE_URL to choose another)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { addDays, todayInTimeZone } from '@yado/domain/dates';
import { createTestDatabase } from '../../apps/api/src/testing/postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 3900;
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function waitForServer(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Searches over the next two months, 1–3 nights, 1–3 adults: the mix a widget sends. */
function searchPaths(): string[] {
  const today = todayInTimeZone('Asia/Tokyo');
  const paths: string[] = [];
  for (let day = 1; day <= 60; day += 3) {
    const checkin = addDays(today, day);
    const nights = 1 + (day % 3);
    paths.push(`/api/v1/hotels/sakura-ginza/rooms?checkin=${checkin}&checkout=${addDays(checkin, nights)}&adults=${1 + (day % 3)}`);
  }
  return paths;
}

async function load(name: string, paths: string[], rate?: number) {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: 20,
    duration: SECONDS,
    ...(rate ? { overallRate: rate } : {}),
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] ?? '/' }) }],
  });
  const row = {
    name,
    target_rate: rate ?? 'max',
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p95_ms: (result.latency as unknown as Record<string, number>).p97_5 !== undefined ? percentile(result, 95) : result.latency.p90,
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(
    `${name.padEnd(28)} ${String(row.target_rate).padStart(5)} req/s target  ${String(row.requests_per_second).padStart(6)} req/s  p50 ${row.p50_ms} ms  p95 ${row.p95_ms} ms  p99 ${row.p99_ms} ms  errors ${row.errors}`,
  );
  return row;
}

/** autocannon reports p90 and p97.5; p95 lies between them, taken linearly. */
function percentile(result: autocannon.Result, p: 95): number {
  const latency = result.latency as unknown as Record<string, number>;
  const p90 = latency.p90 ?? 0;
  const p975 = latency.p97_5 ?? p90;
  return Math.round((p90 + ((p - 90) / 7.5) * (p975 - p90)) * 10) / 10;
}

const database = process.env.DATABASE_URL ? null : await createTestDatabase();
const databaseUrl = process.env.DATABASE_URL ?? database?.url ?? '';
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForServer(`http://127.0.0.1:${PORT}/api/v1/health`);
  const paths = searchPaths();
  // Warm up the JIT, the catalogue cache and PostgreSQL's buffers before anything is measured.
  await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: 10,
    duration: 5,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] ?? '/' }) }],
  });
  await autocannon({ url: `http://127.0.0.1:${PORT}/api/v1/health`, connections: 10, duration: 2 });
  console.log(`Search benchmark: PostgreSQL, ${SECONDS} s per run, 20 connections, after a 7 s warm-up\n`);
  const rows = [
    await load('baseline GET /health', ['/api/v1/health'], RATE),
    await load('search GET rooms', paths, RATE),
    await load('baseline GET /health', ['/api/v1/health']),
    await load('search GET rooms', paths),
  ];
  const [baseline, search, baselineMax, searchMax] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  console.log(
    `\nAt ${RATE} req/s: search p95 ${search.p95_ms} ms vs baseline ${baseline.p95_ms} ms (ratio ${(search.p95_ms / Math.max(baseline.p95_ms, 0.1)).toFixed(2)}); budget p95 ≤ 25 ms: ${search.p95_ms <= 25 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `At full speed: search ${searchMax.requests_per_second} req/s vs baseline ${baselineMax.requests_per_second} req/s (ratio ${(searchMax.requests_per_second / baselineMax.requests_per_second).toFixed(2)})`,
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/search.json'), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await database?.drop();
}
