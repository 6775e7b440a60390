import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { postgresTestApp } from '../../testing/postgres-app';
import { bookingBody, quotedTotal, tokyoDate } from '../../testing/test-app';
import { stayChanges } from './testing';

const t = postgresTestApp({ config: { LOOKUP_RATE_LIMIT: 10_000 } });
let session: string;
beforeAll(async () => {
  session = await t.session();
});

const EMAIL = 'yui.tanaka@example.com';
const ROOM_TYPE = 'SUP-TWN';
const PLAN = 'SUP-TWN-RO';

async function book(checkin: string, checkout: string) {
  const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: PLAN });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: bookingBody({ checkin, checkout, totalCents, roomTypeCode: ROOM_TYPE, roomPlanCode: PLAN }),
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  const { data } = response.json();
  return { number: data.reservation_number as string, version: data.reservation.version as number, roomId: data.reservation.rooms[0].id };
}

const guest = stayChanges(() => t.app, { email: EMAIL });

async function quoteFor(number: string, checkin: string, checkout: string, roomId: number) {
  const response = await guest.quote(number, { checkin, checkout, roomIds: [roomId] });
  if (response.statusCode !== 200) throw new Error(`quote failed: ${response.body}`);
  return response.json().data.quote as { total_price: number; change_fee: number };
}

function change(
  booked: { number: string; version: number; roomId: number },
  checkin: string,
  checkout: string,
  quoted: { total_price: number; change_fee: number },
) {
  return guest.changeStay(booked.number, {
    checkin_date: checkin,
    checkout_date: checkout,
    room_ids: [booked.roomId],
    version: booked.version,
    total_price_displayed: quoted.total_price,
    change_fee_displayed: quoted.change_fee,
  });
}

/** Every night's sold count equals the room nights reservations hold, and never passes the total. */
async function expectStockMatchesReservations(from: string, to: string) {
  const rows = await sql<{ stay_date: string; total: number; sold: number; held: number }>`
    SELECT i.stay_date::text AS stay_date, i.total, i.sold,
      (SELECT count(*)::int FROM reservation_room_nights n
        JOIN reservation_rooms rr ON rr.id = n.reservation_room_id
        JOIN reservations r ON r.id = rr.reservation_id
        WHERE rr.room_type_id = i.room_type_id AND n.stay_date = i.stay_date AND r.status <> 'cancelled') AS held
    FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id
    WHERE rt.code = ${ROOM_TYPE} AND rt.hotel_id = 1 AND i.stay_date >= ${from} AND i.stay_date < ${to}`.execute(t.db);
  for (const row of rows.rows) {
    expect(row.sold, row.stay_date).toBe(row.held);
    expect(row.sold, row.stay_date).toBeLessThanOrEqual(row.total);
  }
}

describe('changing a stay under contention on PostgreSQL', () => {
  it('lets one of ten simultaneous changes of a reservation win; the others get 3013 or 3014', async () => {
    const checkin = tokyoDate(70);
    await sql`UPDATE inventory SET total = 5, sold = 0 WHERE stay_date >= ${checkin} AND stay_date < ${addDays(checkin, 4)}
      AND room_type_id = (SELECT id FROM room_types WHERE code = ${ROOM_TYPE} AND hotel_id = 1)`.execute(t.db);
    const booked = await book(checkin, addDays(checkin, 3));
    const shorter = await quoteFor(booked.number, checkin, addDays(checkin, 2), booked.roomId);
    const responses = await Promise.all(Array.from({ length: 10 }, () => change(booked, checkin, addDays(checkin, 2), shorter)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect([3013, 3014]).toContain(response.json().errors[0].code);
    }
    const changes = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM reservation_changes c JOIN reservations r ON r.id = c.reservation_id
      WHERE r.reservation_number = ${booked.number}`.execute(t.db);
    expect(changes.rows[0]?.n).toBe(1);
    await expectStockMatchesReservations(checkin, addDays(checkin, 4));
  });

  it('never oversells a night that changes and new bookings reach for at once', async () => {
    const first = tokyoDate(75);
    const contested = addDays(first, 1);
    await sql`UPDATE inventory SET total = 6, sold = 0 WHERE stay_date IN (${first}, ${contested})
      AND room_type_id = (SELECT id FROM room_types WHERE code = ${ROOM_TYPE} AND hotel_id = 1)`.execute(t.db);
    // Four one-night stays on the first night; then each tries to stay on, while four new guests book the second night.
    const staying = [];
    for (let i = 0; i < 4; i++) staying.push(await book(first, contested));
    await sql`UPDATE inventory SET total = 4 WHERE stay_date = ${contested}
      AND room_type_id = (SELECT id FROM room_types WHERE code = ${ROOM_TYPE} AND hotel_id = 1)`.execute(t.db);
    const quotes = await Promise.all(staying.map((b) => quoteFor(b.number, first, addDays(contested, 1), b.roomId)));
    const total = await quotedTotal(t.app, { checkin: contested, checkout: addDays(contested, 1), roomPlanCode: PLAN });
    const responses = await Promise.all([
      ...staying.map((b, i) => change(b, first, addDays(contested, 1), quotes[i]!)),
      ...Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/hotels/sakura-ginza/reservations',
          headers: { 'client-session': session },
          payload: bookingBody({
            checkin: contested,
            checkout: addDays(contested, 1),
            totalCents: total,
            roomTypeCode: ROOM_TYPE,
            roomPlanCode: PLAN,
          }),
        }),
      ),
    ]);
    const won = responses.filter((r) => r.statusCode === 200 || r.statusCode === 201).length;
    for (const response of responses.filter((r) => r.statusCode >= 400)) {
      expect(response.json().errors[0].code).toBe('SOLD_OUT');
    }
    expect(won).toBe(4);
    await expectStockMatchesReservations(first, addDays(contested, 1));
  });
});
