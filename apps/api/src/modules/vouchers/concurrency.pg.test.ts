import { addDays } from '@yado/domain/dates';
import { describe, expect, it } from 'vitest';
import { postgresTestApp } from '../../testing/postgres-app';
import { bookingBody, confirmedMember, firstError, quotedTotal, setTokyoStock, soldOn, tokyoMonday } from '../../testing/test-app';
import { memberId } from '../points/testing';
import { issueVoucher } from './testing';

const t = postgresTestApp();

describe('a voucher under concurrent bookings (PostgreSQL)', () => {
  it('lets exactly one of 50 simultaneous bookings use it; the rest get VOUCHER_USED and sell nothing', async () => {
    const email = 'voucher.racer@example.com';
    const token = await confirmedMember(t.app, email);
    const { key } = await t.app.staff.issue('sakura-ginza', 'revenue');
    const { number } = await issueVoucher(t.app, key, { user_id: await memberId(t.db, email), amount: 3_000 });
    const checkin = tokyoMonday(75);
    const checkout = addDays(checkin, 1);
    await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 60, sold: 0 });
    const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/hotels/sakura-ginza/reservations',
          headers: { 'client-session': await t.session(), authorization: `Bearer ${token}` },
          payload: { ...bookingBody({ checkin, checkout, totalCents, email }), voucher_coupon_code: number },
        }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.statusCode !== 201).map((answer) => [answer.statusCode, firstError(answer.json()).code]),
    ).toEqual(Array.from({ length: 49 }, () => [409, 'VOUCHER_USED']));
    expect((await soldOn(t.db, 'MOD-DBL', checkin)).sold).toBe(1);
    const voucher = await t.db
      .selectFrom('vouchers')
      .select(['status', 'reservation_number'])
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(voucher).toEqual({ status: 'consumed', reservation_number: won[0]!.json().data.reservation_number });
  });
});
