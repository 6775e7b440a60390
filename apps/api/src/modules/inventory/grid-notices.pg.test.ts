import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { createTestDatabase } from '../../testing/postgres';
import { bookingBody, setTokyoStock, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { gridShapeOf } from '../search/grid-shape';
import { firstCheckin } from '../stay-rules/stay';
import { inventoryService } from './service';

/**
 * Two servers on one PostgreSQL (ADR 0039): each keeps its own grids, and each hears of the
 * other's bookings through the database's notices.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  first = await startTestApp({ databaseUrl: database.url, databaseSeeded: database.seeded });
  second = await startTestApp({ databaseUrl: database.url, databaseSeeded: database.seeded });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await database.drop();
});

const checkin = tokyoMonday(70);
const checkout = addDays(checkin, 2);
const rooms = `/api/v1/hotels/sakura-ginza/rooms?checkin=${checkin}&checkout=${checkout}&adults=2&room_type_code=DLX-KNG`;

/** Rooms of the Deluxe King a server's search shows for the stay. */
async function shown(t: TestApp) {
  const response = await t.app.inject({ url: rooms });
  expect(response.statusCode).toBe(200);
  const room = response.json().data.rooms[0] as
    { room_count: number; room_plans: Array<{ room_plan_code: string; prices: { total_price: number } }> } | undefined;
  return { count: room?.room_count ?? 0, price: room?.room_plans.find((p) => p.room_plan_code === 'DLX-KNG-RO')?.prices.total_price ?? 0 };
}

/** Whether a server's search reads the hotel's grid (not the tables). */
async function readsGrid(t: TestApp) {
  const catalogue = await t.app.hotels.getCatalogue('sakura-ginza');
  return (await inventoryService(t.db).searchView(gridShapeOf(catalogue, firstCheckin(catalogue)))).ratesSource !== null;
}

/** What a server shows within a second, asking every 50 ms. */
async function within(t: TestApp, expected: number, ms = 1000) {
  const until = Date.now() + ms;
  let seen = await shown(t);
  while (seen.count !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await shown(t);
  }
  return seen.count;
}

describe('stock across servers on one PostgreSQL', () => {
  it("shows one server's booking on the other within a second, and its own at once", async () => {
    await setTokyoStock(first.db, 'DLX-KNG', checkin, checkout, { total: 6, sold: 2 });
    expect(await within(first, 4)).toBe(4);
    expect(await within(second, 4)).toBe(4);
    expect([await readsGrid(first), await readsGrid(second)]).toEqual([true, true]);
    const { price } = await shown(first);

    const booked = await first.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': await first.session() },
      payload: bookingBody({ checkin, checkout, roomTypeCode: 'DLX-KNG', totalCents: price }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // The server that booked shows it in its very next search.
    expect((await shown(first)).count).toBe(3);
    expect(await within(second, 3)).toBe(3);

    // A change written straight into the table (a channel manager, say) reaches both.
    await sql`UPDATE inventory SET sold = total WHERE stay_date = ${checkin}
      AND room_type_id = (SELECT id FROM room_types WHERE code = 'DLX-KNG' AND hotel_id = 1)`.execute(second.db);
    expect(await within(first, 0)).toBe(0);
    expect(await within(second, 0)).toBe(0);
  });

  it('reads the tables while it cannot hear the notices, and keeps grids again once it can', async () => {
    await setTokyoStock(first.db, 'DLX-KNG', checkin, checkout, { total: 6, sold: 1 });
    expect(await within(second, 5)).toBe(5);
    // Cut every listening connection to the test database: the servers can no longer hear changes.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`);
    // Changes made while nobody listens are still shown: search reads the tables meanwhile.
    await admin.query(
      `UPDATE inventory SET sold = 4 WHERE stay_date = $1
      AND room_type_id = (SELECT id FROM room_types WHERE code = 'DLX-KNG' AND hotel_id = 1)`,
      [checkin],
    );
    await admin.end();
    expect(await within(second, 2)).toBe(2);
    // Listening again, a new change still reaches the other server.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await readsGrid(second)).toBe(true);
    await setTokyoStock(first.db, 'DLX-KNG', checkin, checkout, { total: 6, sold: 0 });
    expect(await within(second, 6)).toBe(6);
  });
});
