import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { canCancelOnline, percentagePromisedAt, type CancellationLine, type CancellationPolicy } from '@yado/domain/cancellation';
import { addDays, localDateTimeParts } from '@yado/domain/dates';
import { percentOf } from '@yado/domain/money';
import {
  allowPayAtHotelWhenFeeDue,
  bookingBody,
  quotedTotal,
  setTokyoStock,
  startTestApp,
  tokyoDate,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp({ config: { LOOKUP_RATE_LIMIT: 100_000 } });
  session = await t.session();
  // Stays close to arrival are paid at the hotel here, as this hotel allows: the test is about fees.
  await allowPayAtHotelWhenFeeDue(t);
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const part = fc.record({
  days_before: fc.integer({ min: 0, max: 120 }),
  hours_after: fc.option(fc.integer({ min: 0, max: 23 })),
  percentage_of_cost: fc.integer({ min: 0, max: 100 }),
});
const policy: fc.Arbitrary<CancellationPolicy> = fc.record({
  cancellation_policy_parts: fc.array(part, { maxLength: 4 }),
  no_show_percentage_of_cost: fc.integer({ min: 0, max: 100 }),
});
const HOUR = 3_600_000;

describe('the policy a guest is shown is the fee the API takes', () => {
  it('for random policies, stays and moments of cancelling, the fee charged is the one the lines promised at booking', async () => {
    await fc.assert(
      fc.asyncProperty(policy, fc.integer({ min: 2, max: 90 }), fc.double({ min: 0, max: 1, noNaN: true }), async (p, daysAhead, when) => {
        vi.useRealTimers();
        const checkin = tokyoDate(daysAhead);
        const checkout = addDays(checkin, 1);
        await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 10, sold: 0 });
        const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
        const booked = await t.app.inject({
          method: 'POST',
          url: '/api/v1/hotels/sakura-ginza/reservations',
          headers: { 'client-session': session },
          payload: bookingBody({ checkin, checkout, totalCents }),
        });
        expect(booked.statusCode, booked.body).toBe(201);
        const { reservation_number: number, bypass_token } = booked.json().data;
        // The plan's policy, as the booking keeps it.
        await sql`UPDATE reservations SET cancellation_policy = ${JSON.stringify(p)}::jsonb WHERE reservation_number = ${number}`.execute(
          t.db,
        );

        const shown = (await t.app.inject({ url: `/api/v1/reservations/${number}?bypass_token=${bypass_token}` })).json().data.reservation;
        const lines = shown.cancellation_policy.lines as CancellationLine[];

        // Cancel at some moment between now and the last hour cancelling online is possible.
        const lastOnline = new Date(`${checkin}T00:00:00+09:00`).getTime() - HOUR;
        const cancelAt = new Date(Date.now() + Math.floor(when * (lastOnline - Date.now())));
        expect(canCancelOnline(checkin, 'Asia/Tokyo', cancelAt)).toBe(true);
        const promised = percentOf(shown.total_price, percentagePromisedAt(lines, localDateTimeParts('Asia/Tokyo', cancelAt)));
        vi.useFakeTimers({ toFake: ['Date'], now: cancelAt });
        const cancelled = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/reservations/${number}/cancel`,
          payload: { bypass_token, cancellation_fee_displayed: promised },
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect(cancelled.json().data.reservation.cancellation.fee).toBe(promised);
      }),
      { numRuns: 60 },
    );
  });
});
