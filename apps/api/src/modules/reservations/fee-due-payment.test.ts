import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import {
  allowPayAtHotelWhenFeeDue,
  bookingBody,
  firstError,
  quotedTotal,
  setTokyoStock,
  startTestApp,
  tokyoDate,
  type TestApp,
} from '../../testing/test-app';
import { bookWithCard } from '../payments/testing';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

/** Books room only (paid at the hotel or guaranteed by card, STANDARD policy: 30 % from two days before) paid at the hotel. */
async function bookAtHotel(checkin: string) {
  const checkout = addDays(checkin, 1);
  await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 5, sold: 0 });
  const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: bookingBody({ checkin, checkout, totalCents }),
  });
}

describe('a stay whose cancellation already costs a fee is paid or guaranteed by card', () => {
  it('takes a booking at the hotel while cancelling is still free', async () => {
    const booked = await bookAtHotel(tokyoDate(20));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.reservation.payment_type).toBe('on_site');
  });

  it('refuses to confirm it at the hotel once the fee applies from booking, and loses nothing', async () => {
    const checkin = tokyoDate(1);
    const refused = await bookAtHotel(checkin);
    expect(refused.statusCode).toBe(422);
    expect(firstError(refused.json())).toMatchObject({ code: 'CARD_REQUIRED' });
    // Nothing was taken by the refused request.
    expect(await t.db.selectFrom('reservations').select('id').where('checkin_date', '=', checkin).execute()).toEqual([]);

    const guaranteed = await bookWithCard(t.app, session, {
      number: '4242424242424242',
      checkin,
      checkout: addDays(checkin, 1),
      roomPlanCode: 'MOD-DBL-RO',
      paymentType: 'on_site_credit_card_required',
    });
    expect(guaranteed.statusCode, guaranteed.body).toBe(201);
    expect(guaranteed.json().data.reservation.payment_type).toBe('on_site_credit_card_required');
    // Paid in the hotel's currency: no second currency to tell a fee in.
    expect(guaranteed.json().data.reservation.cancellation.fee_charged).toBeNull();
  });

  it('takes it at the hotel when the hotel has said it accepts the risk', async () => {
    await allowPayAtHotelWhenFeeDue(t);
    const booked = await bookAtHotel(tokyoDate(1));
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('offers no way without a card on a non-refundable plan', async () => {
    const [plan] = (
      await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms?checkin=${tokyoDate(40)}&checkout=${tokyoDate(41)}&adults=2` })
    )
      .json()
      .data.rooms.flatMap((r: { room_plans: Array<{ hotel_plan_code: string; payment_method: string[] }> }) => r.room_plans)
      .filter((p: { hotel_plan_code: string }) => p.hotel_plan_code === 'NR');
    expect(plan.payment_method).toEqual(['credit_card', 'pre_paid']);
  });
});
