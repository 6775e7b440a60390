import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTokyoStock, soldOn, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { gatewayCases } from './gateway-cases';
import { SETTLEMENT_JOB } from './service';
import { bookWithCard } from './testing';

// The same scenarios whichever gateway the brand's payment hub chose: the sandbox, Adyen and PayPal (their local fakes).
describe.each(gatewayCases())('through the $name gateway', (gateway) => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await startTestApp({ config: await gateway.start() });
    await gateway.use(t);
    session = await t.session();
  });
  afterAll(async () => {
    await t.close();
    await gateway.stop();
  });

  const book = (input: Omit<Parameters<typeof bookWithCard>[2], 'tokenize'>) =>
    bookWithCard(t.app, session, { ...input, tokenize: gateway.tokenize });

  async function cancel(data: { reservation_number: string; bypass_token: string; reservation: { cancellation: { fee: number } } }) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${data.reservation_number}/cancel`,
      payload: { bypass_token: data.bypass_token, cancellation_fee_displayed: data.reservation.cancellation.fee },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.reservation;
  }
  const reservationOf = async (number: string, bypassToken: string) =>
    (await t.app.inject({ url: `/api/v1/reservations/${number}?bypass_token=${bypassToken}` })).json().data.reservation;

  describe('cancelling a booking paid by card', () => {
    it('refunds what was paid, less the fee, once', async () => {
      const [checkin, checkout] = [tokyoDate(85), tokyoDate(86)];
      await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 5, sold: 0 });
      const booked = await book({
        number: '4242424242424242',
        checkin,
        checkout,
        roomPlanCode: 'MOD-DBL-BF',
        paymentType: 'credit_card_deposit',
      });
      const data = booked.json().data;
      expect(data.reservation.cancellation.fee).toBe(0);
      const cancelled = await cancel(data);
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.payment).toMatchObject({ status: 'captured', refunded_amount: data.reservation.deposit.amount });
      expect(await gateway.gatewayStatus(t)).toBe('refunded');
      // The job written with the cancellation finds nothing left to do.
      expect(await t.app.jobs.runDue(new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
      expect((await reservationOf(data.reservation_number, data.bypass_token)).payment.refunded_amount).toBe(
        data.reservation.deposit.amount,
      );
    });

    it('keeps the whole payment when the fee is the whole price', async () => {
      const [checkin, checkout] = [tokyoDate(87), tokyoDate(88)];
      await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 5, sold: 0 });
      const booked = await book({ number: '4242424242424242', checkin, checkout });
      const data = booked.json().data;
      expect(data.reservation.cancellation.fee).toBe(data.reservation.total_price);
      const cancelled = await cancel(data);
      expect(cancelled.payment).toMatchObject({ status: 'captured', refunded_amount: 0 });
      expect(await gateway.gatewayStatus(t)).toBe('captured');
    });

    it('lets a guarantee go when cancelling costs nothing', async () => {
      const booked = await book({
        number: '5555555555554444',
        checkin: tokyoDate(95),
        checkout: tokyoDate(97),
        roomPlanCode: 'MOD-DBL-ST2',
        paymentType: 'on_site_credit_card_required',
      });
      expect(booked.json().data.reservation.payment.status).toBe('authorized');
      expect(await gateway.gatewayStatus(t)).toBe('authorized');
      const cancelled = await cancel(booked.json().data);
      expect(cancelled.payment).toMatchObject({ status: 'cancelled', refunded_amount: 0 });
      expect(await gateway.gatewayStatus(t)).toBe('cancelled');
    });

    it('charges a cancelled guarantee only its fee: a partial capture', async () => {
      const booked = await book({
        number: '5555555555554444',
        checkin: tokyoDate(98),
        checkout: tokyoDate(100),
        roomPlanCode: 'MOD-DBL-ST2',
        paymentType: 'on_site_credit_card_required',
      });
      const data = booked.json().data;
      const fee = Math.round(data.reservation.total_price / 2);
      const { id } = await t.db
        .selectFrom('reservations')
        .select('id')
        .where('reservation_number', '=', data.reservation_number)
        .executeTakeFirstOrThrow();
      await t.app.jobs.enqueue(t.db, {
        kind: SETTLEMENT_JOB,
        payload: { reservation_id: id, keep: fee, cancelled: true },
        runAt: new Date(),
      });
      await t.app.jobs.runDue(new Date(Date.now() + 1000));
      expect((await reservationOf(data.reservation_number, data.bypass_token)).payment).toMatchObject({ status: 'captured', amount: fee });
      expect(await gateway.gatewayStatus(t)).toBe('captured');
    });
  });

  describe('a challenge left unanswered', () => {
    it('gives the booking up when its 15 minutes are over, through the job queue, and cancels the payment', async () => {
      const checkin = tokyoDate(46);
      await setTokyoStock(t.db, 'MOD-DBL', checkin, tokyoDate(47), { total: 5, sold: 0 });
      const before = await soldOn(t.db, 'MOD-DBL', checkin);
      const booked = (await book({ number: '4000000000003220', checkin, checkout: tokyoDate(47) })).json().data;
      expect([booked.reservation.status, booked.reservation.payment.status]).toEqual(['payment_pending', 'pre_3d_secure']);
      expect(booked.reservation.payment.challenge_url).toBeTruthy();
      // Mails owed by earlier bookings go first: then only the challenge's window is left.
      await t.app.jobs.runDue();

      expect(await t.app.jobs.runDue(new Date(Date.now() + 14 * 60_000))).toBe(0);
      expect((await reservationOf(booked.reservation_number, booked.bypass_token)).status).toBe('payment_pending');

      expect(await t.app.jobs.runDue(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
      const after = await reservationOf(booked.reservation_number, booked.bypass_token);
      expect([after.status, after.payment?.status, after.payment?.error_code]).toEqual([
        'cancelled',
        'cancelled',
        'THREE_D_SECURE_EXPIRED',
      ]);
      const reason = await t.db
        .selectFrom('reservations')
        .select('cancellation_reason')
        .where('reservation_number', '=', booked.reservation_number)
        .executeTakeFirstOrThrow();
      expect(reason.cancellation_reason).toBe('payment_expired');
      expect(await soldOn(t.db, 'MOD-DBL', checkin)).toEqual(before);
      // An order still waiting for its payer is never paid at PayPal: nothing there to cancel.
      expect(await gateway.gatewayStatus(t)).toBe(gateway.name === 'paypal' ? 'challenge_required' : 'cancelled');
    });
  });
});
