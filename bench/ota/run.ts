/**
 * The agency hotel search over BENCH_HOTELS agency hotels (default 1,000) in a fresh database:
 * searches that vary place, dates, party, filters and sort, at a fixed BENCH_RATE req/s (default
 * 200) for BENCH_SECONDS, beside the trivial baseline GET /api/v1/health at the same rate in the
 * same run. Prints p50/p95/p99, the throughput reached and the ratio to the baseline.
 *
 *   npm run build && npm run bench:ota
 *   BENCH_DB=postgres BENCH_HOTELS=1000 npm run bench:ota
 *   BENCH_PROFILE=1 npm run bench:ota          also writes the server's CPU profile to bench/results/
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, todayInTimeZone } from '@yado/domain/dates';
import { benchDatabase, prepare, root, startServer, stopServer, type DatabaseKind } from '../server';
import { load, warmUp } from '../search/load';
import { OTA_DAYS, seedAgencyBenchCatalogue } from './catalogue';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const HOTELS = Number(process.env.BENCH_HOTELS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const KIND = (process.env.BENCH_DB ?? 'pglite') as DatabaseKind;
const AIM_P95_MS = 50;

const today = todayInTimeZone('Asia/Tokyo');

/** Searches walked so that consecutive ones differ in place, dates, party, filters and sort. */
export function agencySearches(): string[] {
  const places = [
    'tokyo',
    'kyoto',
    'osaka',
    'sapporo',
    'fukuoka',
    'naha',
    'hakone',
    'kanazawa',
    'yokohama',
    'nara',
    'seoul',
    'taipei',
    'tokyo-shinjuku',
    'kyoto-station',
    'Osaka',
    '札幌',
    '',
  ];
  const parties = [
    'adults=1',
    'adults=2',
    'adults=2&children=1&kids_ages=5',
    `rooms=${encodeURIComponent(JSON.stringify([{ adults: 2 }, { adults: 1 }]))}`,
    'adults=3',
  ];
  const filters = [
    '',
    'stars=4,5',
    'amenities=free_wifi',
    'meals=breakfast',
    'rating_min=3',
    'price_max=20000',
    'meals=room_only&stars=3',
    'price_min=10000&currency=USD',
  ];
  const sorts = ['recommended', 'price', 'rating', 'distance'];
  const paths: string[] = [];
  for (let i = 0; i < 5000; i++) {
    const place = places[i % places.length] as string;
    const party = parties[(i * 3) % parties.length] as string;
    const filter = filters[(i * 5) % filters.length] as string;
    const sort = sorts[(i * 7) % sorts.length] as string;
    const checkin = addDays(today, 1 + ((i * 13) % (OTA_DAYS - 10)));
    const stay = i % 9 === 0 ? 'search_type=undated&nights=2' : `checkin=${checkin}&checkout=${addDays(checkin, 1 + (i % 3))}`;
    const page = i % 6 === 0 ? '&page=2' : '';
    paths.push(
      `/api/ota/v1/hotels/search?place=${encodeURIComponent(place)}&${stay}&${party}&sort=${sort}${filter ? `&${filter}` : ''}${page}`,
    );
  }
  return paths;
}

const database = await benchDatabase(KIND);
const seeding = Date.now();
await prepare(database.open, (db) => seedAgencyBenchCatalogue(db, HOTELS, addDays(today, -1)));
console.log(
  `\n== agency search, ${KIND}: ${HOTELS} hotels × 3 room types × 2 plans × ${OTA_DAYS} days, seeded in ${Math.round((Date.now() - seeding) / 1000)} s`,
);
const starting = performance.now();
const server = await startServer(database.env, Boolean(process.env.BENCH_PROFILE));
try {
  console.log(
    `server up in ${Math.round(performance.now() - starting)} ms (the index of every hotel builds in the background from start-up)`,
  );
  // Never repeated: the varied row walks searches no other request of the run asks.
  const paths = [...new Set(agencySearches())];
  const started = performance.now();
  // A search of every hotel waits for any hotel the background build has not reached yet.
  const first = await fetch(`${server.base}/api/ota/v1/hotels/search?search_type=undated&adults=2`);
  console.log(`first search of every hotel right after start: ${Math.round(performance.now() - started)} ms, status ${first.status}`);
  const warmed = paths.slice(-200);
  await warmUp(server.base, ['/api/v1/health', ...warmed], 4);
  const unseen = paths.slice(0, -200);
  console.log(`${SECONDS} s per row, 20 connections; ${unseen.length} different searches for the varied row\n`);
  const baseline = await load(server.base, 'baseline GET /health', ['/api/v1/health'], { seconds: SECONDS, rate: RATE });
  const agency = await load(server.base, 'agency search, varied', unseen, { seconds: SECONDS, rate: RATE });
  const repeated = await load(server.base, 'agency search, 20 repeated', warmed.slice(0, 20), { seconds: SECONDS, rate: RATE });
  const ratio = baseline.p95_ms > 0 ? agency.p95_ms / baseline.p95_ms : 0;
  console.log(
    `\nagency search at ${RATE} req/s: ${agency.requests_per_second} req/s reached, p50 ${agency.p50_ms} ms, p95 ${agency.p95_ms} ms, p99 ${agency.p99_ms} ms` +
      ` (aim p95 ≤ ${AIM_P95_MS} ms: ${agency.p95_ms <= AIM_P95_MS ? 'met' : 'NOT met'}); errors ${agency.errors}`,
  );
  console.log(
    `  the same 20 searches again and again: ${repeated.requests_per_second} req/s, p50 ${repeated.p50_ms} ms, p95 ${repeated.p95_ms} ms, p99 ${repeated.p99_ms} ms`,
  );
  console.log(
    `  p95 = ${ratio.toFixed(2)}× the baseline's ${baseline.p95_ms} ms; throughput ${(agency.requests_per_second / Math.max(1, baseline.requests_per_second)).toFixed(2)}× the baseline's at the same rate`,
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/ota.json'),
    JSON.stringify(
      { at: new Date().toISOString(), database: KIND, hotels: HOTELS, rate: RATE, rows: { baseline, agency, repeated } },
      null,
      2,
    ),
  );
} finally {
  await stopServer(server);
  await database.drop();
}
