import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, firstError, quotedTotal, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { memberWithPoints } from '../points/testing';
import { bookWithCard, sandboxToken } from './testing';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

const receipt = (data: { reservation_number: string; bypass_token: string }, query = '') =>
  t.app.inject({ url: `/api/v1/reservations/${data.reservation_number}/receipt?bypass_token=${data.bypass_token}${query}` });

describe('receipts', () => {
  it('are made out to the name and purpose asked, for what the card paid, with a code that stays the same', async () => {
    const data = (
      await bookWithCard(t.app, session, { number: '4242424242424242', checkin: tokyoDate(100), checkout: tokyoDate(101) })
    ).json().data;
    const plain = await receipt(data);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data.receipt).toMatchObject({
      receipt_unicode: `YR-${data.reservation_number}`,
      name: 'Yui Tanaka',
      receipt_title: null,
      charge: 'stay',
      amount: { cents: data.reservation.total_price, currency_iso: 'JPY' },
      tax: { kind: 'included', cents: data.reservation.tax, rate_percent: 10 },
      breakdown: {
        currency_iso: 'JPY',
        price_before_discounts: data.reservation.total_price,
        discounts: [],
        amount_paid: data.reservation.total_price,
      },
      paid_by: { card_brand: 'visa', card_last4: '4242' },
      hotel: { name: 'Sakura Hotel Ginza' },
    });
    // Made out as the reader's language writes a name: family name first in Japanese.
    expect((await receipt(data, '&locale=ja')).json().data.receipt.name).toBe('Tanaka Yui');
    const named = (
      await receipt(data, `&name=${encodeURIComponent('Example Corp.')}&receipt_title=${encodeURIComponent('Lodging')}`)
    ).json().data.receipt;
    expect([named.name, named.receipt_title, named.receipt_unicode]).toEqual(['Example Corp.', 'Lodging', `YR-${data.reservation_number}`]);
  });

  it('count the tax of the extras paid with the stay in the tax they say is included', async () => {
    const [checkin, checkout] = [tokyoDate(104), tokyoDate(105)];
    const late = await t.db
      .selectFrom('extras')
      .select('id')
      .where('code', '=', 'LATE-CHECKOUT')
      .where('hotel_id', '=', 1)
      .executeTakeFirstOrThrow();
    const rooms = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-NR' });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': session },
      payload: {
        ...bookingBody({ checkin, checkout, roomPlanCode: 'MOD-DBL-NR', totalCents: rooms + 3_300 }),
        extras: [{ extra_id: late.id, quantity: 1 }],
        payment: { type: 'credit_card', card_token: await sandboxToken(t.app, '4242424242424242') },
      },
    });
    expect(booked.statusCode).toBe(201);
    const data = booked.json().data;
    const extrasTax = data.reservation.extras[0].tax as number;
    expect(extrasTax).toBeGreaterThan(0);
    const { amount, tax } = (await receipt(data)).json().data.receipt;
    expect(amount.cents).toBe(data.reservation.total_price);
    expect(tax).toEqual({ kind: 'included', cents: data.reservation.tax + extrasTax, rate_percent: 10 });
  });

  it('cover only the deposit when a deposit was paid', async () => {
    const data = (
      await bookWithCard(t.app, session, {
        number: '4242424242424242',
        checkin: tokyoDate(102),
        checkout: tokyoDate(103),
        roomPlanCode: 'MOD-DBL-BF',
        paymentType: 'credit_card_deposit',
      })
    ).json().data;
    const { amount, charge, tax, breakdown } = (await receipt(data)).json().data.receipt;
    expect([amount.cents, charge, tax, breakdown]).toEqual([data.reservation.deposit.amount, 'deposit', { kind: 'on_final_bill' }, null]);
  });

  it('list a stay’s price before discounts, the promotion, the coupon and the points, and the amount paid', async () => {
    const staff = { authorization: `Bearer ${(await t.app.staff.issue('sakura-ginza', 'revenue')).key}` };
    const checkin = tokyoDate(110);
    const checkout = tokyoDate(111);
    const promotion = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/hotels/sakura-ginza/promotions',
      headers: staff,
      payload: {
        name: 'Autumn ¥1,000 off',
        discount_target_type: 'all_users',
        discount_type: 'amount',
        discount_value: 1_000,
        hotel_plan_codes: ['NR'],
        room_type_codes: ['MOD-DBL'],
        stay_start: checkin,
        stay_end: checkin,
        booking_start: tokyoDate(-1),
        booking_end: checkin,
      },
    });
    expect(promotion.statusCode, promotion.body).toBe(201);
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/hotels/sakura-ginza/discount_coupons',
      headers: staff,
      payload: { code: 'RECEIPT5', name: 'Receipt 5%', discount_type: 'percentage', discount_value: 5, valid_until: tokyoDate(200) },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const { token } = await memberWithPoints(t.app, t.db, 'receipt-points@example.com', 2_000);
    const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-NR' });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': session, authorization: `Bearer ${token}` },
      payload: {
        ...bookingBody({ checkin, checkout, roomPlanCode: 'MOD-DBL-NR', totalCents, email: 'receipt-points@example.com' }),
        payment: { type: 'credit_card', card_token: await sandboxToken(t.app, '4242424242424242') },
        coupon_code: 'RECEIPT5',
        spending_point: 1_000,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const data = booked.json().data;
    const { reservation } = data;
    // ¥1,000 off the night before tax, and its 10 % tax.
    expect(reservation.promotion_discount_amount).toBe(1_100);
    expect(reservation.coupon_discount_amount).toBeGreaterThan(0);

    const { amount, breakdown } = (await receipt(data)).json().data.receipt;
    expect(breakdown).toEqual({
      currency_iso: 'JPY',
      price_before_discounts: totalCents + 1_100,
      discounts: [
        { kind: 'promotion', cents: 1_100, reference: 'Autumn ¥1,000 off', points: null },
        { kind: 'coupon', cents: reservation.coupon_discount_amount, reference: 'RECEIPT5', points: null },
        { kind: 'points', cents: 1_000, reference: null, points: 1_000 },
      ],
      flights: null,
      amount_paid: totalCents - reservation.coupon_discount_amount - 1_000,
    });
    // What the card paid is the amount paid: the lines add up to it.
    expect(amount.cents).toBe(breakdown.amount_paid);
  });

  it('say of a cancelled booking that what the card kept is a cancellation fee, with no consumption tax on it', async () => {
    // The non-refundable rate keeps the whole payment as its fee.
    const data = (
      await bookWithCard(t.app, session, { number: '4242424242424242', checkin: tokyoDate(106), checkout: tokyoDate(107) })
    ).json().data;
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${data.reservation_number}/cancel`,
      payload: { bypass_token: data.bypass_token, cancellation_fee_displayed: data.reservation.cancellation.fee },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await receipt(data)).json().data.receipt).toMatchObject({
      charge: 'cancellation_fee',
      amount: { cents: data.reservation.cancellation.fee, currency_iso: 'JPY' },
      tax: { kind: 'not_taxed' },
    });
  });

  it('are not issued online for payment at the hotel, nor without the booking credentials', async () => {
    const checkin = tokyoDate(104);
    const checkout = tokyoDate(105);
    const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
    const onSite = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/reservations',
        headers: { 'client-session': session },
        payload: bookingBody({ checkin, checkout, totalCents }),
      })
    ).json().data;
    const refused = await receipt(onSite);
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([409, 'RECEIPT_NOT_AVAILABLE']);
    const stranger = await receipt({ reservation_number: onSite.reservation_number, bypass_token: 'not-the-token' });
    expect(firstError(stranger.json()).code).toBe('RESERVATION_NOT_FOUND');
  });
});
