import { addDays } from '@yado/domain/dates';
import { describe, expect, it } from 'vitest';
import { postgresTestApp } from '../../testing/postgres-app';
import { bookingBody, firstError, quotedTotal, setTokyoStock, soldOn, tokyoDate, tokyoMonday } from '../../testing/test-app';

const t = postgresTestApp();

describe('a coupon with a usage limit under concurrent bookings (PostgreSQL)', () => {
  it('lets exactly one of 50 simultaneous bookings use a coupon good for one; the rest get 1501 and sell nothing', async () => {
    const { key } = await t.app.staff.issue('sakura-ginza', 'revenue');
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/hotels/sakura-ginza/discount_coupons',
      headers: { authorization: `Bearer ${key}` },
      payload: {
        code: 'FIRSTONE',
        name: 'First one',
        discount_type: 'amount',
        discount_value: 3_000,
        valid_until: tokyoDate(120),
        usage_limit: 1,
      },
    });
    expect(issued.statusCode).toBe(201);
    const checkin = tokyoMonday(75);
    const checkout = addDays(checkin, 1);
    await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 60, sold: 0 });
    const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
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
});
