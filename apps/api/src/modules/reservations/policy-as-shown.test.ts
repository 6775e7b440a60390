import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import {
  allowPayAtHotelWhenFeeDue,
  bookingBody,
  firstError,
  quotedTotal,
  setTokyoStock,
  soldOn,
  startTestApp,
  tokyoDate,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

const checkin = tokyoDate(70);
const checkout = addDays(checkin, 1);
const roomPlanCode = 'MOD-DBL-RO';

async function shownPolicy() {
  const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/cancellation_policies?hotel_plan_code=RO&checkin=${checkin}` });
  return response.json().data[0] as { id: number; terms: string; lines: unknown[] };
}

async function book(terms: string | undefined) {
  const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: {
      ...bookingBody({ checkin, checkout, roomPlanCode, totalCents }),
      ...(terms === undefined ? {} : { cancellation_policy_terms: terms }),
    },
  });
}

describe('a booking made on the cancellation policy its guest read', () => {
  beforeAll(async () => setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 10, sold: 0 }));

  it('is made while the policy is the one shown, and with no terms named at all', async () => {
    const shown = await shownPolicy();
    expect((await book(shown.terms)).statusCode).toBe(201);
    expect((await book(undefined)).statusCode).toBe(201);
  });

  it('is refused with 409 and sells nothing when the hotel changed the policy meanwhile; the new terms book', async () => {
    const shown = await shownPolicy();
    // The hotel raises the fee two days before arrival while the guest is on the payment step.
    await t.db
      .updateTable('cancellation_policy_parts')
      .set({ percentage_of_cost: 40 })
      .where('cancellation_policy_id', '=', shown.id)
      .where('days_before', '=', 2)
      .execute();
    t.app.hotels.clearCache();
    const sold = await soldOn(t.db, 'MOD-DBL', checkin);

    const refused = await book(shown.terms);
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused.json())).toMatchObject({ code: 'CANCELLATION_POLICY_CHANGED' });
    expect(await soldOn(t.db, 'MOD-DBL', checkin)).toEqual(sold);

    // The answer carries the policy that applies now, as the policies route shows it.
    const now = await shownPolicy();
    expect(refused.json().errors[0].payloads.cancellation_policy).toEqual(now);
    expect(now.terms).not.toBe(shown.terms);
    expect(now.lines).not.toEqual(shown.lines);
    const booked = await book(now.terms);
    expect(booked.statusCode).toBe(201);
    const kept = booked.json().data.reservation.cancellation_policy;
    expect(kept.lines).toEqual(now.lines);
  });

  it('is refused when the plan was given another policy, with that policy in the answer, which then books', async () => {
    const shown = await shownPolicy();
    const other = await t.db
      .selectFrom('cancellation_policies')
      .select('id')
      .where('hotel_id', '=', 1)
      .where('id', '!=', shown.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('plans')
      .set({ cancellation_policy_id: other.id })
      .where('hotel_id', '=', 1)
      .where('hotel_plan_code', '=', 'RO')
      .execute();
    t.app.hotels.clearCache();
    // The other policy may already charge a fee: paid at the hotel all the same, as this test is about terms.
    await allowPayAtHotelWhenFeeDue(t);

    const refused = await book(shown.terms);
    expect(firstError(refused.json())).toMatchObject({ code: 'CANCELLATION_POLICY_CHANGED' });
    const applies = refused.json().errors[0].payloads.cancellation_policy as { id: number; terms: string };
    expect(applies.id).toBe(other.id);
    expect((await book(applies.terms)).statusCode).toBe(201);
  });

  it('takes terms that are not text, or too long, as a bad request, not a server error', async () => {
    for (const terms of [42, 'x'.repeat(501)]) {
      const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/reservations',
        headers: { 'client-session': session },
        payload: { ...bookingBody({ checkin, checkout, roomPlanCode, totalCents }), cancellation_policy_terms: terms },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
