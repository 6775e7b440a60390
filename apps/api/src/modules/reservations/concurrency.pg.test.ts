import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { postgresTestApp } from '../../testing/postgres-app';
import { bookingBody, confirmedMember, quotedTotal, setTokyoStock, tokyoDate } from '../../testing/test-app';
import { membersRateSold } from './testing';

const t = postgresTestApp();
let session: string;
beforeAll(async () => {
  session = await t.session();
});

const ROOM_TYPE = 'DLX-KNG';
const PLAN = 'DLX-KNG-RO';
const WINDOW_START = tokyoDate(60);
const WINDOW_DAYS = 5;

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function inventoryRows() {
  const result = await sql<{ stay_date: string; total: number; sold: number }>`
    SELECT i.stay_date, i.total, i.sold FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id
    WHERE rt.code = ${ROOM_TYPE} AND rt.hotel_id = 1 AND i.stay_date >= ${WINDOW_START} AND i.stay_date < ${addDays(WINDOW_START, WINDOW_DAYS + 3)}
    ORDER BY i.stay_date`.execute(t.db);
  return result.rows;
}

async function reservedRoomNights() {
  const result = await sql<{ stay_date: string; rooms: number }>`
    SELECT n.stay_date, count(*)::int AS rooms FROM reservation_room_nights n
    JOIN reservation_rooms rr ON rr.id = n.reservation_room_id
    JOIN reservations r ON r.id = rr.reservation_id
    JOIN room_types rt ON rt.id = rr.room_type_id
    WHERE rt.code = ${ROOM_TYPE} AND r.status <> 'cancelled'
    GROUP BY n.stay_date`.execute(t.db);
  return new Map(result.rows.map((r) => [r.stay_date, r.rooms]));
}

describe('booking under contention on PostgreSQL', () => {
  it('sells exactly the rooms there are to 100 simultaneous requests', async () => {
    await sql`UPDATE inventory SET total = 3, sold = 0 WHERE room_type_id = (SELECT id FROM room_types WHERE code = ${ROOM_TYPE} AND hotel_id = 1)
      AND stay_date >= ${WINDOW_START} AND stay_date < ${addDays(WINDOW_START, WINDOW_DAYS + 3)}`.execute(t.db);

    const random = sequence(42);
    const requests = Array.from({ length: 100 }, () => {
      const checkin = addDays(WINDOW_START, Math.floor(random() * WINDOW_DAYS));
      return { checkin, checkout: addDays(checkin, 1 + Math.floor(random() * 3)), rooms: 1 + Math.floor(random() * 2) };
    });
    const quotes = new Map<string, number>();
    for (const r of requests) {
      const key = `${r.checkin}/${r.checkout}/${r.rooms}`;
      if (!quotes.has(key))
        quotes.set(key, await quotedTotal(t.app, { checkin: r.checkin, checkout: r.checkout, roomPlanCode: PLAN, rooms: r.rooms }));
    }

    const responses = await Promise.all(
      requests.map((r) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/hotels/sakura-ginza/reservations',
          headers: { 'client-session': session },
          payload: bookingBody({
            ...r,
            roomTypeCode: ROOM_TYPE,
            roomPlanCode: PLAN,
            totalCents: quotes.get(`${r.checkin}/${r.checkout}/${r.rooms}`) ?? 0,
          }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    const succeeded = statuses.filter((s) => s === 201).length;
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const response of responses.filter((r) => r.statusCode === 409)) expect(response.json().errors[0].code).toBe('SOLD_OUT');
    expect(succeeded).toBeGreaterThan(0);

    const rows = await inventoryRows();
    const reserved = await reservedRoomNights();
    for (const row of rows) {
      expect(row.sold).toBeLessThanOrEqual(row.total);
      expect(reserved.get(row.stay_date) ?? 0).toBe(row.sold);
    }
    // Every refusal was real: in the final state, some night of the refused stay lacks the rooms asked.
    const free = new Map(rows.map((r) => [r.stay_date, r.total - r.sold]));
    requests.forEach((r, i) => {
      if (statuses[i] !== 409) return;
      const nights = Array.from({ length: Math.round((Date.parse(r.checkout) - Date.parse(r.checkin)) / 86_400_000) }, (_, n) =>
        addDays(r.checkin, n),
      );
      expect(nights.some((night) => (free.get(night) ?? 0) < r.rooms)).toBe(true);
    });
    const reservations = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reservations`.execute(t.db);
    expect(reservations.rows[0]?.n).toBe(succeeded);
  });

  it('sells a plan exactly up to its sale limit to 20 members booking it at once, with rooms to spare', async () => {
    const checkin = tokyoDate(104);
    const checkout = tokyoDate(106);
    await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 30, sold: 0 });
    const total = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-MEM' });
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => confirmedMember(t.app, `rush.${i}@example.com`)));
    const responses = await Promise.all(
      members.map((token) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/hotels/sakura-ginza/reservations',
          headers: { 'client-session': session, authorization: `Bearer ${token}` },
          payload: bookingBody({ checkin, checkout, roomPlanCode: 'MOD-DBL-MEM', totalCents: total }),
        }),
      ),
    );
    // The members' rate sells two rooms a night (the demo's sale limit).
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    for (const response of responses.filter((r) => r.statusCode !== 201)) expect(response.json().errors[0].code).toBe('SOLD_OUT');
    const sold = await membersRateSold(t.db, checkin, checkout);
    // Two bookings of two nights each: four room nights, and two a night counted against the limit.
    expect(sold).toEqual({ rooms: 4, plan: 4 });
  });

  it('creates one reservation for one Idempotency-Key sent five times at once, though the first takes the last room', async () => {
    const checkin = tokyoDate(96); // clear of the seed's sold-out nights (days 92 and 133 after its start) at any hour
    const checkout = tokyoDate(97);
    const total = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
    // One room left: the retries find it sold, and must still answer as the first did.
    await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 1, sold: 0 });
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reservations`.execute(t.db);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/reservations',
        headers: { 'client-session': session, 'idempotency-key': 'concurrent-key' },
        payload: bookingBody({ checkin, checkout, totalCents: total }),
      });
    const responses = await Promise.all([send(), send(), send(), send(), send()]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((r) => r.json().data.reservation_number)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reservations`.execute(t.db);
    expect(after.rows[0]!.n - before.rows[0]!.n).toBe(1);
    const again = await send();
    expect(again.json().data.reservation_number).toBe(responses[0]?.json().data.reservation_number);
  });
});
