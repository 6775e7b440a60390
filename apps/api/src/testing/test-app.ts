import type { z } from 'zod';
import { roomSearchResponse } from '@yado/domain/wire/search';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { addDays, localDateAndMinutes, todayInTimeZone } from '@yado/domain/dates';
import { firstCheckinDate } from '@yado/domain/stay';
import { buildApp, type BuildOptions } from '../app';
import type { ContractBreach } from '../plugins/response-contract';
import { testConfig, type Config } from '../config';
import { connect, type Db } from '../db/connect';
import { seededTemplate } from './seeded-template';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../db/seed/index';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** A fresh client session token. */
  session(): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a migrated, seeded database: in-memory PGlite unless a URL is given. */
export async function startTestApp(
  options: {
    databaseUrl?: string;
    /** The database at databaseUrl is migrated and seeded already (createTestDatabase({ seeded: true }) made it). */
    databaseSeeded?: boolean;
    config?: Partial<Config>;
    poolSize?: number;
  } & BuildOptions = {},
): Promise<TestApp> {
  const db = options.databaseUrl
    ? options.databaseSeeded
      ? await connect({ databaseUrl: options.databaseUrl, poolSize: options.poolSize ?? 10 })
      : await seededServer(options.databaseUrl, options.poolSize)
    : await connect({ snapshot: await seededTemplate() });
  const { logStream, spanExporter, packageStepReached } = options;
  const breaches: ContractBreach[] = [];
  const app = await buildApp(testConfig(options.config), db, {
    ...(logStream ? { logStream } : {}),
    ...(spanExporter ? { spanExporter } : {}),
    ...(packageStepReached ? { packageStepReached } : {}),
    onContractBreach: options.onContractBreach ?? ((breach) => failOnBreach(breaches, breach)),
  });
  return {
    app,
    db,
    async session() {
      const response = await app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: {} });
      return (response.json() as { data: { client_session: string } }).data.client_session;
    },
    async close() {
      await app.close();
      await db.destroy();
      if (breaches.length) throw new Error(`answers that break their schema:\n${breaches.map(describeBreach).join('\n')}`);
    },
  };
}

async function seededServer(databaseUrl: string, poolSize = 10): Promise<Db> {
  const db = await connect({ databaseUrl, poolSize });
  await migrateToLatest(db);
  await seedDemo(db);
  return db;
}

/**
 * Every answer a test gets is held to its route's response schema: a drifting one fails the request
 * (a 500 the test sees) and the file (its close() throws with what drifted).
 */
function failOnBreach(breaches: ContractBreach[], breach: ContractBreach): never {
  breaches.push(breach);
  throw new Error(describeBreach(breach));
}

const describeBreach = (breach: ContractBreach) =>
  `${breach.method} ${breach.url} answered ${breach.status} off its response schema: ${breach.problem}`;

/**
 * The first check-in sakura-ginza sells now: its today, or yesterday until 05:00 in Tokyo, since
 * it takes late-night check-ins of the night before (yesterday_bookable).
 */
export function ginzaFirstCheckin(now = new Date()): string {
  return firstCheckinDate('Asia/Tokyo', true, now);
}

/** A date `days` after today in Tokyo, where the demo hotel sakura-ginza is. */
export function tokyoDate(days: number): string {
  return addDays(todayInTimeZone('Asia/Tokyo'), days);
}

/**
 * Waits out Tokyo's midnight when it is less than `marginMs` away, so that a test whose fees or
 * rules count days to a stay near arrival (tokyoDate(2)) sees the same today from start to end.
 */
export async function clearOfTokyoMidnight(marginMs = 90_000) {
  const untilMidnight = (24 * 60 - localDateAndMinutes('Asia/Tokyo', new Date()).minutes) * 60_000;
  if (untilMidnight < marginMs) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
}

/**
 * The first Monday at least `days` after today in Tokyo. Stays of up to five nights from it miss
 * the demo seed's Saturdays, when its suites sell out, so tests that count room types hold on any day.
 */
export function tokyoMonday(days: number): string {
  const from = tokyoDate(days);
  const isoWeekday = new Date(`${from}T00:00:00Z`).getUTCDay() || 7;
  return addDays(from, (8 - isoWeekday) % 7);
}

export interface BookingInput {
  checkin: string;
  checkout: string;
  roomTypeCode?: string;
  roomPlanCode?: string;
  rooms?: number;
  adults?: number;
  totalCents: number;
  locale?: string;
  email?: string;
}

/** A valid booking request body for the Tokyo demo hotel. */
export function bookingBody(input: BookingInput) {
  const roomTypeCode = input.roomTypeCode ?? 'MOD-DBL';
  return {
    checkin_date: input.checkin,
    checkout_date: input.checkout,
    locale: input.locale ?? 'en',
    rooms: Array.from({ length: input.rooms ?? 1 }, () => ({
      room_type_code: roomTypeCode,
      room_plan_code: input.roomPlanCode ?? `${roomTypeCode}-RO`,
      adults: input.adults ?? 2,
      children: 0,
      first_name: 'Yui',
      last_name: 'Tanaka',
    })),
    guest: { first_name: 'Yui', last_name: 'Tanaka', email: input.email ?? 'yui.tanaka@example.com', phone: '+819012345678' },
    payment: { type: 'on_site' },
    total_price: { cents: input.totalCents, currency_iso: 'JPY' },
  };
}

type SearchRoom = z.infer<typeof roomSearchResponse>['data']['rooms'][number];

/** Searches the Tokyo hotel (as the member a token names, when given) and returns the rooms found. */
export async function searchTokyo(
  app: FastifyInstance,
  query: Record<string, string | number>,
  memberToken?: string,
): Promise<SearchRoom[]> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const headers = memberToken ? { authorization: `Bearer ${memberToken}` } : {};
  const response = await app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms?${qs}`, headers });
  if (response.statusCode !== 200) throw new Error(`search failed: ${response.statusCode} ${response.body}`);
  // The route sends its answer unchecked (ADR 0024): each search a test makes checks it here.
  return roomSearchResponse.parse(response.json()).data.rooms;
}

/**
 * A member of the Sakura brand (or the brand of the hotel given), signed up and confirmed through the demo mailbox as a guest would,
 * with the password Sakura2026; answers their session token.
 */
export async function confirmedMember(
  app: FastifyInstance,
  email: string,
  names = { first_name: 'Aiko', last_name: 'Tanaka' },
  hotelCode = 'sakura-ginza',
) {
  const password = 'Sakura2026';
  await app.inject({
    method: 'POST',
    url: `/api/v1/hotels/${hotelCode}/membership/sign_up`,
    payload: { email, email_confirmation: email, password, password_confirmation: password, ...names },
  });
  const mail = (await app.inject({ url: `/api/v1/demo/mailbox?to=${encodeURIComponent(email)}` })).json().data[0];
  const confirmation_token = new URL(mail.link).searchParams.get('confirmation_token');
  const confirmed = await app.inject({ method: 'POST', url: '/api/v1/membership/confirm', payload: { confirmation_token } });
  return confirmed.json().data.access_token as string;
}

/** Adds to a brand's own sites (allowed_origins) as its admin would, and lets the catalogue see them. */
export async function allowBrandOrigins(app: FastifyInstance, db: Db, brandCode: string, origins: string[]) {
  const added = JSON.stringify(origins);
  await db
    .updateTable('hotel_brands')
    .set({ settings: sql`jsonb_set(settings, '{allowed_origins}', coalesce(settings->'allowed_origins', '[]'::jsonb) || ${added}::jsonb)` })
    .where('code', '=', brandCode)
    .execute();
  app.hotels.clearCache();
}

/** How long quotedTotal asks again for a plan the search does not quote yet. */
const QUOTE_WAIT_MS = 5_000;

/**
 * The price the search quotes for a room plan, as the widget would send it back. On PostgreSQL the
 * server hears of stock a test set in SQL a moment after it is committed (ADR 0039): a plan not
 * quoted yet, as on a night the demo had sold out, is asked for again until it is, for up to 5 s.
 */
export async function quotedTotal(
  app: FastifyInstance,
  input: { checkin: string; checkout: string; roomPlanCode: string; rooms?: number; adults?: number },
  memberToken?: string,
) {
  const until = Date.now() + QUOTE_WAIT_MS;
  for (;;) {
    const rooms = await searchTokyo(
      app,
      { checkin: input.checkin, checkout: input.checkout, adults: input.adults ?? 2, room_count: input.rooms ?? 1 },
      memberToken,
    );
    const plan = rooms.flatMap((r) => r.room_plans).find((p) => p.room_plan_code === input.roomPlanCode);
    if (plan) return plan.prices.total_price;
    if (Date.now() > until) throw new Error(`no quote for ${input.roomPlanCode}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ErrorShape {
  errors: Array<{
    title: string;
    status: number;
    code: string | number;
    details: { base: Array<{ code: string | number; error: string; field?: string }> };
    payloads?: Record<string, unknown>;
  }>;
}

/** The header a signed-in member's (or a staff key's) calls carry. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function firstError(body: unknown) {
  const error = (body as ErrorShape).errors[0];
  if (!error) throw new Error('no error in body');
  return error;
}

/**
 * Has a hotel take bookings paid at the hotel even when cancelling them already costs a fee (its
 * explicit setting), for tests about stays close to arrival rather than about how they are paid.
 */
export async function allowPayAtHotelWhenFeeDue(t: TestApp, hotelCode = 'sakura-ginza') {
  await setHotelSettings(t, hotelCode, { unsecured_payment_when_fee_due: true });
}

/** Merges `patch` into a hotel's settings and drops the cached catalogue, so the next request sees them. */
export async function setHotelSettings(t: Pick<TestApp, 'app' | 'db'>, hotelCode: string, patch: Record<string, unknown>) {
  await sql`UPDATE hotels SET settings = settings || ${JSON.stringify(patch)}::jsonb WHERE code = ${hotelCode}`.execute(t.db);
  t.app.hotels.clearCache();
}

/**
 * Puts a Tokyo room type's stock on the nights from `from` (inclusive) to `until` (exclusive) at
 * what a test needs, so its counts never depend on the demo seed's occupancy of the day it runs.
 */
export async function setTokyoStock(db: Db, roomTypeCode: string, from: string, until: string, stock: { total: number; sold: number }) {
  await sql`UPDATE inventory SET total = ${stock.total}, sold = ${stock.sold}
    WHERE stay_date >= ${from} AND stay_date < ${until}
      AND room_type_id = (SELECT id FROM room_types WHERE code = ${roomTypeCode} AND hotel_id = 1)`.execute(db);
}

/** Every room type of a hotel, found by its code, at this stock on the nights from `from` to `until` (exclusive). */
export async function setHotelStock(db: Db, hotelCode: string, from: string, until: string, stock: { total: number; sold: number }) {
  await sql`UPDATE inventory SET total = ${stock.total}, sold = ${stock.sold}
    WHERE stay_date >= ${from} AND stay_date < ${until}
      AND room_type_id IN (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = ${hotelCode})`.execute(db);
}

/** Rooms sold and in total of a Tokyo room type on one night. */
export async function soldOn(db: Db, roomTypeCode: string, date: string) {
  const row = await sql<{ sold: number; total: number }>`
    SELECT i.sold, i.total FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id
    WHERE rt.code = ${roomTypeCode} AND rt.hotel_id = 1 AND i.stay_date = ${date}`.execute(db);
  return row.rows[0]!;
}
