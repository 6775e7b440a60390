import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { DEMO_CONSOLE_USERS } from '../../db/seed/console-users';
import { postgresTestApp } from '../../testing/postgres-app';
import { bookingBody, quotedTotal, soldOn, tokyoMonday } from '../../testing/test-app';

const t = postgresTestApp();
const ROOM_TYPE = 'SUP-TWN';
const PLAN = 'SUP-TWN-RO';
const NIGHT = tokyoMonday(80);

let session: string;
let cookie: string;
beforeAll(async () => {
  session = await t.session();
  const manager = DEMO_CONSOLE_USERS.find((u) => u.role === 'manager')!;
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/v1/console/session',
    payload: { email: manager.email, password: manager.password },
  });
  cookie = String(signedIn.headers['set-cookie']).split(';')[0] ?? '';
});

describe('a bulk stock edit racing bookings on PostgreSQL', () => {
  it('never leaves more rooms sold than there are', async () => {
    await sql`UPDATE inventory SET total = 60, sold = 0, stop_sell = false, min_stay = 1
      WHERE room_type_id = (SELECT id FROM room_types WHERE code = ${ROOM_TYPE} AND hotel_id = 1) AND stay_date = ${NIGHT}`.execute(t.db);
    const roomTypeId = (
      await t.db.selectFrom('room_types').select('id').where('code', '=', ROOM_TYPE).where('hotel_id', '=', 1).executeTakeFirstOrThrow()
    ).id;
    const totalCents = await quotedTotal(t.app, { checkin: NIGHT, checkout: addDays(NIGHT, 1), roomPlanCode: PLAN });

    const book = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/reservations',
        headers: { 'client-session': session },
        payload: bookingBody({ checkin: NIGHT, checkout: addDays(NIGHT, 1), roomTypeCode: ROOM_TYPE, roomPlanCode: PLAN, totalCents }),
      });
    const setTotal = (total: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/console/hotels/sakura-ginza/calendar/bulk_edit',
        headers: { cookie },
        payload: { room_type_id: roomTypeId, from: NIGHT, to: NIGHT, weekdays: [1, 2, 3, 4, 5, 6, 7], total },
      });

    // 50 bookings, with edits lowering the total to 30, 20 and 10 started among them.
    const bookings = Array.from({ length: 50 }, () => book());
    const edits = [setTotal(30), setTotal(20), setTotal(10)];
    const [booked, edited] = await Promise.all([Promise.all(bookings), Promise.all(edits)]);

    expect(booked.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(edited.every((r) => r.statusCode === 200 || (r.statusCode === 422 && r.json().errors[0].code === 'STOCK_BELOW_SOLD'))).toBe(
      true,
    );
    const { sold, total } = await soldOn(t.db, ROOM_TYPE, NIGHT);
    expect(sold).toBe(booked.filter((r) => r.statusCode === 201).length);
    expect(sold).toBeLessThanOrEqual(total);
    // Some edit won: the total is one of theirs, or still 60 when every one came too late.
    expect([60, 30, 20, 10]).toContain(total);
    const audited = await t.db
      .selectFrom('audit_log')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('action', '=', 'calendar.bulk_edit')
      .executeTakeFirstOrThrow();
    expect(Number(audited.n)).toBe(edited.filter((r) => r.statusCode === 200).length);
  });
});
