import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, firstError, quotedTotal, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { bookWithCard } from './testing';

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
    const { amount, charge, tax } = (await receipt(data)).json().data.receipt;
    expect([amount.cents, charge, tax]).toEqual([data.reservation.deposit.amount, 'deposit', { kind: 'on_final_bill' }]);
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
