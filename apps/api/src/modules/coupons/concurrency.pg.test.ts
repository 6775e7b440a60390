import { addDays } from '@yado/domain/dates';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { untilWaitingForLocks } from '../../testing/lock-waits';
import { postgresTestApp } from '../../testing/postgres-app';
import { bookingBody, firstError, quotedTotal, setTokyoStock, soldOn, tokyoDate, tokyoMonday } from '../../testing/test-app';

const t = postgresTestApp();

/** A coupon good for one use, and a one-night stay with `rooms` free to book with it: its dates and its price. */
async function lastUseAndStay(code: string, days: number, rooms: number) {
  const { key } = await t.app.staff.issue('sakura-ginza', 'revenue');
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/hotels/sakura-ginza/discount_coupons',
    headers: { authorization: `Bearer ${key}` },
    payload: { code, name: code, discount_type: 'amount', discount_value: 2_000, valid_until: tokyoDate(120), usage_limit: 1 },
  });
  expect(issued.statusCode).toBe(201);
  const checkin = tokyoMonday(days);
  const checkout = addDays(checkin, 1);
  await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: rooms, sold: 0 });
  return { checkin, checkout, totalCents: await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' }) };
}

describe('a coupon with a usage limit under concurrent bookings (PostgreSQL)', () => {
  it('lets exactly one of 50 simultaneous bookings use a coupon good for one; the rest get 1501 and sell nothing', async () => {
    const { checkin, checkout, totalCents } = await lastUseAndStay('FIRSTONE', 75, 60);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/hotels/sakura-ginza/reservations',
          headers: { 'client-session': await t.session() },
          payload: { ...bookingBody({ checkin, checkout, totalCents }), coupon_code: 'FIRSTONE' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.statusCode !== 201).map((answer) => [answer.statusCode, firstError(answer.json()).code]),
    ).toEqual(Array.from({ length: 49 }, () => [409, 1501]));
    expect((await soldOn(t.db, 'MOD-DBL', checkin)).sold).toBe(1);
    const coupon = await t.db.selectFrom('discount_coupons').select('used_count').where('code', '=', 'FIRSTONE').executeTakeFirstOrThrow();
    expect(coupon.used_count).toBe(1);
  });

  it("claims the use in the booking's one statement before its nights: used up meanwhile, the booking is 1501 and writes nothing, its key included", async () => {
    const { checkin, checkout, totalCents } = await lastUseAndStay('LASTONE', 82, 5);
    let booking: Promise<{ statusCode: number; json(): unknown }> | undefined;
    // Another booking takes the last use while this one is checked and on its way.
    await t.db.transaction().execute(async (trx) => {
      await sql`UPDATE discount_coupons SET used_count = used_count + 1 WHERE code = 'LASTONE'`.execute(trx);
      booking = t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/reservations',
        headers: { 'client-session': await t.session(), 'idempotency-key': 'last-coupon' },
        payload: { ...bookingBody({ checkin, checkout, totalCents }), coupon_code: 'LASTONE' },
      });
      await untilWaitingForLocks(t.db, 1, 'the booking');
      // It waits on the coupon, not holding any night: the nights stay free to sell meanwhile.
      await sql`UPDATE inventory SET sold = sold WHERE stay_date = ${checkin}`.execute(t.db);
    });
    const refused = await booking!;
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([409, 1501]);
    expect((await soldOn(t.db, 'MOD-DBL', checkin)).sold).toBe(0);
    const keys = await t.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'last-coupon').execute();
    expect(keys).toEqual([]);
  });

  it('books after all when PostgreSQL breaks a deadlock by rolling the booking back: it is written again', async () => {
    const { checkin, checkout, totalCents } = await lastUseAndStay('AGAIN', 89, 5);
    let booking: Promise<{ statusCode: number; body: string }> | undefined;
    // Another writer holds the nights, then wants the coupon the booking has claimed meanwhile.
    await t.db.transaction().execute(async (trx) => {
      await sql`UPDATE inventory SET sold = sold WHERE stay_date = ${checkin}`.execute(trx);
      booking = t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/reservations',
        headers: { 'client-session': await t.session() },
        payload: { ...bookingBody({ checkin, checkout, totalCents }), coupon_code: 'AGAIN' },
      });
      await untilWaitingForLocks(t.db, 1, 'the booking');
      // The booking has waited longest, so its deadlock check runs first and rolls it back.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await sql`UPDATE discount_coupons SET used_count = used_count WHERE code = 'AGAIN'`.execute(trx);
    });
    const booked = await booking!;
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await soldOn(t.db, 'MOD-DBL', checkin)).sold).toBe(1);
    const coupon = await t.db.selectFrom('discount_coupons').select('used_count').where('code', '=', 'AGAIN').executeTakeFirstOrThrow();
    expect(coupon.used_count).toBe(1);
  });
});
