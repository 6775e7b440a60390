import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOf } from '@yado/domain/money';
import { startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { SETTLEMENT_JOB } from '../payments/service';
import { bookWithCard } from '../payments/testing';
import { stayChanges } from './testing';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

const EMAIL = 'yui.tanaka@example.com';
const { quoteAndChange } = stayChanges(() => t.app, { email: EMAIL });

async function bookedWithCard(input: Parameters<typeof bookWithCard>[2]) {
  const response = await bookWithCard(t.app, session, input);
  expect(response.statusCode).toBe(201);
  const { reservation_number: number, reservation } = response.json().data;
  return { number, reservation };
}

async function found(number: string) {
  return (await t.app.inject({ url: `/api/v1/reservations/${number}?email=${EMAIL}` })).json().data.reservation;
}

async function gatewaySide(number: string) {
  const { rows } = await sql<{ id: string; status: string; refunded_amount: number }>`
    SELECT g.id, g.status, g.refunded_amount FROM sandbox_gateway_payments g
    JOIN payment_transactions p ON p.id::text = g.merchant_reference
    JOIN reservations r ON r.id = p.reservation_id WHERE r.reservation_number = ${number}`.execute(t.db);
  const payment = rows[0]!;
  const refunds = await t.db.selectFrom('sandbox_gateway_refunds').select('amount').where('payment_id', '=', payment.id).execute();
  return { status: payment.status, refunded: payment.refunded_amount, refunds: refunds.map((r) => r.amount) };
}

const oneNightShorter = (booked: { reservation: { checkin_date: string; rooms: Array<{ id: number }> } }) => ({
  checkin: booked.reservation.checkin_date,
  checkout: tokyoDate(101),
  roomIds: [booked.reservation.rooms[0]!.id],
});

describe('changing a stay paid online (ADR 0022)', () => {
  it('gives back to the card what a shorter stay no longer needs, once, and the rest on cancelling', async () => {
    const booked = await bookedWithCard({
      number: '4242424242424242',
      checkin: tokyoDate(100),
      checkout: tokyoDate(102),
      roomPlanCode: 'MOD-DBL-BF',
      paymentType: 'credit_card_deposit',
    });
    const paid = booked.reservation.deposit.amount;
    expect(booked.reservation.paid_online).toBe(paid);

    const { quote, response } = await quoteAndChange(booked, oneNightShorter(booked));
    expect(response.statusCode).toBe(200);
    // Far ahead of check-in the night given up costs nothing; the deposit follows the new total.
    expect(quote.change_fee).toBe(0);
    const share = percentOf(quote.total_price, 30);
    expect(quote.card_settlement).toEqual({ refund: paid - share, refund_currency: 'JPY', due_at_hotel: quote.total_price - share });
    const changed = response.json().data.reservation;
    expect(changed).toMatchObject({ paid_online: share, due_at_hotel: quote.total_price - share });
    expect(changed.deposit).toMatchObject({ amount: share, remain_amount: quote.total_price - share });
    expect(changed.payment).toMatchObject({ status: 'captured', amount: paid, refunded_amount: paid - share });
    expect(await gatewaySide(booked.number)).toEqual({ status: 'captured', refunded: paid - share, refunds: [paid - share] });

    // The job written with the change finds the refund made.
    expect(await t.app.jobs.runDue(new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    expect((await gatewaySide(booked.number)).refunds).toEqual([paid - share]);
    // A refund the gateway made but whose answer was lost is asked again by its retry, and made once.
    await sql`UPDATE payment_transactions SET refunded_amount = 0 WHERE reservation_id =
      (SELECT id FROM reservations WHERE reservation_number = ${booked.number})`.execute(t.db);
    const reservationId = (await sql<{ id: string }>`SELECT id FROM reservations WHERE reservation_number = ${booked.number}`.execute(t.db))
      .rows[0]!.id;
    await t.app.jobs.enqueue(t.db, {
      kind: SETTLEMENT_JOB,
      payload: { reservation_id: reservationId, keep: share, cancelled: false },
      runAt: new Date(),
    });
    await t.app.jobs.runDue(new Date(Date.now() + 1000));
    expect(await gatewaySide(booked.number)).toEqual({ status: 'captured', refunded: paid - share, refunds: [paid - share] });
    expect((await found(booked.number)).payment.refunded_amount).toBe(paid - share);

    expect(changed.cancellation.card_refund).toEqual({ cents: share, currency_iso: 'JPY' });
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${booked.number}/cancel`,
      payload: { email: EMAIL, cancellation_fee_displayed: 0 },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.reservation.payment).toMatchObject({ refunded_amount: paid });
    expect(await gatewaySide(booked.number)).toEqual({ status: 'refunded', refunded: paid, refunds: [paid - share, share] });
  });

  it('leaves what a longer stay costs more to be paid at the hotel, charging the card nothing more', async () => {
    const booked = await bookedWithCard({ number: '5555555555554444', checkin: tokyoDate(104), checkout: tokyoDate(105) });
    const paid = booked.reservation.total_price;
    const { quote, response } = await quoteAndChange(booked, {
      checkin: tokyoDate(104),
      checkout: tokyoDate(106),
      roomIds: [booked.reservation.rooms[0].id],
    });
    expect(response.statusCode).toBe(200);
    expect(quote.difference).toBeGreaterThan(0);
    expect(quote.card_settlement).toEqual({ refund: 0, refund_currency: 'JPY', due_at_hotel: quote.difference });
    const changed = response.json().data.reservation;
    expect(changed).toMatchObject({ total_price: paid + quote.difference, paid_online: paid, due_at_hotel: quote.difference });
    expect(changed.payment).toMatchObject({ status: 'captured', amount: paid, refunded_amount: 0 });
    expect(await gatewaySide(booked.number)).toEqual({ status: 'captured', refunded: 0, refunds: [] });
    // The receipt is for what the card paid.
    const receipt = await t.app.inject({ url: `/api/v1/reservations/${booked.number}/receipt?email=${EMAIL}` });
    expect(receipt.json().data.receipt.amount).toEqual({ cents: paid, currency_iso: 'JPY' });
  });

  it('refunds in the currency the card paid, at the rate it was booked at', async () => {
    const search = await t.app.inject({
      url: `/api/v1/hotels/sakura-ginza/rooms?checkin=${tokyoDate(100)}&checkout=${tokyoDate(102)}&adults=2&currency=USD`,
    });
    const rate = search.json().data.exchange_rate as { id: number; rate: number };
    const booked = await bookedWithCard({
      number: '4242424242424242',
      checkin: tokyoDate(100),
      checkout: tokyoDate(102),
      roomPlanCode: 'MOD-DBL-BF',
      paymentType: 'credit_card_deposit',
      mcp: { currency: 'USD', rateId: rate.id },
    });
    const usd = (yen: number) => Math.round(yen * rate.rate * 100);
    const paidYen = booked.reservation.paid_online;
    expect(booked.reservation.payment).toMatchObject({ currency: 'USD', amount: usd(paidYen) });

    const { quote, response } = await quoteAndChange(booked, oneNightShorter(booked));
    expect(response.statusCode).toBe(200);
    const share = percentOf(quote.total_price, 30);
    expect(quote.card_settlement).toMatchObject({ refund: usd(paidYen) - usd(share), refund_currency: 'USD' });
    const changed = await found(booked.number);
    expect(changed.payment).toMatchObject({ currency: 'USD', refunded_amount: usd(paidYen) - usd(share) });
    // Cancelling gives back the rest, in dollars too.
    expect(changed.cancellation.card_refund).toEqual({ cents: usd(share), currency_iso: 'USD' });
  });
});
