import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendationResponse, type RecommendationView } from '@yado/domain/wire/recommendation';
import { sandboxToken } from '../payments/testing';
import { setHotelSettings, setTokyoStock, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

const ROOM_TYPES = ['STD-SGL', 'MOD-DBL', 'SUP-TWN', 'DLX-KNG', 'JPN-WAS', 'STE-CRN'];

/** Only the rooms a test names are left on its nights, so the recommendation is the one it expects whatever day it runs. */
async function onlyRoomsLeft(checkin: string, checkout: string, left: Record<string, number>) {
  for (const code of ROOM_TYPES) await setTokyoStock(t.db, code, checkin, checkout, { total: left[code] ?? 0, sold: 0 });
}

async function recommendation(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms/recommendation?${qs}` });
  expect(response.statusCode, response.body).toBe(200);
  return recommendationResponse.parse(response.json()).data;
}

/** Books a recommendation as the widget does: its rooms as recommended, at the total shown for the way it is paid. */
async function book(
  stay: { checkin: string; checkout: string },
  chosen: RecommendationView,
  payment: { type: string; card_token?: string },
  total: number,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'idempotency-key': crypto.randomUUID(), 'client-session': await t.session() },
    payload: {
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      locale: 'en',
      rooms: chosen.rooms.map((room) => ({
        room_type_code: room.room_type_code,
        room_plan_code: room.room_plan_code,
        adults: room.adults,
        children: room.children,
        kids_ages: room.kids_ages,
        kids_tiers: room.kids_tiers,
        first_name: 'Yui',
        last_name: 'Tanaka',
      })),
      guest: { first_name: 'Yui', last_name: 'Tanaka', email: 'yui.recommended@example.com', phone: '+819012345678' },
      payment,
      total_price: { cents: total, currency_iso: chosen.total_price.currency_iso },
    },
  });
}

describe('booking a recommendation charges what it showed', () => {
  it('keeps the strictest room’s cancellation policy when its rooms are on different plans', async () => {
    const stay = { checkin: tokyoDate(40), checkout: tokyoDate(42) };
    // One double and one single left; the double's non-refundable rate is not sold on these nights, so the double goes
    // free to cancel and the single non-refundable. Both paid at the hotel, as this hotel allows.
    await onlyRoomsLeft(stay.checkin, stay.checkout, { 'MOD-DBL': 1, 'STD-SGL': 1 });
    await sql`DELETE FROM room_rates WHERE stay_date >= ${stay.checkin} AND stay_date < ${stay.checkout}
      AND room_plan_id IN (SELECT rp.id FROM room_plans rp JOIN plans p ON p.id = rp.plan_id
        WHERE rp.room_plan_code = 'MOD-DBL-NR' AND p.hotel_id = 1)`.execute(t.db);
    await sql`UPDATE plans SET payment_methods = ARRAY['on_site', 'credit_card', 'pre_paid'] WHERE hotel_plan_code = 'NR' AND hotel_id = 1`.execute(
      t.db,
    );
    await setHotelSettings(t, 'sakura-ginza', { unsecured_payment_when_fee_due: true });

    const found = await recommendation({ ...stay, adults: 2, room_count: 2 });
    const chosen = found.recommendations[0]!;
    // The free room comes first, as rooms are listed by room type: the one the booking used to keep the policy of.
    expect(chosen.rooms.map((room) => [room.room_type_code, room.free_cancellation])).toEqual([
      ['MOD-DBL', true],
      ['STD-SGL', false],
    ]);
    expect(chosen.rooms[1]?.room_plan_code).toBe('STD-SGL-NR');
    const booked = await book(stay, chosen, { type: 'on_site' }, chosen.total_price.cents);
    expect(booked.statusCode, booked.body).toBe(201);
    const { reservation_number: number, bypass_token } = booked.json().data;

    // Non-refundable: cancelling costs the whole stay, as the booking steps showed.
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${number}/cancel`,
      payload: { bypass_token, cancellation_fee_displayed: chosen.total_price.cents },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.reservation.cancellation.fee).toBe(chosen.total_price.cents);
  });

  it('shows the card offer’s total on rooms it covers, and a booking paid by card is charged that total', async () => {
    const stay = { checkin: tokyoDate(44), checkout: tokyoDate(45) };
    // Only the Corner Suite is left: its non-refundable rate has the hotel's card offer (5 % off paid online by card).
    await onlyRoomsLeft(stay.checkin, stay.checkout, { 'STE-CRN': 2 });
    const found = await recommendation({ ...stay, adults: 2 });
    const chosen = found.recommendations[0]!;
    expect(chosen.rooms.map((room) => room.room_plan_code)).toEqual(['STE-CRN-NR']);
    expect(chosen.card_offer).toMatchObject({ name: 'Card payment 5% off' });
    expect(chosen.card_offer!.total_price).toBeLessThan(chosen.total_price.cents);

    const token = await sandboxToken(t.app, '4242424242424242');
    const booked = await book(stay, chosen, { type: 'credit_card', card_token: token }, chosen.card_offer!.total_price);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.reservation.total_price).toBe(chosen.card_offer!.total_price);
  });

  it('shows no card offer on rooms it does not cover', async () => {
    const stay = { checkin: tokyoDate(46), checkout: tokyoDate(47) };
    await onlyRoomsLeft(stay.checkin, stay.checkout, { 'MOD-DBL': 2 });
    const found = await recommendation({ ...stay, adults: 2 });
    expect(found.recommendations.map((r) => r.card_offer)).toEqual(found.recommendations.map(() => null));
  });
});
