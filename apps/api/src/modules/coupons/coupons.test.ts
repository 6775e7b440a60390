import { addDays } from '@yado/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeQueries } from '../../db/observed-dialect';
import {
  bearer,
  bookingBody,
  confirmedMember,
  firstError,
  quotedTotal,
  setTokyoStock,
  setHotelSettings,
  startTestApp,
  tokyoDate,
  tokyoMonday,
  type TestApp,
} from '../../testing/test-app';
import { givePoints } from '../points/testing';

let t: TestApp;
let session: string;
let staffKey: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
  staffKey = (await t.app.staff.issue('sakura-ginza', 'revenue')).key;
});
afterAll(async () => t.close());

const issue = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/staff/hotels/sakura-ginza/discount_coupons', headers: bearer(staffKey), payload });

async function book(
  stay: { checkin: string; checkout: string },
  extra: Record<string, unknown>,
  token?: string,
  roomPlanCode = 'MOD-DBL-RO',
) {
  const totalCents = await quotedTotal(t.app, { ...stay, roomPlanCode });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session, ...(token ? bearer(token) : {}) },
    payload: { ...bookingBody({ ...stay, roomPlanCode, totalCents }), ...extra },
  });
  return { response, totalCents };
}

describe('discount coupons', () => {
  it('takes its percentage off the nights it allows, counts the use and gives it back on cancelling', async () => {
    const issued = await issue({
      code: 'GINZA10',
      name: 'Ginza 10%',
      discount_type: 'percentage',
      discount_value: 10,
      valid_until: tokyoDate(200),
      usage_limit: 5,
      max_discounted_nights: 1,
    });
    expect(issued.statusCode).toBe(201);
    const checkin = tokyoMonday(30);
    const written: string[] = [];
    const stop = observeQueries(t.db, ({ sql: text }) => {
      if (/\b(insert into|update|delete from)\b/i.test(text)) written.push(text);
      return () => undefined;
    });
    const { response, totalCents } = await book({ checkin, checkout: addDays(checkin, 2) }, { coupon_code: 'ginza10' });
    stop();
    expect(response.statusCode).toBe(201);
    // Its use is claimed in the booking's one statement, before the nights are taken (ADR 0083).
    expect(written.filter((text) => /update "discount_coupons"|UPDATE inventory/.test(text))).toEqual([
      expect.stringMatching(/update "discount_coupons".*UPDATE inventory/s),
    ]);
    const { reservation, reservation_number, bypass_token } = response.json().data;
    const firstNight = reservation.rooms[0].nights[0].price_without_tax as number;
    const discount = Math.round((firstNight + Math.round(firstNight * 0.1)) * 0.1);
    expect(reservation).toMatchObject({
      coupon_discount_amount: discount,
      total_price: totalCents - discount,
      due_at_hotel: totalCents - discount,
    });
    const uses = async () =>
      (await t.db.selectFrom('discount_coupons').select('used_count').where('code', '=', 'GINZA10').executeTakeFirstOrThrow()).used_count;
    expect(await uses()).toBe(1);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${reservation_number}/cancel`,
      payload: { bypass_token, reason: 'plans_changed', cancellation_fee_displayed: 0 },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await uses()).toBe(0);
  });

  it('refuses an unknown, expired or other-plan code (1500), a used-up one (1501) and an amount where only percentages are taken, booking nothing', async () => {
    await issue({ code: 'OLD5', name: 'Old', discount_type: 'percentage', discount_value: 5, valid_until: tokyoDate(-1) });
    await issue({
      code: 'BFONLY',
      name: 'Breakfast',
      discount_type: 'percentage',
      discount_value: 5,
      valid_until: tokyoDate(100),
      target_plan_codes: ['BF'],
    });
    await issue({
      code: 'ONCE',
      name: 'Once',
      discount_type: 'amount',
      discount_value: 2_000,
      valid_until: tokyoDate(100),
      usage_limit: 1,
    });
    const checkin = tokyoMonday(37);
    const stay = { checkin, checkout: addDays(checkin, 1) };
    for (const code of ['NOPE', 'OLD5', 'BFONLY']) {
      const { response } = await book(stay, { coupon_code: code });
      expect([code, response.statusCode, firstError(response.json()).code]).toEqual([code, 422, 1500]);
    }
    const first = await book(stay, { coupon_code: 'ONCE' });
    expect(first.response.json().data.reservation.coupon_discount_amount).toBe(2_000);
    const second = await book(stay, { coupon_code: 'ONCE' });
    expect([second.response.statusCode, firstError(second.response.json()).code]).toEqual([409, 1501]);

    const terms = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/discount_coupons/BFONLY?plan_codes=BF' });
    expect(terms.json().data.coupon).toMatchObject({ code: 'BFONLY', discount_type: 'percentage', discount_value: 5, uses_left: null });
    const wrongPlan = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/discount_coupons/BFONLY?plan_codes=RO' });
    expect(firstError(wrongPlan.json()).code).toBe(1500);
  });

  it("is a member's own: listed for them, refused to anyone else (sign-in matching), and taken before their points", async () => {
    const token = await confirmedMember(t.app, 'coupon.owner@example.com');
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', 'coupon.owner@example.com').executeTakeFirstOrThrow();
    const issued = await issue({
      code: 'HANA2000',
      name: 'Birthday',
      discount_type: 'amount',
      discount_value: 2_000,
      valid_until: tokyoDate(90),
      user_id: id,
      usage_limit: 1,
    });
    expect(issued.statusCode).toBe(201);
    expect(
      (await issue({ code: 'NOBODY', name: 'x', discount_type: 'amount', discount_value: 1, valid_until: tokyoDate(9), user_id: 999_999 }))
        .statusCode,
    ).toBe(404);
    const mine = (await t.app.inject({ url: '/api/v1/user/discount_coupons', headers: bearer(token) })).json().data.coupons;
    expect(mine.map((c: { code: string }) => c.code)).toEqual(['HANA2000']);

    const checkin = tokyoMonday(44);
    const stay = { checkin, checkout: addDays(checkin, 1) };
    await setTokyoStock(t.db, 'MOD-DBL', stay.checkin, stay.checkout, { total: 5, sold: 0 });
    const guest = await book(stay, { coupon_code: 'HANA2000' });
    expect([guest.response.statusCode, firstError(guest.response.json()).code]).toEqual([403, 'COUPON_SIGN_IN_REQUIRED']);

    await givePoints(t.db, id, 50_000);
    const total = await quotedTotal(t.app, { ...stay, roomPlanCode: 'MOD-DBL-RO' });
    // Points can pay all that the coupon leaves, not a yen more.
    const tooMany = await book(stay, { coupon_code: 'HANA2000', spending_point: Math.ceil((total - 1_900) / 100) * 100 }, token);
    expect(firstError(tooMany.response.json()).code).toBe('POINT_SPEND_RULE');
    const both = await book(stay, { coupon_code: 'HANA2000', spending_point: 1_000 }, token);
    expect(both.response.statusCode).toBe(201);
    expect(both.response.json().data.reservation).toMatchObject({
      coupon_discount_amount: 2_000,
      total_price_before_point_discount: total - 2_000,
      spending_point_value: 1_000,
      total_price: total - 3_000,
    });
    expect((await t.app.inject({ url: '/api/v1/user/discount_coupons', headers: bearer(token) })).json().data.coupons).toEqual([]);
  });

  it('re-prices the coupon when a stay gets shorter', async () => {
    await issue({ code: 'STAY15', name: 'Stay 15%', discount_type: 'percentage', discount_value: 15, valid_until: tokyoDate(200) });
    const checkin = tokyoMonday(51);
    await setTokyoStock(t.db, 'MOD-DBL', checkin, addDays(checkin, 2), { total: 5, sold: 0 });
    const { response } = await book({ checkin, checkout: addDays(checkin, 2) }, { coupon_code: 'STAY15' });
    const { reservation, reservation_number, bypass_token } = response.json().data;
    const query = new URLSearchParams({
      bypass_token,
      checkin_date: checkin,
      checkout_date: addDays(checkin, 1),
      room_ids: String(reservation.rooms[0].id),
    });
    const { quote } = (await t.app.inject({ url: `/api/v1/reservations/${reservation_number}/change_quote?${query}` })).json().data;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${reservation_number}`,
      payload: {
        bypass_token,
        checkin_date: checkin,
        checkout_date: addDays(checkin, 1),
        room_ids: [reservation.rooms[0].id],
        version: reservation.version,
        total_price_displayed: quote.total_price,
        change_fee_displayed: quote.change_fee,
      },
    });
    expect(changed.statusCode).toBe(200);
    const after = changed.json().data.reservation;
    const night = after.rooms[0].nights[0].price_without_tax as number;
    const discount = Math.round((night + Math.round(night * 0.1)) * 0.15);
    expect(after).toMatchObject({ coupon_discount_amount: discount, total_price: quote.total_price - discount });
  });

  it('is taken nowhere while the hotel has coupons switched off (§3 coupon_active), and counts no use', async () => {
    await issue({ code: 'OFF10', name: 'Off', discount_type: 'percentage', discount_value: 10, valid_until: tokyoDate(100) });
    const checkin = tokyoMonday(58);
    await setHotelSettings(t, 'sakura-ginza', { coupon_active: false });
    try {
      const { response } = await book({ checkin, checkout: addDays(checkin, 1) }, { coupon_code: 'OFF10' });
      expect([response.statusCode, firstError(response.json()).code]).toEqual([422, 1500]);
      const terms = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/discount_coupons/OFF10?plan_codes=RO' });
      expect([terms.statusCode, firstError(terms.json()).code]).toEqual([422, 1500]);
    } finally {
      await setHotelSettings(t, 'sakura-ginza', { coupon_active: true });
    }
    const used = await t.db.selectFrom('discount_coupons').select('used_count').where('code', '=', 'OFF10').executeTakeFirstOrThrow();
    expect(used.used_count).toBe(0);
  });
});
