import { addDays } from '@yado/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeQueries } from '../../db/observed-dialect';
import {
  bearer,
  confirmedMember,
  firstError,
  quotedTotal,
  setHotelSettings,
  setTokyoStock,
  soldOn,
  startTestApp,
  tokyoDate,
  tokyoMonday,
  type TestApp,
} from '../../testing/test-app';
import { sandboxToken } from '../payments/testing';
import { givePoints, memberId } from '../points/testing';
import { stayChanges } from '../reservations/testing';
import { bookWithVoucher, issueVoucher } from './testing';

let t: TestApp;
let session: string;
let staffKey: string;
let member: { token: string; id: number; email: string };
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
  staffKey = (await t.app.staff.issue('sakura-ginza', 'revenue')).key;
  const email = 'voucher.booker@example.com';
  member = { token: await confirmedMember(t.app, email), id: await memberId(t.db, email), email };
});
afterAll(async () => t.close());

const book = (
  checkin: string,
  extra: Record<string, unknown>,
  options: { token?: string | null; roomPlanCode?: string; nights?: number } = {},
) =>
  bookWithVoucher(
    t.app,
    {
      session,
      token: options.token === undefined ? member.token : options.token,
      checkin,
      nights: options.nights,
      roomPlanCode: options.roomPlanCode,
      email: member.email,
    },
    extra,
  );
const voucherOf = async (number: string) =>
  (await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/vouchers/${number}`, headers: bearer(member.token) })).json().data.voucher;
const cancel = (number: string, bypassToken: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/reservations/${number}/cancel`,
    headers: bearer(member.token),
    payload: { bypass_token: bypassToken, reason: 'plans_changed', cancellation_fee_displayed: 0 },
  });

describe('booking with a voucher', () => {
  it('pays up to its amount, is consumed with the reservation number, cannot pay twice and comes back on cancelling', async () => {
    const { number } = await issueVoucher(t.app, staffKey, { user_id: member.id, amount: 5_000 });
    const checkin = tokyoMonday(30);
    const written: string[] = [];
    const stop = observeQueries(t.db, ({ sql: text }) => {
      if (/\b(insert into|update|delete from)\b/i.test(text)) written.push(text);
      return () => undefined;
    });
    const { response, totalCents } = await book(checkin, { voucher_coupon_code: number });
    stop();
    expect(response.statusCode).toBe(201);
    // It is taken in the booking's one statement, before the nights are (ADR 0083).
    expect(written.filter((text) => /update "vouchers"|UPDATE inventory/.test(text))).toEqual([
      expect.stringMatching(/update "vouchers".*UPDATE inventory/s),
    ]);
    const { reservation, reservation_number, bypass_token } = response.json().data;
    expect(reservation).toMatchObject({
      voucher_number: number,
      voucher_coupon_discount_amount: 5_000,
      total_price_before_point_discount: totalCents - 5_000,
      total_price: totalCents - 5_000,
      due_at_hotel: totalCents - 5_000,
    });
    expect(await voucherOf(number)).toMatchObject({ status: 'consumed', reservation_number });
    expect((await voucherOf(number)).consumed_at).not.toBeNull();

    const again = await book(addDays(checkin, 7), { voucher_coupon_code: number });
    expect([again.response.statusCode, firstError(again.response.json()).code]).toEqual([409, 'VOUCHER_USED']);

    expect((await cancel(reservation_number, bypass_token)).statusCode).toBe(200);
    expect(await voucherOf(number)).toMatchObject({ status: 'available', reservation_number: null, consumed_at: null });
    // The mail of the booking named the voucher and what it paid.
    await t.app.jobs.runDue();
    const mails = (await t.app.inject({ url: `/api/v1/demo/mailbox?to=${encodeURIComponent(member.email)}` })).json().data;
    expect(mails.some((mail: { body: string }) => mail.body.includes(`Voucher ${number}: -¥5,000`))).toBe(true);
  });

  it('pays no more than the price: what is left of it is lost, one use only', async () => {
    const { number } = await issueVoucher(t.app, staffKey, { user_id: member.id, amount: 5_000_000 });
    const { response, totalCents } = await book(tokyoMonday(31), { voucher_coupon_code: number });
    expect(response.json().data.reservation).toMatchObject({ voucher_coupon_discount_amount: totalCents, total_price: 0, due_at_hotel: 0 });
    expect((await voucherOf(number)).status).toBe('consumed');
  });

  it('comes after a coupon and before points', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/hotels/sakura-ginza/discount_coupons',
      headers: bearer(staffKey),
      payload: { code: 'STACK1000', name: 'Stack', discount_type: 'amount', discount_value: 1_000, valid_until: tokyoDate(200) },
    });
    await givePoints(t.db, member.id, 10_000);
    const { number } = await issueVoucher(t.app, staffKey, { user_id: member.id, amount: 3_000 });
    const { response, totalCents } = await book(tokyoMonday(32), {
      voucher_coupon_code: number,
      coupon_code: 'STACK1000',
      spending_point: 500,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.reservation).toMatchObject({
      coupon_discount_amount: 1_000,
      voucher_coupon_discount_amount: 3_000,
      total_price_before_point_discount: totalCents - 4_000,
      spending_point_value: 500,
      total_price: totalCents - 4_500,
    });
  });

  it("refuses a stay it does not pay for, an expired or someone else's voucher and a guest, booking nothing", async () => {
    const checkin = tokyoMonday(40);
    // Rooms free on each night tried, whatever nights the demo's stock has full that year: the
    // voucher is what refuses them.
    for (const night of [checkin, tokyoMonday(5), addDays(checkin, 8)]) {
      await setTokyoStock(t.db, 'MOD-DBL', night, addDays(night, 1), { total: 5, sold: 0 });
    }
    const { number } = await issueVoucher(t.app, staffKey, {
      user_id: member.id,
      target_plan_codes: ['RO'],
      staying_period_start: tokyoDate(20),
      staying_period_end: tokyoDate(70),
      excluded_period_start: addDays(checkin, 7),
      excluded_period_end: addDays(checkin, 8),
    });
    const expired = await issueVoucher(t.app, staffKey, { user_id: member.id, valid_through: tokyoDate(-1) });
    const stranger = await confirmedMember(t.app, 'voucher.stranger@example.com');
    const soldBefore = await soldOn(t.db, 'MOD-DBL', checkin);
    const cases: Array<[string, Promise<Awaited<ReturnType<typeof book>>>, number, string]> = [
      ['other plan', book(checkin, { voucher_coupon_code: number }, { roomPlanCode: 'MOD-DBL-BF' }), 422, 'VOUCHER_NOT_APPLICABLE'],
      ['before its period', book(tokyoMonday(5), { voucher_coupon_code: number }), 422, 'VOUCHER_NOT_APPLICABLE'],
      ['excluded night', book(addDays(checkin, 8), { voucher_coupon_code: number }), 422, 'VOUCHER_NOT_APPLICABLE'],
      ['expired', book(checkin, { voucher_coupon_code: expired.number }), 422, 'VOUCHER_EXPIRED'],
      ['guest', book(checkin, { voucher_coupon_code: number }, { token: null }), 403, 'VOUCHER_SIGN_IN_REQUIRED'],
      ['stranger', book(checkin, { voucher_coupon_code: number }, { token: stranger }), 404, 'VOUCHER_NOT_FOUND'],
    ];
    for (const [name, booked, status, code] of cases) {
      const { response } = await booked;
      expect([name, response.statusCode, firstError(response.json()).code]).toEqual([name, status, code]);
    }
    const plan = await book(checkin, { voucher_coupon_code: number }, { roomPlanCode: 'MOD-DBL-BF' });
    expect(firstError(plan.response.json()).payloads).toMatchObject({ reason: 'plan' });
    expect(await soldOn(t.db, 'MOD-DBL', checkin)).toEqual(soldBefore);
    expect((await voucherOf(number)).status).toBe('available');
  });
});

describe('a voucher on a booking paid by card', () => {
  async function bookByCard(checkin: string, card: string, voucher: string) {
    const roomPlanCode = 'MOD-DBL-NR';
    const stay = { checkin, checkout: addDays(checkin, 1) };
    await setTokyoStock(t.db, 'MOD-DBL', stay.checkin, stay.checkout, { total: 5, sold: 0 });
    const totalCents = await quotedTotal(t.app, { ...stay, roomPlanCode });
    expect(totalCents).toBeGreaterThan(1_000);
    const token = await sandboxToken(t.app, card);
    return book(checkin, { voucher_coupon_code: voucher, payment: { type: 'credit_card', card_token: token } }, { roomPlanCode });
  }
  async function answerChallenge(challengeUrl: string, action: 'complete' | 'cancel') {
    const posted = await t.app.inject({
      method: 'POST',
      url: challengeUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });
    await t.app.inject({ url: posted.headers.location as string });
  }

  it('stays pending while 3-D Secure is open, and is consumed once the card has paid', async () => {
    const { number } = await issueVoucher(t.app, staffKey, { user_id: member.id, amount: 1_000 });
    const { response } = await bookByCard(tokyoMonday(50), '4000000000003220', number);
    const { reservation, reservation_number } = response.json().data;
    expect([reservation.status, reservation.voucher_coupon_discount_amount]).toEqual(['payment_pending', 1_000]);
    expect(await voucherOf(number)).toMatchObject({ status: 'pending', reservation_number, consumed_at: null });
    await answerChallenge(reservation.payment.challenge_url, 'complete');
    expect(await voucherOf(number)).toMatchObject({ status: 'consumed', reservation_number });
  });

  it('comes back when the card is refused or 3-D Secure is given up', async () => {
    const refused = await issueVoucher(t.app, staffKey, { user_id: member.id, amount: 1_000 });
    const declined = await bookByCard(tokyoMonday(51), '4000000000000002', refused.number);
    expect(declined.response.statusCode).toBe(402);
    expect(await voucherOf(refused.number)).toMatchObject({ status: 'available', reservation_number: null });

    const abandoned = await issueVoucher(t.app, staffKey, { user_id: member.id, amount: 1_000 });
    const { response } = await bookByCard(tokyoMonday(52), '4000000000003220', abandoned.number);
    await answerChallenge(response.json().data.reservation.payment.challenge_url, 'cancel');
    expect(await voucherOf(abandoned.number)).toMatchObject({ status: 'available', reservation_number: null });
  });
});

describe('a voucher and the hotel or the stay changing', () => {
  it('follows a change of stay: shortened, it pays what it can of the new price; moved onto its excluded nights, the change is refused', async () => {
    const checkin = tokyoMonday(60);
    const { number } = await issueVoucher(t.app, staffKey, {
      user_id: member.id,
      amount: 30_000,
      excluded_period_start: addDays(checkin, 14),
      excluded_period_end: addDays(checkin, 14),
    });
    const { response } = await book(checkin, { voucher_coupon_code: number }, { nights: 2 });
    expect(response.statusCode).toBe(201);
    const { reservation, reservation_number } = response.json().data;
    const roomIds = [reservation.rooms[0].id as number];
    const changes = stayChanges(() => t.app, { email: member.email });

    const moved = await changes.quote(
      reservation_number,
      { checkin: addDays(checkin, 14), checkout: addDays(checkin, 15), roomIds },
      bearer(member.token),
    );
    expect([moved.statusCode, firstError(moved.json()).code]).toEqual([422, 'VOUCHER_NOT_APPLICABLE']);

    const shortened = await changes.quoteAndChange(
      { number: reservation_number, reservation },
      { checkin, checkout: addDays(checkin, 1), roomIds },
      bearer(member.token),
    );
    expect(shortened.response.statusCode).toBe(200);
    const paid = Math.min(30_000, shortened.quote.total_price);
    expect(shortened.response.json().data.reservation).toMatchObject({
      checkout_date: addDays(checkin, 1),
      voucher_coupon_discount_amount: paid,
      total_price: shortened.quote.total_price - paid,
    });
    expect(await voucherOf(number)).toMatchObject({ status: 'consumed', reservation_number });
  });

  it('is taken nowhere while the hotel has vouchers switched off (§3 voucher_coupon_active)', async () => {
    const { number } = await issueVoucher(t.app, staffKey, { user_id: member.id, amount: 1_000 });
    const checkin = tokyoMonday(62);
    await setHotelSettings(t, 'sakura-ginza', { voucher_coupon_active: false });
    try {
      const { response } = await book(checkin, { voucher_coupon_code: number });
      expect([response.statusCode, firstError(response.json()).code]).toEqual([422, 'VOUCHER_NOT_APPLICABLE']);
      const query = new URLSearchParams({
        checkin,
        checkout: addDays(checkin, 1),
        adults: '1',
        mode: 'voucher',
        voucher_coupon_code: number,
      });
      const search = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms?${query}`, headers: bearer(member.token) });
      expect([search.statusCode, firstError(search.json()).code]).toEqual([422, 'VOUCHER_NOT_APPLICABLE']);
    } finally {
      await setHotelSettings(t, 'sakura-ginza', { voucher_coupon_active: true });
    }
    expect(await voucherOf(number)).toMatchObject({ status: 'available', reservation_number: null });
  });
});
