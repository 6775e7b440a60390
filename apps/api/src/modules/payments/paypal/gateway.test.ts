import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, tokyoDate, type TestApp } from '../../../testing/test-app';
import { paypalCase } from '../gateway-cases';
import { bookWithCard } from '../testing';

// Contract tests: our adapter against a local server speaking PayPal's REST API (OAuth, Vault v3, Orders v2) as documented.
const paypal = paypalCase();
let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp({ config: { ...(await paypal.start()), PAYMENT_GATEWAY_TIMEOUT_MS: 2_000 } });
  await paypal.use(t);
  session = await t.session();
});
afterAll(async () => {
  await t.close();
  await paypal.stop();
});

const book = (number: string, day: number, extra: Partial<Parameters<typeof bookWithCard>[2]> = {}) =>
  bookWithCard(t.app, session, { number, checkin: tokyoDate(day), checkout: tokyoDate(day + 1), tokenize: paypal.tokenize, ...extra });

async function transactionOf(reservationNumber: string) {
  return t.db
    .selectFrom('payment_transactions')
    .innerJoin('reservations', 'reservations.id', 'payment_transactions.reservation_id')
    .select(['payment_transactions.id', 'payment_transactions.status', 'payment_transactions.error_code', 'payment_transactions.gateway'])
    .where('reservations.reservation_number', '=', reservationNumber)
    .executeTakeFirstOrThrow();
}
const latestTransaction = () =>
  t.db.selectFrom('payment_transactions').select(['id', 'status', 'error_code']).orderBy('created_at', 'desc').executeTakeFirstOrThrow();

const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhooks/paypal',
    headers: { 'content-type': 'application/json', ...delivery.headers },
    payload: delivery.body,
  });

describe('the PayPal adapter', () => {
  it('validates and vaults a card through a setup token, holding only PayPal references', async () => {
    const token = await paypal.tokenize(t.app, '5555555555554444');
    expect(token).toMatch(/^paypal\.VT[0-9A-F]{16}$/);
    const setup = paypal
      .fake()
      .callsTo('POST', /^\/v3\/vault\/setup-tokens$/)
      .at(-1);
    expect(setup?.body).toMatchObject({ payment_source: { card: { verification_method: 'SCA_WHEN_REQUIRED' } } });
    expect(setup?.headers.authorization).toMatch(/^Bearer A21AA/);
    // A setup token the card fields never filled vaults nothing.
    const unfilled = await t.app.inject({ method: 'POST', url: '/paypal-gateway/setup-tokens', payload: {} });
    const refused = await t.app.inject({ method: 'POST', url: '/paypal-gateway/tokens', payload: { setup_token: unfilled.json().id } });
    expect(refused.statusCode).toBe(422);
  });

  it('pays in full with an order (intent CAPTURE) on the vaulted card, our transaction as custom_id and request id', async () => {
    const response = await book('4242424242424242', 60);
    expect(response.statusCode).toBe(201);
    const { reservation, reservation_number: number } = response.json().data;
    expect([reservation.status, reservation.payment.status]).toEqual(['done', 'captured']);
    const transaction = await transactionOf(number);
    expect(transaction.gateway).toBe('paypal');
    const order = paypal
      .fake()
      .callsTo('POST', /^\/v2\/checkout\/orders$/)
      .at(-1);
    expect(order?.headers['paypal-request-id']).toBe(transaction.id);
    expect(order?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: transaction.id, amount: { currency_code: 'JPY', value: String(reservation.total_price) } }],
    });
  });

  it('authorizes a guarantee (intent AUTHORIZE) without taking it', async () => {
    const response = await book('3530111333300000', 62, {
      roomPlanCode: 'MOD-DBL-ST2',
      checkout: tokyoDate(64),
      paymentType: 'on_site_credit_card_required',
    });
    expect(response.json().data.reservation.payment.status).toBe('authorized');
    expect(
      paypal
        .fake()
        .callsTo('POST', /^\/v2\/checkout\/orders$/)
        .at(-1)?.body,
    ).toMatchObject({ intent: 'AUTHORIZE' });
  });

  it.each([
    ['4000000000000069', '3005'],
    ['4000000000000127', '3004'],
    ['4000000000003204', '3204'],
    ['4000000000000002', '3003'],
  ])('turns a decline of %s (an error or a declined capture) into %s and keeps no booking', async (number, code) => {
    const response = await book(number, 66);
    expect(response.statusCode).toBe(402);
    expect(await latestTransaction()).toMatchObject({ status: 'failed', error_code: code });
  });

  it("sends the guest to PayPal's 3-D Secure page and completes the order once approved", async () => {
    const { reservation, reservation_number: number, bypass_token: bypass } = (await book('4000000000003220', 68)).json().data;
    const transaction = await transactionOf(number);
    expect(reservation.payment.status).toBe('pre_3d_secure');
    expect(reservation.payment.challenge_url).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/webapps\/helios\?action=verify/);
    // PayPal's page may refuse frames: the payment step opens it in a window of its own.
    expect(reservation.payment.challenge_display).toBe('window');
    paypal.fake().payerAction(transaction.id, true);
    expect((await t.app.inject({ url: `/api/v1/payments/return/${transaction.id}` })).statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/v1/reservations/${number}?bypass_token=${bypass}` })).json().data.reservation;
    expect([after.status, after.payment.status]).toEqual(['done', 'captured']);
    expect(
      paypal
        .fake()
        .callsTo('POST', /\/capture$/)
        .at(-1)?.headers['paypal-request-id'],
    ).toBe(`${transaction.id}:complete`);
  });

  it('cancels the booking when 3-D Secure gives no liability shift (3006)', async () => {
    const { reservation_number: number } = (await book('4000000000003220', 70)).json().data;
    const transaction = await transactionOf(number);
    paypal.fake().payerAction(transaction.id, false);
    await t.app.inject({ url: `/api/v1/payments/return/${transaction.id}` });
    expect(await transactionOf(number)).toMatchObject({ status: 'failed', error_code: '3006' });
  });

  it("treats PayPal's outage like a timeout: 3001, nothing left taken", async () => {
    const token = await paypal.tokenize(t.app, '4242424242424242');
    paypal.fake().failNext('POST', /^\/v2\/checkout\/orders$/, { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } });
    const response = await book('4242424242424242', 72, { tokenize: async () => token });
    expect([response.statusCode, response.json().errors?.[0]?.code]).toEqual([504, 3001]);
  });
});

describe('PayPal webhooks', () => {
  it('accept one PayPal verifies, once: the booking is paid, a redelivery changes nothing', async () => {
    const { reservation_number: number } = (await book('4000000000003220', 74)).json().data;
    const transaction = await transactionOf(number);
    const event = {
      id: 'WH-EVT-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAP1', custom_id: transaction.id, status: 'COMPLETED' },
    };
    const delivery = paypal.fake().webhook(event);
    for (let i = 0; i < 2; i++) expect((await deliver(delivery)).statusCode).toBe(204);
    expect((await transactionOf(number)).status).toBe('captured');
    const verify = paypal
      .fake()
      .callsTo('POST', /^\/v1\/notifications\/verify-webhook-signature$/)
      .at(-1);
    expect(verify?.body).toMatchObject({ webhook_id: 'WH-FAKE-0001', auth_algo: 'SHA256withRSA', webhook_event: event });
    const events = await t.db.selectFrom('payment_events').select('event_id').where('transaction_id', '=', transaction.id).execute();
    expect(events).toHaveLength(1);
  });

  it('refuse one PayPal does not verify (401), or without its headers, and change nothing', async () => {
    const { reservation_number: number } = (await book('4000000000003220', 76)).json().data;
    const transaction = await transactionOf(number);
    const event = { id: 'WH-EVT-2', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP2', custom_id: transaction.id } };
    const forged = paypal.fake().webhook(event, 'WH-SOMEONE-ELSE');
    const answered = await deliver(forged);
    expect([answered.statusCode, answered.json().errors[0].code]).toEqual([401, 'WEBHOOK_SIGNATURE_INVALID']);
    expect((await deliver({ body: forged.body, headers: {} })).statusCode).toBe(401);
    expect((await transactionOf(number)).status).toBe('pre_3d_secure');
  });
});
