/**
 * Search and calendar speed, measured the way real traffic asks: searches and calendars that never
 * repeat (varied hotels, dates and parties), each row a ratio to GET /api/v1/health (one trivial
 * query through the same stack) measured in the same run; searches that repeat, which kept
 * answers serve, beside them. On the embedded PGlite (the default) and on PostgreSQL, with a
 * catalogue of BENCH_HOTELS hotels (default 200) × 10 room types × 8 plans. The server is the
 * production build in its own process; requests take gzip, as browsers do.
 *
 *   npm run bench:search                      both databases, 200 hotels
 *   BENCH_DB=postgres BENCH_HOTELS=1000 npm run bench:search
 *   BENCH_PROFILE=1 npm run bench:search      also writes the server's CPU profile to bench/results/
 *
 * The rows at a steady rate (the baseline, search and calendar) take turns, BENCH_TURNS (5) each, so
 * their p95s are taken over the same stretch of time and compared fairly.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, todayInTimeZone } from '@yado/domain/dates';
import { ANSWERS_KEPT } from '../../apps/api/src/modules/search/service';
import { benchDatabase, prepare, root, startServer, stopServer, type DatabaseKind } from '../server';
import { catalogueSize, benchHotelCode, seedLargeCatalogue } from './large-catalogue';
import { load, pacedInTurns, warmUp, type Row } from './load';
import { repeatedSearches, unrepeatedCalendars, unrepeatedSearches, warmUpPaths } from './paths';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The turns the rows at a steady rate take (BENCH_TURNS): each path's SECONDS are split into as many. */
const TURNS = Number(process.env.BENCH_TURNS ?? 5);
const HOTELS = Number(process.env.BENCH_HOTELS ?? 200);
const KINDS = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as DatabaseKind[];
/** The fixed rates of the aims: PGlite serves one connection, PostgreSQL a pool. */
const RATES: Record<DatabaseKind, number> = { pglite: 200, postgres: 500 };
const AIMS = { throughputRatio: 0.5, p95Ratio: 1.5, p95Ms: 20, hotelFall: 0.2 };

const today = todayInTimeZone('Asia/Tokyo');
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

async function benchOn(kind: DatabaseKind) {
  const size = catalogueSize(HOTELS);
  const database = await benchDatabase(kind);
  const seeding = Date.now();
  await prepare(database.open, (db) => seedLargeCatalogue(db, size, addDays(today, -1)));
  console.log(
    `\n== ${kind === 'pglite' ? 'PGlite (embedded, the default)' : 'PostgreSQL'}: ${size.hotels} hotels × ${size.roomTypes} room types × ${size.plans} plans × ${size.days} days, seeded in ${Math.round((Date.now() - seeding) / 1000)} s`,
  );
  const server = await startServer(database.env, Boolean(process.env.BENCH_PROFILE));
  const BASE = server.base;
  try {
    const rate = RATES[kind];
    const few = Math.min(10, HOTELS);
    const searchFew = unrepeatedSearches(today, few);
    const searchAll = unrepeatedSearches(today, HOTELS);
    const calendars = unrepeatedCalendars(today, HOTELS);
    const repeated = repeatedSearches(today, HOTELS);

    // Each hotel's first search loads what it keeps of the hotel; every later one reads it.
    const firstSearches: number[] = [];
    for (let hotel = 1; hotel <= HOTELS; hotel++) {
      const started = performance.now();
      await fetch(
        `${BASE}/api/v1/hotels/${benchHotelCode(hotel)}/rooms?checkin=${addDays(today, 5)}&checkout=${addDays(today, 6)}&adults=2`,
      );
      firstSearches.push(performance.now() - started);
    }
    firstSearches.sort((a, b) => a - b);
    await warmUp(BASE, ['/api/v1/health', ...repeated.slice(0, 50), ...warmUpPaths(today, HOTELS)], 6);

    const max = (name: string, paths: string[]) => load(BASE, name, paths, { seconds: SECONDS });
    console.log(`${SECONDS} s per row (at a steady rate, in ${TURNS} turns taken in rotation), 20 connections\n`);
    // The baseline and the two paths at the rate take turns (TURNS each), so their p95s cover the same stretch of time.
    const [baselineAt, searchAt, calendarAt] = (await pacedInTurns(
      BASE,
      [
        { name: 'baseline GET /health', paths: ['/api/v1/health'] },
        { name: `search, never repeated (${few} hotels)`, paths: searchFew },
        { name: 'calendar, never repeated', paths: calendars },
      ],
      { seconds: SECONDS, rate, slices: TURNS },
    )) as [Row, Row, Row];
    const rows = {
      baselineAt,
      searchAt,
      calendarAt,
      baselineMax: await max('baseline GET /health', ['/api/v1/health']),
      searchMax: await max(`search, never repeated (${few} hotels)`, searchFew),
      searchAllMax: await max(`search, never repeated (${HOTELS} hotels)`, searchAll),
      calendarMax: await max('calendar, never repeated', calendars),
      repeatedMax: await max('search, repeated (kept answers)', repeated),
    } satisfies Record<string, Row>;

    const { baselineMax, searchMax, searchAllMax, calendarMax, repeatedMax } = rows;
    const searchRatio = ratio(searchMax.requests_per_second, baselineMax.requests_per_second);
    const calendarRatio = ratio(calendarMax.requests_per_second, baselineMax.requests_per_second);
    const fall = 1 - ratio(searchAllMax.requests_per_second, searchMax.requests_per_second);
    const p95Of = (row: Row) =>
      `p95 ${row.p95_ms} ms = ${ratio(row.p95_ms, baselineAt.p95_ms).toFixed(2)}× the baseline's ${baselineAt.p95_ms} ms`;
    const p95Aim = (row: Row) => (kind === 'pglite' ? ratio(row.p95_ms, baselineAt.p95_ms) <= AIMS.p95Ratio : row.p95_ms <= AIMS.p95Ms);
    const p95AimText = kind === 'pglite' ? `≤ ${AIMS.p95Ratio}×` : `≤ ${AIMS.p95Ms} ms`;
    console.log(`\nNever repeated, ratios to the baseline of this run:`);
    console.log(
      `  search at ${rate} req/s: ${p95Of(searchAt)} (aim ${p95AimText}: ${verdict(p95Aim(searchAt))}); errors ${searchAt.errors}`,
    );
    console.log(
      `  search at full speed: ${searchMax.requests_per_second} req/s = ${searchRatio.toFixed(2)}× (aim ≥ ${AIMS.throughputRatio}: ${verdict(searchRatio >= AIMS.throughputRatio)})`,
    );
    console.log(
      `  search over ${HOTELS} hotels instead of ${few}: ${searchAllMax.requests_per_second} req/s, throughput falls ${(fall * 100).toFixed(0)} % (aim ≤ ${AIMS.hotelFall * 100} %: ${verdict(fall <= AIMS.hotelFall)})`,
    );
    console.log(`  two-month calendar at ${rate} req/s: ${p95Of(calendarAt)} (aim ${p95AimText}: ${verdict(p95Aim(calendarAt))})`);
    console.log(
      `  two-month calendar at full speed: ${calendarMax.requests_per_second} req/s = ${calendarRatio.toFixed(2)}× (aim ≥ ${AIMS.throughputRatio}: ${verdict(calendarRatio >= AIMS.throughputRatio)})`,
    );
    console.log(
      `  first search of each hotel (loads its stock and rates): median ${firstSearches[Math.floor(firstSearches.length / 2)]?.toFixed(1)} ms, p95 ${firstSearches[Math.floor(firstSearches.length * 0.95)]?.toFixed(1)} ms`,
    );
    console.log(
      `Repeated (answers kept, beside it): ${repeatedMax.requests_per_second} req/s = ${ratio(repeatedMax.requests_per_second, baselineMax.requests_per_second).toFixed(2)}×`,
    );
    const unique = (paths: string[], row: Row) => Math.max(0, Math.round(row.requests_per_second * SECONDS) - paths.length);
    const repeats = unique(searchFew, searchMax) + unique(searchAll, searchAllMax);
    // A path comes round again only after every other one: long gone from the answers kept, so it is worked out afresh.
    if (repeats > 0)
      console.log(
        `  (${repeats} searches at full speed had to repeat a path, each ${searchFew.length} or more searches after its last, when the server keeps ${ANSWERS_KEPT}: worked out afresh)`,
      );
    return { database: kind, catalogue: size, first_search_ms: firstSearches, rows };
  } finally {
    await stopServer(server);
    await database.drop();
  }
}

const results = [];
for (const kind of KINDS) results.push(await benchOn(kind));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/search.json'), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
