import { addDays } from '@yado/domain/dates';
import { roomSearchQuerySchema } from '@yado/domain/search';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../crypto';
import {
  bearer,
  bookingBody,
  confirmedMember,
  firstError,
  searchTokyo,
  setTokyoStock,
  startTestApp,
  tokyoDate,
  tokyoMonday,
  type TestApp,
} from '../../testing/test-app';
import { currenciesService } from '../currencies/service';
import { hotelsService } from '../hotels/service';
import { inventoryService } from '../inventory/service';
import { sandboxToken } from '../payments/testing';
import { givePoints, memberId } from '../points/testing';
import { stayChanges } from '../reservations/testing';
import { searchService } from '../search/service';
import { GUEST } from '../search/sign-in-prices';
import { promotionsService } from './service';

let t: TestApp;
let session: string;
let staffKey: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
  staffKey = (await t.app.staff.issue('sakura-ginza', 'revenue')).key;
});
afterAll(async () => t.close());

const year = { stay_start: tokyoDate(-1), stay_end: tokyoDate(300), booking_start: tokyoDate(-1), booking_end: tokyoDate(300) };
const make = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/hotels/sakura-ginza/promotions',
    headers: bearer(staffKey),
    payload: { ...year, ...payload },
  });

async function planIn(
  stay: { checkin: string; checkout: string },
  roomPlanCode: string,
  query: Record<string, string> = {},
  token?: string,
) {
  const rooms = await searchTokyo(t.app, { ...stay, adults: 2, ...query }, token);
  const plan = rooms.flatMap((room) => room.room_plans).find((p) => p.room_plan_code === roomPlanCode);
  if (!plan) throw new Error(`${roomPlanCode} not found`);
  return plan;
}

function book(stay: { checkin: string; checkout: string }, roomPlanCode: string, totalCents: number, extra: Record<string, unknown> = {}) {
  const [roomTypeCode] = roomPlanCode.split(/-(?=[A-Z0-9]+$)/) as [string];
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: { ...bookingBody({ ...stay, roomTypeCode, roomPlanCode, totalCents }), ...extra },
  });
}

describe('promotions', () => {
  it('are made by a hotel key, recorded with it, and refused with bad terms', async () => {
    const made = await make({
      name: 'Deluxe 20%',
      discount_target_type: 'all_users',
      discount_type: 'percentage',
      discount_value: 20,
      hotel_plan_codes: ['RO'],
      room_type_codes: ['DLX-KNG'],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.promotion).toMatchObject({ name: 'Deluxe 20%', hotel_code: 'sakura-ginza', currency: 'JPY', code: null });
    const row = await t.db
      .selectFrom('promotions')
      .select('staff_credential_id')
      .where('id', '=', made.json().data.promotion.id)
      .executeTakeFirstOrThrow();
    expect(row.staff_credential_id).not.toBeNull();
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/hotels/sakura-ginza/promotions',
      payload: { ...year, name: 'No key', discount_target_type: 'all_users', discount_type: 'amount', discount_value: 100 },
    });
    expect(noKey.statusCode).toBe(401);
    for (const bad of [
      { discount_type: 'percentage', discount_value: 120 },
      { discount_target_type: 'coupon' },
      { stay_start: tokyoDate(10), stay_end: tokyoDate(5) },
    ]) {
      const refused = await make({ name: 'Bad', discount_target_type: 'all_users', discount_type: 'amount', discount_value: 500, ...bad });
      expect([JSON.stringify(bad), refused.statusCode, firstError(refused.json()).code]).toEqual([JSON.stringify(bad), 422, 1000]);
    }
  });

  it('price the search for everyone (all_users) and the booking pays what it showed, not the price before', async () => {
    const checkin = tokyoMonday(30);
    const stay = { checkin, checkout: addDays(checkin, 1) };
    const plan = await planIn(stay, 'DLX-KNG-RO');
    expect(plan.promotion).toMatchObject({ name: 'Deluxe 20%', discount_target_type: 'all_users' });
    const before = plan.promotion!.price_before;
    const night = plan.prices.nights[0]!.price_without_tax;
    expect(plan.prices.total_price).toBe(night + Math.round(night * 0.1));
    expect(plan.prices.total_price).toBeLessThan(before);
    // Another room type of the same plan is not the promotion's.
    expect((await planIn(stay, 'MOD-DBL-RO')).promotion).toBeNull();
    // The availability calendar prices the night as the results do.
    const calendar = await t.app.inject({
      url: `/api/v1/hotels/sakura-ginza/rooms/availability?start_date=${checkin}&end_date=${checkin}&adults=2&room_plan_codes=DLX-KNG-RO`,
    });
    expect(calendar.json().data.days).toEqual([{ date: checkin, available: true, lowest_price: plan.prices.total_price }]);

    const full = await book(stay, 'DLX-KNG-RO', before);
    expect([full.statusCode, firstError(full.json()).code]).toEqual([409, 'PRICE_CHANGED']);
    const booked = await book(stay, 'DLX-KNG-RO', plan.prices.total_price);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.reservation).toMatchObject({
      total_price: plan.prices.total_price,
      promotion_discount_amount: before - plan.prices.total_price,
      total_special_discount: before - plan.prices.total_price,
      promotion: { id: plan.promotion!.id, name: 'Deluxe 20%', code: null },
      due_at_hotel: plan.prices.total_price,
    });
  });

  it('take a promo code (promo_code or google_promo_code) only for the plans and periods it is for: 2001 otherwise', async () => {
    await make({
      name: 'Twin code',
      discount_target_type: 'coupon',
      code: 'TWIN500',
      discount_type: 'amount',
      discount_value: 500,
      hotel_plan_codes: ['RO'],
      room_type_codes: ['SUP-TWN'],
    });
    await make({
      name: 'Later',
      discount_target_type: 'coupon',
      code: 'LATER10',
      discount_type: 'percentage',
      discount_value: 10,
      stay_start: tokyoDate(200),
    });
    const checkin = tokyoMonday(37);
    const stay = { checkin, checkout: addDays(checkin, 2) };
    const coded = await planIn(stay, 'SUP-TWN-RO', { promo_code: 'twin500' });
    const rooms = await searchTokyo(t.app, { ...stay, adults: 2, promo_code: 'TWIN500' });
    expect(rooms.length).toBeGreaterThan(0);
    expect(coded.promotion).toMatchObject({ name: 'Twin code', discount_target_type: 'coupon' });
    // ¥500 off each of two nights before 10 % tax.
    expect(coded.promotion!.price_before - coded.prices.total_price).toBe(1_100);
    // The answer with the code is never another guest's: without it the plan is at its usual price.
    const plain = await planIn(stay, 'SUP-TWN-RO');
    expect([plain.promotion, plain.prices.total_price]).toEqual([null, coded.promotion!.price_before]);
    const google = await planIn(stay, 'SUP-TWN-RO', { google_promo_code: 'TWIN500' });
    expect(google.prices.total_price).toBe(coded.prices.total_price);
    const search = await t.app.inject({
      url: `/api/v1/hotels/sakura-ginza/rooms?checkin=${checkin}&checkout=${stay.checkout}&promo_code=TWIN500`,
    });
    expect(search.json().data.warnings).toEqual([]);

    const viaCode = await book(stay, 'SUP-TWN-RO', coded.prices.total_price, { promo_code: 'twin500' });
    expect(viaCode.statusCode, viaCode.body).toBe(201);
    expect(viaCode.json().data.reservation.promotion).toMatchObject({ name: 'Twin code', code: 'TWIN500' });
    const viaGoogle = await book(stay, 'SUP-TWN-RO', coded.prices.total_price, { google_promo_code: 'TWIN500' });
    const sources = await t.db
      .selectFrom('reservations')
      .select('promotion_code_source')
      .where('reservation_number', 'in', [viaCode.json().data.reservation_number, viaGoogle.json().data.reservation_number])
      .orderBy('created_at')
      .execute();
    expect(sources.map((s) => s.promotion_code_source)).toEqual(['promo_code', 'google_promo_code']);

    const cases: Array<[string, string]> = [
      ['TWIN500', 'MOD-DBL-RO'],
      ['LATER10', 'SUP-TWN-RO'],
      ['NOSUCH', 'SUP-TWN-RO'],
    ];
    for (const [code, roomPlanCode] of cases) {
      const total = (await planIn(stay, roomPlanCode)).prices.total_price;
      const refused = await book(stay, roomPlanCode, total, { promo_code: code });
      expect([code, refused.statusCode, firstError(refused.json()).code]).toEqual([code, 422, 2001]);
    }
  });

  it('take the card offer off a card payment only: the card is charged the discounted amount, the hotel the full one', async () => {
    await make({
      name: 'Card 10%',
      discount_target_type: 'payment',
      discount_type: 'percentage',
      discount_value: 10,
      hotel_plan_codes: ['BF', 'NR'],
      room_type_codes: ['JPN-WAS'],
    });
    const checkin = tokyoMonday(44);
    const stay = { checkin, checkout: addDays(checkin, 1) };
    // Three bookings of this room type follow: the night's stock is the test's, not the demo's.
    await setTokyoStock(t.db, 'JPN-WAS', stay.checkin, stay.checkout, { total: 5, sold: 0 });
    const plan = await planIn(stay, 'JPN-WAS-BF');
    expect(plan.promotion).toBeNull();
    expect(plan.card_offer).toMatchObject({ name: 'Card 10%' });
    const cardTotal = plan.card_offer!.total_price;
    expect(cardTotal).toBeLessThan(plan.prices.total_price);

    const card = async () => ({ type: 'credit_card_deposit', card_token: await sandboxToken(t.app, '4242424242424242') });
    const onSite = await book(stay, 'JPN-WAS-BF', plan.prices.total_price);
    expect(onSite.statusCode, onSite.body).toBe(201);
    expect(onSite.json().data.reservation).toMatchObject({
      total_price: plan.prices.total_price,
      promotion: null,
      promotion_discount_amount: 0,
    });
    const cardAtFullPrice = await book(stay, 'JPN-WAS-BF', plan.prices.total_price, { payment: await card() });
    expect(firstError(cardAtFullPrice.json()).code).toBe('PRICE_CHANGED');
    const byCard = await book(stay, 'JPN-WAS-BF', cardTotal, { payment: await card() });
    expect(byCard.statusCode, byCard.body).toBe(201);
    const { reservation } = byCard.json().data;
    expect(reservation).toMatchObject({ total_price: cardTotal, promotion_discount_amount: plan.prices.total_price - cardTotal });
    // The deposit (30 %) is of the discounted total.
    expect(reservation.payment).toMatchObject({ amount: Math.round(cardTotal * 0.3), status: 'captured' });

    const saver = await planIn(stay, 'JPN-WAS-NR');
    const paid = await book(stay, 'JPN-WAS-NR', saver.card_offer!.total_price, {
      payment: { type: 'credit_card', card_token: await sandboxToken(t.app, '4242424242424242') },
    });
    expect(paid.json().data.reservation.payment).toMatchObject({ amount: saver.card_offer!.total_price, status: 'captured' });
  });

  it("are a loyalty provider's members' only when they signed in through it, and listed on their account", async () => {
    await make({
      name: 'Loyalty 15%',
      discount_target_type: 'creansmaerd',
      discount_type: 'percentage',
      discount_value: 15,
      hotel_plan_codes: ['ST2'],
    });
    const plainToken = await confirmedMember(t.app, 'plain.member@example.com');
    const loyalToken = await confirmedMember(t.app, 'loyal.member@example.com');
    await t.db.updateTable('user_sessions').set({ signed_in_with: 'creansmaerd' }).where('token_hash', '=', sha256(loyalToken)).execute();
    const checkin = tokyoMonday(51);
    const stay = { checkin, checkout: addDays(checkin, 2) };
    await setTokyoStock(t.db, 'MOD-DBL', stay.checkin, stay.checkout, { total: 5, sold: 0 });
    expect((await planIn(stay, 'MOD-DBL-ST2', {}, plainToken)).promotion).toBeNull();
    const loyal = await planIn(stay, 'MOD-DBL-ST2', {}, loyalToken);
    expect(loyal.promotion).toMatchObject({ name: 'Loyalty 15%', discount_target_type: 'creansmaerd' });
    // A one-time token carries the loyalty sign-in into the session it opens in another tab.
    const oneTime = (await t.app.inject({ method: 'POST', url: '/api/v1/membership/tokens', headers: bearer(loyalToken) })).json().data
      .one_time_access_token as string;
    const opened = (await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/identity?one_time_access_token=${oneTime}` })).json().data;
    expect((await planIn(stay, 'MOD-DBL-ST2', {}, opened.session.access_token)).promotion).toMatchObject({ name: 'Loyalty 15%' });

    const listed = async (token: string) =>
      (
        (await t.app.inject({ url: '/api/v1/user/promotions', headers: bearer(token) })).json().data.promotions as Array<{
          name: string;
          code: string | null;
        }>
      ).map((p) => p.name);
    expect(await listed(loyalToken)).toContain('Loyalty 15%');
    expect(await listed(plainToken)).not.toContain('Loyalty 15%');
    expect(await listed(plainToken)).toContain('Deluxe 20%');
    // Coupon promotions' codes are handed out, not listed.
    expect(await listed(plainToken)).not.toContain('Twin code');
    expect((await t.app.inject({ url: '/api/v1/user/promotions' })).statusCode).toBe(401);
  });

  it('are worked out again when a stay changes: added nights get the promotion, kept ones keep theirs', async () => {
    const checkin = tokyoMonday(58);
    const oneNight = { checkin, checkout: addDays(checkin, 1) };
    const twoNights = { checkin, checkout: addDays(checkin, 2) };
    const plan = await planIn(oneNight, 'DLX-KNG-RO');
    const booked = (await book(oneNight, 'DLX-KNG-RO', plan.prices.total_price)).json().data;
    const longer = await planIn(twoNights, 'DLX-KNG-RO');
    const change = { checkin_date: checkin, checkout_date: twoNights.checkout, room_ids: [booked.reservation.rooms[0].id] };
    const query = new URLSearchParams({ bypass_token: booked.bypass_token, ...change, room_ids: String(change.room_ids[0]) });
    const { quote } = (await t.app.inject({ url: `/api/v1/reservations/${booked.reservation_number}/change_quote?${query}` })).json().data;
    expect(quote.total_price).toBe(longer.prices.total_price);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${booked.reservation_number}`,
      payload: {
        bypass_token: booked.bypass_token,
        ...change,
        version: booked.reservation.version,
        total_price_displayed: quote.total_price,
        change_fee_displayed: quote.change_fee,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.reservation).toMatchObject({
      total_price: longer.prices.total_price,
      promotion_discount_amount: longer.promotion!.price_before - longer.prices.total_price,
    });
  });

  it('price no night added after the promotion was ended early; the booked night keeps its discount', async () => {
    const checkin = tokyoMonday(72);
    const oneNight = { checkin, checkout: addDays(checkin, 1) };
    const twoNights = { checkin, checkout: addDays(checkin, 2) };
    const made = await make({
      name: 'Deluxe 40%',
      discount_target_type: 'all_users',
      discount_type: 'percentage',
      discount_value: 40,
      hotel_plan_codes: ['RO'],
      room_type_codes: ['DLX-KNG'],
      stay_start: checkin,
      stay_end: addDays(checkin, 3),
    });
    expect(made.statusCode, made.body).toBe(201);
    const plan = await planIn(oneNight, 'DLX-KNG-RO');
    const longer = await planIn(twoNights, 'DLX-KNG-RO');
    expect([plan.promotion?.name, longer.promotion?.name]).toEqual(['Deluxe 40%', 'Deluxe 40%']);
    const booked = (await book(oneNight, 'DLX-KNG-RO', plan.prices.total_price)).json().data;
    await t.db.updateTable('promotions').set({ ended_at: new Date() }).where('id', '=', made.json().data.promotion.id).execute();
    const query = new URLSearchParams({
      bypass_token: booked.bypass_token,
      checkin_date: checkin,
      checkout_date: twoNights.checkout,
      room_ids: String(booked.reservation.rooms[0].id),
    });
    const { quote } = (await t.app.inject({ url: `/api/v1/reservations/${booked.reservation_number}/change_quote?${query}` })).json().data;
    // The added night at its price before the promotion; the booked one as it was paid.
    const addedNightBefore = longer.promotion!.price_before - plan.promotion!.price_before;
    expect(quote.total_price).toBe(plan.prices.total_price + addedNightBefore);
  });

  it('ended on another server, stop pricing this one’s searches once it checks its catalogue again', async () => {
    // This server's own services over the same database: what it keeps is its alone.
    const hotels = hotelsService(t.db, { publicBaseUrl: 'http://localhost:3000' });
    const search = searchService(hotels, inventoryService(t.db), currenciesService(t.db), promotionsService(t.db));
    const checkin = tokyoMonday(90);
    await setTokyoStock(t.db, 'SUP-TWN', checkin, addDays(checkin, 1), { total: 5, sold: 0 });
    const made = await make({
      name: 'Far 35%',
      discount_target_type: 'all_users',
      discount_type: 'percentage',
      discount_value: 35,
      hotel_plan_codes: ['RO'],
      room_type_codes: ['SUP-TWN'],
      stay_start: checkin,
      stay_end: addDays(checkin, 2),
    });
    expect(made.statusCode, made.body).toBe(201);
    const asked = roomSearchQuerySchema.parse({ checkin, checkout: addDays(checkin, 1), adults: '2' });
    const promotionOf = async () => {
      const answer = JSON.parse((await search.searchRoomsAnswer('sakura-ginza', asked, 'en', GUEST)).plain().toString());
      const rooms = answer.data.rooms as Array<{ room_plans: Array<{ room_plan_code: string; promotion: { name: string } | null }> }>;
      return rooms.flatMap((room) => room.room_plans).find((plan) => plan.room_plan_code === 'SUP-TWN-RO')?.promotion?.name ?? null;
    };
    expect(await promotionOf()).toBe('Far 35%');
    // Ended by the other server, which tells this one nothing.
    await t.db.updateTable('promotions').set({ ended_at: new Date() }).where('id', '=', made.json().data.promotion.id).execute();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    try {
      await vi.waitFor(async () => expect(await promotionOf()).toBeNull(), { timeout: 5_000, interval: 50 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('leave a cancellation costing a share of what was paid, not of the price before', async () => {
    await make({
      name: 'Saver 3000',
      discount_target_type: 'all_users',
      discount_type: 'amount',
      discount_value: 3_000,
      hotel_plan_codes: ['NR'],
      room_type_codes: ['DLX-KNG'],
    });
    const checkin = tokyoMonday(65);
    const stay = { checkin, checkout: addDays(checkin, 1) };
    const plan = await planIn(stay, 'DLX-KNG-NR');
    expect(plan.promotion?.name).toBe('Saver 3000');
    const payment = { type: 'credit_card', card_token: await sandboxToken(t.app, '4242424242424242') };
    const { reservation_number, bypass_token, reservation } = (await book(stay, 'DLX-KNG-NR', plan.prices.total_price, { payment })).json()
      .data;
    // Non-refundable: the whole of what was paid, which is the promoted price.
    expect(reservation.cancellation.fee).toBe(plan.prices.total_price);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${reservation_number}/cancel`,
      payload: { bypass_token, reason: 'plans_changed', cancellation_fee_displayed: plan.prices.total_price },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.reservation).toMatchObject({ status: 'cancelled', promotion_discount_amount: 3_300 });
  });

  it('keep the kept night promoted and the points spent when a member shortens a stay', async () => {
    const email = 'promoted.points@example.com';
    const token = await confirmedMember(t.app, email);
    await givePoints(t.db, await memberId(t.db, email), 5_000);
    const checkin = tokyoMonday(72);
    const twoNights = { checkin, checkout: addDays(checkin, 2) };
    const plan = await planIn(twoNights, 'DLX-KNG-RO', {}, token);
    expect(plan.promotion?.name).toBe('Deluxe 20%');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': session, ...bearer(token) },
      payload: {
        ...bookingBody({ ...twoNights, roomTypeCode: 'DLX-KNG', roomPlanCode: 'DLX-KNG-RO', totalCents: plan.prices.total_price, email }),
        spending_point: 2_000,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { reservation, reservation_number } = booked.json().data;
    expect(reservation).toMatchObject({ spending_point_value: 2_000, total_price: plan.prices.total_price - 2_000 });

    const oneNight = await planIn({ checkin, checkout: addDays(checkin, 1) }, 'DLX-KNG-RO', {}, token);
    const { quote, response } = await stayChanges(() => t.app, { email }).quoteAndChange(
      { number: reservation_number, reservation },
      { checkin, checkout: addDays(checkin, 1), roomIds: [reservation.rooms[0].id] },
      bearer(token),
    );
    expect(response.statusCode, response.body).toBe(200);
    // The kept night keeps its promotion; the points still fit in what is left, so all stay spent.
    expect(quote.total_price).toBe(oneNight.prices.total_price);
    expect(response.json().data.reservation).toMatchObject({
      promotion_discount_amount: oneNight.promotion!.price_before - oneNight.prices.total_price,
      spending_point_value: 2_000,
      total_price: oneNight.prices.total_price - 2_000,
    });
  });

  it('come off both the members’ and the guests’ totals, so what signing in saves stays true', async () => {
    const checkin = tokyoMonday(80);
    const stay = { checkin, checkout: addDays(checkin, 1) };
    await make({
      name: 'Breakfast week',
      discount_target_type: 'all_users',
      discount_type: 'percentage',
      discount_value: 10,
      hotel_plan_codes: ['BF'],
      room_type_codes: ['MOD-DBL'],
      stay_start: checkin,
      stay_end: checkin,
    });
    const guest = await planIn(stay, 'MOD-DBL-BF');
    expect(guest.promotion?.name).toBe('Breakfast week');
    expect(guest.non_sign_in_discount?.total_price_after_discount).toBe(guest.prices.total_price);
    const member = await planIn(stay, 'MOD-DBL-BF', {}, await confirmedMember(t.app, 'breakfast.week@example.com'));
    expect(member.promotion?.name).toBe('Breakfast week');
    expect(member.prices.total_price).toBe(guest.sign_in_discount?.total_price_after_discount);
    expect(member.non_sign_in_discount?.total_price_after_discount).toBe(guest.prices.total_price);
    expect(member.prices.total_price).toBeLessThan(guest.prices.total_price);
  });
});
