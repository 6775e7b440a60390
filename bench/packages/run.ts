/**
 * Stay plus flight search (ADR 0059): GET hotels/{code}/packages for the Tokyo demo hotel, varying
 * dates, party, departure airport and cabin, at a fixed BENCH_RATE req/s (default 100) for
 * BENCH_SECONDS, beside the trivial baseline GET /api/v1/health at the same rate in the same run.
 * Prints p50/p95/p99 and the package search's p95 as a ratio to the baseline's.
 *
 *   npm run build && npm run bench:packages
 *   BENCH_DB=postgres npm run bench:packages
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, todayInTimeZone } from '@yado/domain/dates';
import { benchDatabase, prepare, root, startServer, stopServer, type DatabaseKind } from '../server';
import { load, warmUp } from '../search/load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const KIND = (process.env.BENCH_DB ?? 'pglite') as DatabaseKind;
const AIM_P95_MS = 100;

const today = todayInTimeZone('Asia/Tokyo');

/** Searches walked so that consecutive ones differ in stay, party, airport and cabin. */
function packageSearches(): string[] {
  const airports = ['CTS', 'ITM', 'KIX', 'FUK', 'OKA', 'KMQ'];
  const parties = ['adults=1', 'adults=2', 'adults=2&children=1&kids_tiers=A:1', 'adults=2&room_count=2'];
  const cabins = ['economy', 'premium'];
  const paths: string[] = [];
  for (let day = 14; day < 74; day++) {
    const checkin = addDays(today, day);
    const checkout = addDays(checkin, 1 + (day % 3));
    const airport = airports[day % airports.length];
    const party = parties[day % parties.length];
    const cabin = cabins[day % cabins.length];
    paths.push(
      `/api/v1/hotels/sakura-ginza/packages?checkin=${checkin}&checkout=${checkout}&${party}&departure_airport=${airport}&cabin=${cabin}`,
    );
  }
  return paths;
}

const database = await benchDatabase(KIND);
await prepare(database.open, async () => undefined);
const server = await startServer(database.env);
try {
  const paths = packageSearches();
  const probe = await fetch(`${server.base}${paths[0]}`);
  if (probe.status !== 200) throw new Error(`package search answered ${probe.status}: ${await probe.text()}`);
  await warmUp(server.base, ['/api/v1/health', ...paths], 4);
  console.log(`\n== stay plus flight search, ${KIND}: ${paths.length} different searches, ${SECONDS} s per row at ${RATE} req/s\n`);
  const baseline = await load(server.base, 'baseline GET /health', ['/api/v1/health'], { seconds: SECONDS, rate: RATE });
  const packages = await load(server.base, 'package search', paths, { seconds: SECONDS, rate: RATE });
  const ratio = baseline.p95_ms > 0 ? packages.p95_ms / baseline.p95_ms : 0;
  console.log(
    `\npackage search at ${RATE} req/s: ${packages.requests_per_second} req/s reached, p50 ${packages.p50_ms} ms, p95 ${packages.p95_ms} ms, p99 ${packages.p99_ms} ms` +
      ` (aim p95 ≤ ${AIM_P95_MS} ms: ${packages.p95_ms <= AIM_P95_MS ? 'met' : 'NOT met'}); errors ${packages.errors}`,
  );
  console.log(`  p95 = ${ratio.toFixed(2)}× the baseline's ${baseline.p95_ms} ms in the same run`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/packages.json'),
    JSON.stringify({ at: new Date().toISOString(), database: KIND, rate: RATE, ratio, rows: { baseline, packages } }, null, 2),
  );
} finally {
  await stopServer(server);
  await database.drop();
}
