import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addDays } from '@yado/domain/dates';
import {
  bookingBody,
  firstError,
  quotedTotal,
  setTokyoStock,
  soldOn,
  startTestApp,
  tokyoMonday,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('a booking made on a catalogue read before a room type was taken off its plan', () => {
  it('answers PLAN_UNAVAILABLE, not a server error, and sells nothing', async () => {
    const checkin = tokyoMonday(150);
    const checkout = addDays(checkin, 1);
    await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 5, sold: 0 });
    const roomPlanCode = 'MOD-DBL-BF';
    const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode });

    // The console takes the room type off the plan while the booking is being written: after the
    // booking read the catalogue and the rates, before it stores its rooms.
    const { id } = await t.db.selectFrom('room_plans').select('id').where('room_plan_code', '=', roomPlanCode).executeTakeFirstOrThrow();
    await sql`
      create function take_room_type_off_plan() returns trigger language plpgsql as $$
      begin
        delete from room_rates where room_plan_id = ${sql.lit(id)};
        delete from room_plan_sales where room_plan_id = ${sql.lit(id)};
        delete from room_plans where id = ${sql.lit(id)};
        return new;
      end $$`.execute(t.db);
    await sql`create trigger take_room_type_off_plan before insert on reservations for each row execute function take_room_type_off_plan()`.execute(
      t.db,
    );

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': await t.session() },
      payload: bookingBody({ checkin, checkout, totalCents, roomPlanCode }),
    });
    expect([booked.statusCode, firstError(booked.json()).code], booked.body).toEqual([422, 'PLAN_UNAVAILABLE']);
    expect((await soldOn(t.db, 'MOD-DBL', checkin)).sold).toBe(0);
    await sql`drop trigger take_room_type_off_plan on reservations`.execute(t.db);
  });
});
