import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { demoStaffKey } from '../../db/seed/staff-keys';
import { postgresTestApp } from '../../testing/postgres-app';
import { bookingBody, confirmedMember, quotedTotal, soldOn, tokyoDate } from '../../testing/test-app';
import { createTestLottery, entryBody } from './testing';

const t = postgresTestApp();

describe('the draw on PostgreSQL, while guests book the same rooms', () => {
  it('never hands out more rooms than there are, winners and bookings together', async () => {
    const night = { checkin: tokyoDate(64), checkout: tokyoDate(65) };
    const event = await createTestLottery(t.app, t.db, night.checkin);
    await sql`UPDATE inventory SET total = 4, sold = 0 WHERE stay_date = ${night.checkin}::date
      AND room_type_id = (SELECT id FROM room_types WHERE code = 'JPN-WAS' AND hotel_id = 1)`.execute(t.db);
    const entrants = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const email = `draw.race.${i}@example.com`;
        const token = await confirmedMember(t.app, email);
        const entered = await t.app.inject({
          method: 'POST',
          url: '/api/v1/hotels/sakura-ginza/lottery_results',
          payload: entryBody(event, night, email),
          headers: { authorization: `Bearer ${token}` },
        });
        expect(entered.statusCode).toBe(201);
        return entered.json().data.lottery_result.entry_number as string;
      }),
    );
    const total = await quotedTotal(t.app, { ...night, roomPlanCode: 'JPN-WAS-RO' });
    const session = await t.session();

    // The draw and six ordinary bookings of the same room type race for the four rooms.
    const [drawn, ...bookings] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/hotels/sakura-ginza/lottery_events/${event.id}/draw`,
        headers: { authorization: `Bearer ${demoStaffKey('sakura-ginza')}` },
      }),
      ...Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/hotels/sakura-ginza/reservations',
          payload: bookingBody({ ...night, roomTypeCode: 'JPN-WAS', totalCents: total, email: `race.${i}@example.com` }),
          headers: { 'client-session': session },
        }),
      ),
    ]);
    const { winners, not_winners } = drawn!.json().data;
    const booked = bookings.filter((b) => b.statusCode === 201).length;
    expect(bookings.every((b) => b.statusCode === 201 || b.statusCode === 409)).toBe(true);
    expect(winners + not_winners).toBe(entrants.length);
    expect(winners + booked).toBe(4);
    expect(await soldOn(t.db, 'JPN-WAS', night.checkin)).toEqual({ sold: 4, total: 4 });
    const held = await sql<{ held: number }>`SELECT count(*)::int AS held FROM lottery_entries
      WHERE event_id = ${event.id} AND status = 'winner' AND stock_held`.execute(t.db);
    expect(held.rows[0]?.held).toBe(winners);
  });
});
