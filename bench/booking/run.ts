/**
 * Booking under contention on PostgreSQL: 200 guests confirm at once over HTTP (each its own
 * client session, stay and price, room only paid at the hotel), beside the same stock
 * transactions done in raw SQL on a pool of the same size in the same run (the baseline), and
 * beside the HTTP floor: a bare Fastify route running that raw transaction (floor-server.ts), the
 * least a booking over HTTP can cost here. After
 * each round it checks that no night was sold beyond its rooms; a last round books a night with
 * fewer rooms than guests, where exactly as many bookings as rooms may succeed. A first round of
 * each, not reported, warms them up. A paced round has
 * the guests arrive at a steady BENCH_RATE a second (default 50), for a booking's own p95.
 *
 *   npm run bench:booking                 (BENCH_ROUNDS rounds of BENCH_GUESTS, default 3 × 200)
 */
import http from 'node:http';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { addDays, todayInTimeZone } from '@yado/domain/dates';
import { planPreparedStatementsOnce } from '../../apps/api/src/db/connect';
import { benchDatabase, prepare, root, startProcess, startServer, stopServer } from '../server';
import { percentile } from '../stats';
import { takeStockInRawSql, type Stay } from './stock-transaction';

const GUESTS = Number(process.env.BENCH_GUESTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The steady arrival rate of the paced round (BENCH_RATE): under what the server does at full speed. */
const PACED_RATE = Number(process.env.BENCH_RATE ?? 50);
if (!(PACED_RATE > 0)) throw new Error('BENCH_RATE must be a number of bookings a second above 0');
/** The server's pool (connect's default), and the baseline's. */
const POOL = 10;
const ROOM_TYPES = ['MOD-DBL', 'SUP-TWN', 'DLX-KNG'];
const today = todayInTimeZone('Asia/Tokyo');
/** Far enough ahead that room only is paid at the hotel (no fee due at booking), in a window of its own. */
const FIRST = addDays(today, 200);
const WINDOW = 20;

/** A guest's stay: one of three room types, 1–3 nights somewhere in the window. */
const stayOf = (round: number, guest: number): Stay => {
  const checkin = addDays(FIRST, (guest * 7 + round * 3) % (WINDOW - 3));
  return { roomType: ROOM_TYPES[guest % ROOM_TYPES.length] as string, checkin, checkout: addDays(checkin, 1 + (guest % 3)) };
};

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined where there is none. */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are the 12th and 13th fields after the command, in clock ticks (100 a second on Linux).
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time each PostgreSQL process of this machine has used so far, by process id (none where /proc is not). */
function databaseCpuMs(): Map<number, number> {
  const used = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    // Not Linux.
  }
  for (const pid of pids) {
    try {
      const ms = readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' ? cpuMsOf(Number(pid)) : undefined;
      if (ms !== undefined) used.set(Number(pid), ms);
    } catch {
      // It ended between the listing and the reading.
    }
  }
  return used;
}

type CpuShares = { server?: number; client?: number; database?: number };

/**
 * Starts reading the CPU of the server answering (the API, or the floor in its round), this process
 * and PostgreSQL (every process of it on this machine: the bench's database is the one busy then);
 * the answer gives each one's share of a core since.
 */
function cpuMeter(serverPid: number | undefined = server.process.pid) {
  const readings = () => ({ server: cpuMsOf(serverPid), client: cpuMsOf(process.pid), database: databaseCpuMs() });
  const before = readings();
  const share = (ms: number, elapsedMs: number) => Number((ms / elapsedMs).toFixed(2));
  return (elapsedMs: number): CpuShares => {
    const after = readings();
    const shares: CpuShares = {};
    for (const part of ['server', 'client'] as const) {
      const [start, end] = [before[part], after[part]];
      if (start !== undefined && end !== undefined) shares[part] = share(end - start, elapsedMs);
    }
    // A process that started during the round used all its time in it; one that ended took its time along.
    if (after.database.size > 0) {
      const used = [...after.database].reduce((sum, [pid, ms]) => sum + ms - (before.database.get(pid) ?? 0), 0);
      shares.database = share(used, elapsedMs);
    }
    return shares;
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

const database = await benchDatabase('postgres');
await prepare(database.open, async () => undefined);
const server = await startServer(database.env, Boolean(process.env.BENCH_PROFILE));
const admin = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: POOL, idleTimeoutMillis: 0 });
// The baseline's statements are planned as the API's are (ADR 0076).
planPreparedStatementsOnce(admin);
/** The HTTP floor, started in the run's `try` so that whatever fails stops everything started. */
let floor: Awaited<ReturnType<typeof startProcess>> | undefined;

/**
 * Every night of the window has plenty of rooms, so a round measures contention, not sell-outs;
 * then the API is let finish what it was doing (quietServer) before the next round starts.
 */
async function restock(total: number) {
  await admin.query(
    `UPDATE inventory SET total = $1, sold = 0 WHERE stay_date >= $2 AND stay_date < $3
     AND room_type_id IN (SELECT id FROM room_types WHERE hotel_id = 1 AND code = ANY($4))`,
    [total, FIRST, addDays(FIRST, WINDOW), ROOM_TYPES],
  );
  await quietServer();
}

async function oversold(): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM inventory WHERE sold > total`);
  return rows[0]?.n ?? 0;
}

/** Connections kept open between requests, as many as the guests: the load's own cost stays small beside the server's. */
const agent = new http.Agent({ keepAlive: true, maxSockets: GUESTS });

/**
 * Sends a request with node's HTTP client (lighter than fetch), JSON in (when `body` is given) and
 * out, answering the status and the answer.
 */
function requestJson(
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const sent = payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: payload === undefined ? 'GET' : 'POST', agent, headers: { ...sent, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown> }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) => requestJson(`${server.base}${url}`, body, headers);

/** What the guest's browser has before confirming: a session, and the price the search showed. */
async function readyGuest(stay: Stay) {
  const session = ((await post('/api/v1/client_sessions', {})).body.data as { client_session: string }).client_session;
  const search = await requestJson(
    `${server.base}/api/v1/hotels/sakura-ginza/rooms?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&room_type_code=${stay.roomType}`,
  );
  const rooms = (
    search.body as { data: { rooms: Array<{ room_plans: Array<{ room_plan_code: string; prices: { total_price: number } }> }> } }
  ).data.rooms;
  const plan = rooms[0]?.room_plans.find((p) => p.room_plan_code === `${stay.roomType}-RO`);
  if (!plan) throw new Error(`no room only for ${JSON.stringify(stay)}`);
  return { session, stay, total: plan.prices.total_price };
}

function bookingBody(guest: Awaited<ReturnType<typeof readyGuest>>, n: number) {
  const { stay } = guest;
  return {
    checkin_date: stay.checkin,
    checkout_date: stay.checkout,
    locale: 'en',
    rooms: [
      {
        room_type_code: stay.roomType,
        room_plan_code: `${stay.roomType}-RO`,
        adults: 2,
        children: 0,
        first_name: 'Yui',
        last_name: 'Tanaka',
      },
    ],
    guest: { first_name: 'Yui', last_name: 'Tanaka', email: `guest.${n}@example.com`, phone: '+819012345678' },
    payment: { type: 'on_site' },
    total_price: { cents: guest.total, currency_iso: 'JPY' },
  };
}

/**
 * All guests confirm at once (or, with `perSecond`, one after another at that steady rate); answers
 * how long each took and how many were booked.
 */
async function httpRound(round: number, everyone?: Stay, perSecond?: number) {
  const guests = await Promise.all(Array.from({ length: GUESTS }, (_, i) => readyGuest(everyone ?? stayOf(round, i))));
  const latencies: number[] = [];
  let booked = 0;
  const cpu = cpuMeter();
  const { ms } = await timed(() =>
    Promise.all(
      guests.map(async (guest, i) => {
        if (perSecond) await new Promise((resolve) => setTimeout(resolve, (i * 1000) / perSecond));
        const { ms: took, value } = await timed(() =>
          post('/api/v1/hotels/sakura-ginza/reservations', bookingBody(guest, round * GUESTS + i), {
            'client-session': guest.session,
            'idempotency-key': `bench-${round}-${i}`,
          }),
        );
        latencies.push(took);
        if (value.status === 201) booked++;
      }),
    ),
  );
  return { ms, booked, latencies: latencies.sort((a, b) => a - b), cpu: cpu(ms) };
}

/**
 * The same stock transactions in raw SQL (stock-transaction.ts) on a pool of the server's size:
 * directly (`over` 'sql'), or each sent to the HTTP floor ('floor').
 */
async function baselineRound(round: number, over: 'sql' | 'floor') {
  const stays = Array.from({ length: GUESTS }, (_, i) => stayOf(round, i));
  const latencies: number[] = [];
  let booked = 0;
  const cpu = cpuMeter(over === 'floor' ? floor?.process.pid : server.process.pid);
  const book = async (stay: Stay) => {
    if (over === 'sql') return takeStockInRawSql(admin, stay);
    return (await requestJson(`${floor?.base}/stock`, stay)).status === 201;
  };
  const { ms } = await timed(() =>
    Promise.all(
      stays.map(async (stay) => {
        // Timed from before a connection is taken: the wait for one is queueing, as an HTTP booking's is.
        const { ms: took, value } = await timed(() => book(stay));
        latencies.push(took);
        if (value) booked++;
      }),
    ),
  );
  return { ms, booked, latencies: latencies.sort((a, b) => a - b), cpu: cpu(ms) };
}

/**
 * Waits (up to 15 s) until the API has no job due, such as the mails of the round before, and has
 * been idle for 200 ms: each round then has the machine to itself. The API's background work would
 * otherwise take CPU from whichever round came next, the baselines included.
 */
async function quietServer() {
  for (let waited = 0; waited < 15_000; waited += 200) {
    const { rows } = await admin.query<{ due: number }>(`SELECT count(*)::int AS due FROM jobs WHERE done_at IS NULL AND run_at <= now()`);
    const before = cpuMsOf(server.process.pid) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
    // At most 2 clock ticks (20 ms) in 200 ms: a tenth of a core.
    if (rows[0]?.due === 0 && (cpuMsOf(server.process.pid) ?? 0) - before <= 20) return;
  }
  console.warn('The API was still busy after 15 s: the next round shares the machine with it.');
}

const rows: Array<Record<string, number | string>> = [];
const report = (name: string, result: { ms: number; booked: number; latencies: number[]; cpu: CpuShares }, bad: number) => {
  const row = {
    name,
    bookings_per_second: Math.round((result.booked / result.ms) * 1000),
    booked: result.booked,
    p50_ms: Math.round(percentile(result.latencies, 0.5)),
    p95_ms: Math.round(percentile(result.latencies, 0.95)),
    oversold_nights: bad,
    // How busy each part was: its CPU time over the round's time (1.0 = one core all the time). This
    // process sends the requests: a load that takes a core of its own measures itself.
    ...Object.fromEntries(Object.entries(result.cpu).map(([part, share]) => [`${part}_cpu_share`, share])),
  };
  const shares = Object.entries(result.cpu).map(([part, share]) => `${part} ${share}`);
  rows.push(row);
  console.log(
    `${name.padEnd(34)} ${String(row.bookings_per_second).padStart(5)} bookings/s  ${row.booked}/${GUESTS} booked  p50 ${row.p50_ms} ms  p95 ${row.p95_ms} ms  nights sold beyond their rooms: ${bad}${shares.length ? `  CPU (cores): ${shares.join(', ')}` : ''}`,
  );
  return row;
};

try {
  floor = await startProcess(
    ['--import', 'tsx', path.join(root, 'bench/booking/floor-server.ts')],
    { ...process.env, DATABASE_URL: database.env.DATABASE_URL ?? '', POOL: String(POOL) },
    '/health',
  );
  // Its connections opened before it is timed, as the API's are by the guests' sessions and searches.
  const floorBase = floor.base;
  await Promise.all(Array.from({ length: GUESTS }, () => requestJson(`${floorBase}/health`)));
  console.log(`PostgreSQL, ${GUESTS} guests confirming at once, ${ROUNDS} rounds, pools of ${POOL}\n`);
  const ratios: number[] = [];
  const floorRatios: number[] = [];
  const ofFloor: number[] = [];
  const p95s: number[] = [];
  const rate = (row: Record<string, number | string>) => Number(row.bookings_per_second);
  // One round of each first, not reported: the JIT of the API, of the floor and of this process warm
  // before anything is timed, as bench:search warms up (its stays and keys are no measured round's).
  const warmUpRound = ROUNDS + 2;
  for (const over of ['sql', 'floor'] as const) {
    await restock(1000);
    await baselineRound(warmUpRound, over);
  }
  await restock(1000);
  await httpRound(warmUpRound);
  for (let round = 0; round < ROUNDS; round++) {
    await restock(1000);
    const raw = report(`raw SQL stock transactions #${round + 1}`, await baselineRound(round, 'sql'), await oversold());
    await restock(1000);
    const bare = report(`HTTP floor, bare route #${round + 1}`, await baselineRound(round, 'floor'), await oversold());
    await restock(1000);
    const http = report(`HTTP bookings #${round + 1}`, await httpRound(round), await oversold());
    ratios.push(rate(http) / rate(raw));
    floorRatios.push(rate(bare) / rate(raw));
    ofFloor.push(rate(http) / rate(bare));
    p95s.push(Number(http.p95_ms));
  }
  // At a steady rate the server keeps up with, a booking's own time: all at once, p95 is mostly queueing
  // (with 200 arriving together it is at least 190 ÷ bookings/s).
  await restock(1000);
  const paced = report(`HTTP bookings, ${PACED_RATE} a second`, await httpRound(ROUNDS + 1, undefined, PACED_RATE), await oversold());
  // One night with fewer rooms than guests: exactly as many as there are rooms may be booked.
  await restock(40);
  const night = { roomType: 'MOD-DBL', checkin: FIRST, checkout: addDays(FIRST, 1) };
  const contested = report(`HTTP, 40 rooms for ${GUESTS} guests`, await httpRound(ROUNDS, night), await oversold());
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  console.log(
    `\nHTTP bookings at ${median(ratios).toFixed(2)}× the raw SQL stock transactions (median of ${ROUNDS}; aim ≥ 0.5), p95 ${median(p95s)} ms all at once`,
  );
  console.log(
    `The HTTP floor (a bare route running the raw transaction) at ${median(floorRatios).toFixed(2)}× the raw SQL: the API at ${median(ofFloor).toFixed(2)}× its floor (medians of ${ROUNDS})`,
  );
  console.log(
    `Arriving at ${PACED_RATE} a second: p95 ${paced.p95_ms} ms (aim ≤ 250 ms); ${paced.booked} of ${GUESTS} booked (must be all); nights sold beyond their rooms: ${paced.oversold_nights}`,
  );
  console.log(
    `Contested: ${contested.booked} of ${GUESTS} booked for 40 rooms (must be 40); nights sold beyond their rooms: ${contested.oversold_nights}`,
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/booking.json'), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
} finally {
  agent.destroy();
  await admin.end();
  await stopServer(server);
  if (floor) await stopServer(floor);
  await database.drop();
}
