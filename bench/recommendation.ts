/**
 * Room recommender speed (ADR 0057): GET hotels/{code}/rooms/recommendation asked the way real
 * traffic asks, never the same twice (varied dates, stays of one to three nights, parties of one
 * to ten with children, any number of rooms or a fixed one), at the demo hotels that offer it,
 * beside GET /api/v1/health (one trivial query through the same stack) measured in the same run.
 * The production build in its own process on the embedded PGlite, at a fixed rate; requests take gzip.
 *
 *   npm run bench:recommendation
 *   BENCH_SECONDS=20 BENCH_RATE=50 npm run bench:recommendation
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, todayInTimeZone } from '@yado/domain/dates';
import { benchDatabase, prepare, root, startServer, stopServer } from './server';
import { load, warmUp, type Row } from './search/load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 40);
const AIM_P95_MS = 30;
/** The demo hotels whose brand offers the recommender, and the children each takes (Ginza counts them by tier, Myeongdong by age). */
const HOTELS: Array<{ code: string; children: (n: number) => Record<string, string> }> = [
  {
    code: 'sakura-ginza',
    children: (n: number): Record<string, string> =>
      n === 0 ? {} : { children: String(n), kids_tiers: `A:${Math.ceil(n / 2)},B:${Math.floor(n / 2)}` },
  },
  {
    code: 'sakura-myeongdong',
    children: (n: number): Record<string, string> =>
      n === 0 ? {} : { children: String(n), kids_ages: Array.from({ length: n }, (_, i) => 3 + i * 4).join(',') },
  },
];

const today = todayInTimeZone('Asia/Tokyo');

/** Distinct asks: every check-in of the coming months, with the party and the rooms turning over so none repeats. */
function unrepeatedAsks(count: number): string[] {
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const hotel = HOTELS[i % HOTELS.length] as (typeof HOTELS)[number];
    const checkin = addDays(today, 2 + (i % 170));
    const nights = 1 + (Math.floor(i / 170) % 3);
    const guests = 1 + (Math.floor(i / 510) % 10);
    const children = Math.min(guests - 1, Math.floor(i / 5100) % 3);
    const adults = guests - children;
    const rooms = Math.floor(i / 15300) % 2 === 0 ? 'any' : String(Math.min(adults, 2));
    const query = new URLSearchParams({
      checkin,
      checkout: addDays(checkin, nights),
      adults: String(adults),
      ...hotel.children(children),
      room_count: rooms,
    });
    paths.push(`/api/v1/hotels/${hotel.code}/rooms/recommendation?${query}`);
  }
  return paths;
}

const database = await benchDatabase('pglite');
await prepare(database.open, async () => undefined);
const server = await startServer(database.env);
try {
  const asks = unrepeatedAsks(Math.max(2000, RATE * SECONDS * 2));
  // The warm-up asks others than those measured: the measured ones are each asked once.
  await warmUp(server.base, ['/api/v1/health', ...asks.slice(-200)], 4);
  const measured = asks.slice(0, asks.length - 200);
  console.log(`${SECONDS} s per row at ${RATE} req/s, 20 connections\n`);
  const baseline = await load(server.base, 'baseline GET /health', ['/api/v1/health'], { seconds: SECONDS, rate: RATE });
  const recommendation = await load(server.base, 'recommendation, never repeated', measured, { seconds: SECONDS, rate: RATE });
  const full = await load(server.base, 'recommendation, full speed', measured.slice().reverse(), { seconds: SECONDS });
  const ratio = baseline.p95_ms > 0 ? recommendation.p95_ms / baseline.p95_ms : 0;
  console.log(
    `\nrecommendation p95 ${recommendation.p95_ms} ms = ${ratio.toFixed(2)}× the baseline's ${baseline.p95_ms} ms (aim ≤ ${AIM_P95_MS} ms: ${recommendation.p95_ms <= AIM_P95_MS ? 'met' : 'NOT met'}); errors ${recommendation.errors}; full speed ${full.requests_per_second} req/s`,
  );
  const rows = { baseline, recommendation, full } satisfies Record<string, Row>;
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/recommendation.json'), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
} finally {
  await stopServer(server);
  await database.drop();
}
