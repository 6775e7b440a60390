import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { postgresTestApp } from '../../testing/postgres-app';
import { bookingBody, quotedTotal, tokyoDate } from '../../testing/test-app';

const t = postgresTestApp({ config: { LOOKUP_RATE_LIMIT: 10_000 } });
let session: string;
beforeAll(async () => {
  session = await t.session();
});

const EMAIL = 'yui.tanaka@example.com';

describe('extras stock under contention on PostgreSQL', () => {
  it('sells the last cakes of a night exactly once between bookings and additions racing for them', async () => {
    const [checkin, checkout] = [tokyoDate(80), tokyoDate(81)];
    const cake = await sql<{ id: number }>`SELECT id FROM extras WHERE code = 'CAKE'`.execute(t.db);
    const cakeId = cake.rows[0]!.id;
    await sql`UPDATE extra_inventory SET total = 3, sold = 0 WHERE extra_id = ${cakeId} AND stock_date = ${checkin}`.execute(t.db);
    await sql`UPDATE inventory SET total = 30, sold = 0 WHERE stay_date = ${checkin}
      AND room_type_id = (SELECT id FROM room_types WHERE code = 'MOD-DBL' AND hotel_id = 1)`.execute(t.db);
    const rooms = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
    const cakePrice = 4950;
    const wantCake = [{ extra_id: cakeId, quantity: 1, date: checkin, delivery_time: '18:00' }];
    const post = (extras: object[], total: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/reservations',
        headers: { 'client-session': session },
        payload: { ...bookingBody({ checkin, checkout, totalCents: total }), extras },
      });
    // Six bookings without a cake, which will each try to add one, while six new bookings ask for one.
    const plain = [];
    for (let i = 0; i < 6; i++) plain.push((await post([], rooms)).json().data);

    const responses = await Promise.all([
      ...plain.map((b) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/reservations/${b.reservation_number}/extras`,
          payload: { email: EMAIL, version: b.reservation.version, extras: wantCake, extras_total_displayed: cakePrice },
        }),
      ),
      ...Array.from({ length: 6 }, () => post(wantCake, rooms + cakePrice)),
    ]);
    const won = responses.filter((r) => r.statusCode === 200 || r.statusCode === 201);
    expect(won).toHaveLength(3);
    for (const lost of responses.filter((r) => r.statusCode >= 400)) expect(lost.json().errors[0].code).toBe(1105);
    const stock = await sql<{ sold: number; ordered: number }>`
      SELECT i.sold, (SELECT coalesce(sum(x.quantity), 0)::int FROM reservation_extras x
        JOIN reservations r ON r.id = x.reservation_id
        WHERE x.extra_id = i.extra_id AND x.stock_date = i.stock_date AND r.status <> 'cancelled') AS ordered
      FROM extra_inventory i WHERE i.extra_id = ${cakeId} AND i.stock_date = ${checkin}`.execute(t.db);
    expect(stock.rows[0]).toEqual({ sold: 3, ordered: 3 });
  });
});
