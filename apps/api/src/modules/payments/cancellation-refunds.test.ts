import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { bookWithCard } from './testing';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

async function cancel(data: { reservation_number: string; bypass_token: string; reservation: { cancellation: { fee: number } } }) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/reservations/${data.reservation_number}/cancel`,
    payload: { bypass_token: data.bypass_token, cancellation_fee_displayed: data.reservation.cancellation.fee },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.reservation;
}

const gatewayStatus = async () =>
  (await t.db.selectFrom('sandbox_gateway_payments').select('status').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).status;

describe('cancelling a booking paid by card', () => {
  it('refunds what was paid, less the fee, once', async () => {
    const booked = await bookWithCard(t.app, session, {
      number: '4242424242424242',
      checkin: tokyoDate(85),
      checkout: tokyoDate(86),
      roomPlanCode: 'MOD-DBL-BF',
      paymentType: 'credit_card_deposit',
    });
    const data = booked.json().data;
    expect(data.reservation.cancellation.fee).toBe(0);
    const cancelled = await cancel(data);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment).toMatchObject({ status: 'captured', refunded_amount: data.reservation.deposit.amount });
    expect(await gatewayStatus()).toBe('refunded');
    // The job written with the cancellation finds nothing left to do.
    expect(await t.app.jobs.runDue(new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    const again = (await t.app.inject({ url: `/api/v1/reservations/${data.reservation_number}?bypass_token=${data.bypass_token}` })).json()
      .data.reservation;
    expect(again.payment.refunded_amount).toBe(data.reservation.deposit.amount);
  });

  it('keeps the whole payment when the fee is the whole price', async () => {
    const booked = await bookWithCard(t.app, session, { number: '4242424242424242', checkin: tokyoDate(87), checkout: tokyoDate(88) });
    const data = booked.json().data;
    expect(data.reservation.cancellation.fee).toBe(data.reservation.total_price);
    const cancelled = await cancel(data);
    expect(cancelled.payment).toMatchObject({ status: 'captured', refunded_amount: 0 });
    expect(await gatewayStatus()).toBe('captured');
  });

  it('lets a guarantee go when cancelling costs nothing', async () => {
    const booked = await bookWithCard(t.app, session, {
      number: '5555555555554444',
      checkin: tokyoDate(95),
      checkout: tokyoDate(97),
      roomPlanCode: 'MOD-DBL-ST2',
      paymentType: 'on_site_credit_card_required',
    });
    const cancelled = await cancel(booked.json().data);
    expect(cancelled.payment).toMatchObject({ status: 'cancelled', refunded_amount: 0 });
    expect(await gatewayStatus()).toBe('cancelled');
  });
});
