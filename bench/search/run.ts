/**
 * Search and calendar latency on PostgreSQL with a large catalogue (50 hotels × 10 room types ×
 * 8 plans × 365 days, beside the demo hotels): autocannon at a fixed 500 req/s against
 * GET hotels/{code}/rooms and a two-month GET rooms/availability, each beside GET /api/v1/health
 * (one trivial query through the same stack) in the same run, and searches that never repeat (so
 * nothing kept from an earlier search is reused, ADR 0032); then search and baseline at full speed.
 * Requests take gzip, as browsers do. The server is the production build in its own process.
 *
 *   npm run bench:search            (uses the machine's PostgreSQL; DATABASE_URL to choose another)
 *   BENCH_PROFILE=1 npm run bench:search   also writes the server's CPU profile to bench/results/
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, todayInTimeZone } from '@yado/domain/dates';
import { createTestDatabase } from '../../apps/api/src/testing/postgres';
import { LARGE, benchHotelCode, seedLargeCatalogue } from './large-catalogue';
import { load, waitForServer, warmUp, type Row } from './load';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 3900;
const BASE = `http://127.0.0.1:${PORT}`;
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const AIMS = { searchP95: 20, calendarP95: 30, throughputRatio: 0.5 };

const today = todayInTimeZone('Asia/Tokyo');

/** Searches a widget sends: any of the hotels, over the next two months, 1–3 nights, 1–2 adults, now and then two rooms. */
function searchPaths(): string[] {
  const paths: string[] = [];
  for (let i = 0; i < 600; i++) {
    const hotel = benchHotelCode(1 + ((i * 7) % LARGE.hotels));
    const checkin = addDays(today, 1 + ((i * 11) % 60));
    const nights = 1 + (i % 3);
    const party = i % 10 === 0 ? `rooms=${encodeURIComponent(JSON.stringify([{ adults: 2 }, { adults: 1 }]))}` : `adults=${1 + (i % 2)}`;
    paths.push(`/api/v1/hotels/${hotel}/rooms?checkin=${checkin}&checkout=${addDays(checkin, nights)}&${party}`);
  }
  return paths;
}

/**
 * Searches that never repeat within a run (hotel × check-in × nights × adults, 18,000 of them), so
 * no answer or stock read is reused: what a search costs when it is worked out in full.
 */
function unrepeatedSearchPaths(): string[] {
  const paths: string[] = [];
  for (let adults = 1; adults <= 2; adults++)
    for (let nights = 1; nights <= 3; nights++)
      for (let day = 1; day <= 60; day++)
        for (let hotel = 1; hotel <= LARGE.hotels; hotel++) {
          const checkin = addDays(today, day);
          paths.push(
            `/api/v1/hotels/${benchHotelCode(hotel)}/rooms?checkin=${checkin}&checkout=${addDays(checkin, nights)}&adults=${adults}`,
          );
        }
  return paths;
}

/** The calendar's two visible months, from this month or the next, for 1–2 adults. */
function calendarPaths(): string[] {
  const paths: string[] = [];
  for (let i = 0; i < 200; i++) {
    const hotel = benchHotelCode(1 + ((i * 3) % LARGE.hotels));
    const first = `${addDays(today, (i % 2) * 31).slice(0, 7)}-01`;
    paths.push(`/api/v1/hotels/${hotel}/rooms/availability?start_date=${first}&end_date=${addDays(first, 61)}&adults=${1 + (i % 2)}`);
  }
  return paths;
}

const database = process.env.DATABASE_URL ? null : await createTestDatabase();
const databaseUrl = process.env.DATABASE_URL ?? database?.url ?? '';
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench/results')}`] : [];
const server = spawn(process.execPath, [...profile, path.join(root, 'apps/api/dist/main.js')], {
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_MODE: 'true',
    SEED_DEMO: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForServer(`${BASE}/api/v1/health`);
  const seeding = Date.now();
  await seedLargeCatalogue(databaseUrl, addDays(today, -1));
  console.log(
    `Seeded ${LARGE.hotels} hotels × ${LARGE.roomTypes} room types × ${LARGE.plans} plans × ${LARGE.days} days in ${Math.round((Date.now() - seeding) / 1000)} s`,
  );
  const search = searchPaths();
  const calendar = calendarPaths();
  await warmUp(BASE, [...search, ...calendar], 8);
  await warmUp(BASE, ['/api/v1/health'], 2);
  console.log(`\nPostgreSQL, ${SECONDS} s per run, 20 connections, after a 10 s warm-up\n`);
  const rows: Row[] = [
    await load(BASE, 'baseline GET /health', ['/api/v1/health'], { seconds: SECONDS, rate: RATE }),
    await load(BASE, 'search GET rooms', search, { seconds: SECONDS, rate: RATE }),
    await load(BASE, 'calendar GET availability', calendar, { seconds: SECONDS, rate: RATE }),
    await load(BASE, 'search, never repeated', unrepeatedSearchPaths(), { seconds: SECONDS, rate: RATE }),
    await load(BASE, 'baseline GET /health', ['/api/v1/health'], { seconds: SECONDS }),
    await load(BASE, 'search GET rooms', search, { seconds: SECONDS }),
  ];
  const [baseline, searchAt, calendarAt, unrepeatedAt, baselineMax, searchMax] = rows as [Row, Row, Row, Row, Row, Row];
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const ratio = searchMax.requests_per_second / baselineMax.requests_per_second;
  console.log(`\nAt ${RATE} req/s (baseline p95 ${baseline.p95_ms} ms):`);
  console.log(`  search   p95 ${searchAt.p95_ms} ms, aim ≤ ${AIMS.searchP95} ms: ${verdict(searchAt.p95_ms <= AIMS.searchP95)}`);
  console.log(`  search that is never repeated (nothing reused) p95 ${unrepeatedAt.p95_ms} ms`);
  console.log(`  calendar p95 ${calendarAt.p95_ms} ms, aim ≤ ${AIMS.calendarP95} ms: ${verdict(calendarAt.p95_ms <= AIMS.calendarP95)}`);
  console.log(
    `At full speed: search ${searchMax.requests_per_second} req/s vs baseline ${baselineMax.requests_per_second} req/s (ratio ${ratio.toFixed(2)}, aim ≥ ${AIMS.throughputRatio}: ${verdict(ratio >= AIMS.throughputRatio)})`,
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/search.json'),
    JSON.stringify({ at: new Date().toISOString(), catalogue: LARGE, rows }, null, 2),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await database?.drop();
}
