import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokyoDate, startTestApp, type TestApp } from '../../../testing/test-app';
import { adyenCase, TEST_ADYEN_HMAC_KEY, TEST_BROWSER_INFO } from '../gateway-cases';
import { bookWithCard } from '../testing';
import { FAKE_ADYEN_API_KEY, FAKE_ADYEN_MERCHANT } from './fake-adyen';
import { adyenSignature } from './notifications';

// Contract tests: our adapter against a local server speaking Adyen's Checkout API (v71) as documented.
const adyen = adyenCase();
const logLines: string[] = [];
let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp({
    config: { ...(await adyen.start()), PAYMENT_GATEWAY_TIMEOUT_MS: 2_000, LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  await adyen.use(t);
  session = await t.session();
});
afterAll(async () => {
  await t.close();
  await adyen.stop();
});

const book = (number: string, day: number, extra: Partial<Parameters<typeof bookWithCard>[2]> = {}) =>
  bookWithCard(t.app, session, { number, checkin: tokyoDate(day), checkout: tokyoDate(day + 1), tokenize: adyen.tokenize, ...extra });

async function transactionOf(reservationNumber: string) {
  return t.db
    .selectFrom('payment_transactions')
    .innerJoin('reservations', 'reservations.id', 'payment_transactions.reservation_id')
    .select([
      'payment_transactions.id',
      'payment_transactions.status',
      'payment_transactions.error_code',
      'payment_transactions.gateway',
      'payment_transactions.challenge_display',
    ])
    .where('reservations.reservation_number', '=', reservationNumber)
    .executeTakeFirstOrThrow();
}

/** The tables of ours with a row whose text holds `text`. */
async function tablesHolding(text: string) {
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(t.db);
  const holding: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const found = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(table)} AS row WHERE row::text LIKE ${`%${text}%`}`.execute(t.db);
    if (found.rows[0]!.n > 0) holding.push(table);
  }
  return holding;
}

async function latestTransaction() {
  return t.db
    .selectFrom('payment_transactions')
    .select(['id', 'status', 'error_code'])
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}

function notification(
  item: { merchantReference: string; eventCode: string; success: 'true' | 'false'; value: number },
  key = TEST_ADYEN_HMAC_KEY,
) {
  const fields = {
    pspReference: 'PSP0000000000001',
    merchantAccountCode: FAKE_ADYEN_MERCHANT,
    merchantReference: item.merchantReference,
    amount: { value: item.value, currency: 'JPY' },
    eventCode: item.eventCode,
    success: item.success,
  };
  const body = {
    live: 'false',
    notificationItems: [{ NotificationRequestItem: { ...fields, additionalData: { hmacSignature: adyenSignature(fields, key) } } }],
  };
  return JSON.stringify(body);
}
const deliver = (body: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payments/webhooks/adyen', headers: { 'content-type': 'application/json' }, payload: body });

describe('the Adyen adapter', () => {
  it("signs notifications as Adyen documents (its reference example's HMAC)", () => {
    const item = {
      pspReference: '7914073381342284',
      merchantAccountCode: 'TestMerchant',
      merchantReference: 'TestPayment-1407325143704',
      amount: { value: 1130, currency: 'EUR' },
      eventCode: 'AUTHORISATION',
      success: 'true' as const,
    };
    expect(adyenSignature(item, TEST_ADYEN_HMAC_KEY)).toBe('coqCmt/IZ4E3CzPvMY8zTjQVL5hYJUiBRg8UU+iCWo0=');
  });

  it('stores a card in a zero-value Drop-in session and holds only Adyen references', async () => {
    const token = await adyen.tokenize(t.app, '4242424242424242');
    expect(token).toMatch(/^adyen\.shp_[0-9a-f]{32}\.[0-9A-F]{16}$/);
    const [sessionCall] = adyen
      .fake()
      .callsTo('POST', /\/v71\/sessions$/)
      .slice(-1);
    expect(sessionCall?.headers['x-api-key']).toBe(FAKE_ADYEN_API_KEY);
    expect(sessionCall?.body).toMatchObject({
      merchantAccount: FAKE_ADYEN_MERCHANT,
      amount: { value: 0 },
      storePaymentMethodMode: 'enabled',
    });
    // The token's card comes back from Adyen: brand, last four and expiry.
    const described = await t.app.inject({
      method: 'POST',
      url: '/adyen-gateway/tokens',
      payload: { session_id: 'CSNOPE', session_result: 'x', shopper_reference: `shp_${'0'.repeat(32)}` },
    });
    expect(described.statusCode).toBe(422);
    // The page hands Adyen's token route the browser it runs in, for native 3-D Secure.
    const page = (await t.app.inject({ url: '/adyen-gateway/card-fields' })).body;
    expect(page).toContain('browser_info: browserInfo()');
    expect(page).toContain('screen.colorDepth');
  });

  it('pays in full with the stored card: captured at once, our transaction as reference and idempotency key', async () => {
    const response = await book('4242424242424242', 60);
    expect(response.statusCode).toBe(201);
    const { reservation, reservation_number: number } = response.json().data;
    expect([reservation.status, reservation.payment.status, reservation.payment.card_last4]).toEqual(['done', 'captured', '4242']);
    const transaction = await transactionOf(number);
    expect(transaction.gateway).toBe('adyen');
    const [payment] = adyen
      .fake()
      .callsTo('POST', /\/v71\/payments$/)
      .slice(-1);
    expect(payment?.headers['idempotency-key']).toBe(transaction.id);
    expect(payment?.body).toMatchObject({
      reference: transaction.id,
      amount: { currency: 'JPY', value: reservation.total_price },
      captureDelayHours: 0,
      returnUrl: expect.stringContaining(`/adyen-gateway/return/${transaction.id}`),
      channel: 'Web',
      origin: expect.stringMatching(/^https?:\/\//),
      authenticationData: { threeDSRequestData: { nativeThreeDS: 'preferred' } },
      // The browser the card was entered in, with the Accept header our server received from it.
      browserInfo: { ...TEST_BROWSER_INFO, acceptHeader: '*/*' },
      // The guest who booked and the address they booked from, which issuers weigh in 3-D Secure 2.
      shopperIP: '127.0.0.1',
      shopperEmail: 'yui.tanaka@example.com',
      shopperName: { firstName: 'Yui', lastName: 'Tanaka' },
      telephoneNumber: '+819012345678',
    });
    expect(payment?.body).not.toHaveProperty('billingAddress');
  });

  it.each([
    ['a colour depth Adyen does not know', { ...TEST_BROWSER_INFO, colorDepth: 23 }],
    ['a field more than a browser has', { ...TEST_BROWSER_INFO, cardNumber: '4242424242424242' }],
    ['no object at all', 'Mozilla/5.0'],
    ['none', undefined],
  ])('pays without browserInfo when the page sends %s', async (_case, browserInfo) => {
    const response = await book('4242424242424242', 60, { tokenize: adyen.tokenizeWith(browserInfo) });
    expect([response.statusCode, response.json().data.reservation.payment.status]).toEqual([201, 'captured']);
    const payment = adyen
      .fake()
      .callsTo('POST', /\/v71\/payments$/)
      .at(-1);
    expect(payment?.body).not.toHaveProperty('browserInfo');
    expect(JSON.stringify(payment?.body)).not.toContain('4242424242424242');
  });

  it('holds a deposit guarantee for a later capture (manual capture)', async () => {
    const response = await book('3530111333300000', 62, {
      roomPlanCode: 'MOD-DBL-ST2',
      checkout: tokyoDate(64),
      paymentType: 'on_site_credit_card_required',
    });
    expect(response.json().data.reservation.payment.status).toBe('authorized');
    const [payment] = adyen
      .fake()
      .callsTo('POST', /\/v71\/payments$/)
      .slice(-1);
    expect(payment?.body).toMatchObject({ additionalData: { manualCapture: 'true' } });
  });

  it.each([
    ['4000000000000069', '3005'],
    ['4000000000000127', '3004'],
    ['4000000000003204', '3204'],
    ['4000000000000002', '3003'],
  ])('turns a refusal of %s into %s and keeps no booking', async (number, code) => {
    const response = await book(number, 66);
    expect(response.statusCode).toBe(402);
    expect(await latestTransaction()).toMatchObject({ status: 'failed', error_code: code });
  });

  it("runs 3-D Secure 2 natively with the browser's details: fingerprint, then challenge, each through /payments/details", async () => {
    const response = await book('4000000000003220', 68);
    const { reservation, reservation_number: number, bypass_token: bypass } = response.json().data;
    const transaction = await transactionOf(number);
    expect(reservation.payment).toMatchObject({
      status: 'pre_3d_secure',
      challenge_url: `/adyen-gateway/challenge/${transaction.id}`,
      challenge_display: 'frame',
    });
    // Kept with the payment as it opens: a later answer cannot move it into a window.
    expect(transaction.challenge_display).toBe('frame');

    const page = await t.app.inject({ url: reservation.payment.challenge_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"type":"threeDS2"');
    expect(page.body).toContain('"subtype":"fingerprint"');
    // Adyen's script and the issuer's frame may load there, and only there.
    expect(page.headers['content-security-policy']).toMatch(/script-src [^;]*https:\/\/checkoutshopper-test\.cdn\.adyen\.com/);
    expect(page.headers['content-security-policy']).toMatch(/frame-src 'self' https:/);

    const submit = (transStatus: 'Y' | 'N') =>
      t.app.inject({
        method: 'POST',
        url: `/adyen-gateway/details/${transaction.id}`,
        payload: { threeDSResult: adyen.fake().threeDSResult(transaction.id, transStatus) },
      });
    // The fingerprint's result: Adyen asks for the challenge next, which the same page performs.
    const fingerprinted = await submit('Y');
    expect(fingerprinted.statusCode).toBe(200);
    expect(fingerprinted.json().action).toMatchObject({ type: 'threeDS2', subtype: 'challenge' });
    expect((await t.app.inject({ url: reservation.payment.challenge_url })).body).toContain('"subtype":"challenge"');

    const challenged = await submit('Y');
    expect(challenged.statusCode).toBe(204);
    const detailsCalls = adyen.fake().callsTo('POST', /\/v71\/payments\/details$/);
    expect(detailsCalls.at(-1)?.body).toEqual({ details: { threeDSResult: expect.any(String) } });
    expect((await t.app.inject({ url: `/api/v1/payments/return/${transaction.id}` })).statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/v1/reservations/${number}?bypass_token=${bypass}` })).json().data.reservation;
    expect([after.status, after.payment.status, after.payment.challenge_display]).toEqual(['done', 'captured', null]);
    // The challenge is answered: its page no longer offers it.
    expect((await t.app.inject({ url: reservation.payment.challenge_url })).body).toContain('no longer open');
  });

  it("shows the issuer's page in a window without the browser's details, keeping its way open, and cancels when the issuer refuses (3006)", async () => {
    const sent = vi.spyOn(t.app, 'inject');
    const response = await book('4000000000003220', 70, { tokenize: adyen.tokenizeWith(undefined) });
    const { reservation, reservation_number: number, bypass_token: bypass } = response.json().data;
    const transaction = await transactionOf(number);
    // Adyen's script would send the payment step's frame to the issuer, which the widget's policy refuses: a window.
    expect(reservation.payment).toMatchObject({ challenge_url: `/adyen-gateway/challenge/${transaction.id}`, challenge_display: 'window' });
    const shown = async () =>
      (await t.app.inject({ url: `/api/v1/reservations/${number}?bypass_token=${bypass}` })).json().data.reservation.payment;
    expect((await shown()).challenge_display).toBe('window');

    // Every answer of ours the window loads or is redirected through lets it keep its opener (ADR 0071).
    const page = await t.app.inject({ url: reservation.payment.challenge_url });
    expect(page.body).toContain('"type":"redirect"');
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self' https:/);
    const back = await t.app.inject({
      url: `/adyen-gateway/return/${transaction.id}?redirectResult=${encodeURIComponent(adyen.fake().threeDSResult(transaction.id, 'N'))}`,
    });
    // The issuer's redirect comes back through Adyen's details to the payment step's return address.
    expect([back.statusCode, back.headers.location]).toEqual([303, `/api/v1/payments/return/${transaction.id}`]);
    const returned = await t.app.inject({ url: back.headers.location as string });
    expect([page, back, returned].map((answer) => [answer.statusCode, answer.headers['cross-origin-opener-policy']])).toEqual([
      [200, 'unsafe-none'],
      [303, 'unsafe-none'],
      [200, 'unsafe-none'],
    ]);
    expect(await transactionOf(number)).toMatchObject({ status: 'failed', error_code: '3006' });

    // The card went to Adyen only: not in what our API was sent, its tables or its logs.
    const card = '4000000000003220';
    expect(sent.mock.calls.length).toBeGreaterThan(5);
    expect(sent.mock.calls.filter((call) => JSON.stringify(call).includes(card))).toEqual([]);
    sent.mockRestore();
    expect(await tablesHolding(card)).toEqual([]);
    // The same search finds what we do keep: the last four digits.
    expect(await tablesHolding(card.slice(-4))).toContain('payment_transactions');
    expect(logLines.some((line) => line.includes(transaction.id))).toBe(true);
    expect(logLines.filter((line) => line.includes(card))).toEqual([]);
  });

  it("decides nothing from another payment's challenge result sent to this one's page", async () => {
    const dearNumber = (await book('4000000000003220', 72)).json().data.reservation_number as string;
    const dear = await transactionOf(dearNumber);
    const cheap = await transactionOf((await book('4000000000003220', 74)).json().data.reservation_number);
    const crossed = await t.app.inject({
      method: 'POST',
      url: `/adyen-gateway/details/${dear.id}`,
      payload: { threeDSResult: adyen.fake().threeDSResult(cheap.id, 'Y') },
    });
    expect(crossed.statusCode).toBe(204);
    // Details Adyen refuses (the page's own error posts none; a forged redirect result) decide nothing either.
    const empty = await t.app.inject({ method: 'POST', url: `/adyen-gateway/details/${dear.id}`, payload: {} });
    expect(empty.statusCode).toBe(204);
    const forged = await t.app.inject({ url: `/adyen-gateway/return/${dear.id}?redirectResult=x` });
    expect([forged.statusCode, forged.headers.location]).toEqual([303, `/api/v1/payments/return/${dear.id}`]);
    await t.app.inject({ url: `/api/v1/payments/return/${dear.id}` });
    expect((await transactionOf(dearNumber)).status).toBe(dear.status);
  });

  it("treats Adyen's outage like a timeout: 3001, and the payment cancelled by our reference", async () => {
    const token = await adyen.tokenize(t.app, '4242424242424242');
    adyen.fake().failNext('POST', /\/v71\/payments$/, {
      status: 500,
      body: { status: 500, errorCode: '000', message: 'Internal error', errorType: 'internal' },
    });
    const before = adyen.fake().callsTo('POST', /\/v71\/cancels$/).length;
    const response = await book('4242424242424242', 72, { tokenize: async () => token });
    expect([response.statusCode, response.json().errors?.[0]?.code]).toEqual([504, 3001]);
    const cancels = adyen.fake().callsTo('POST', /\/v71\/cancels$/);
    expect(cancels.length).toBe(before + 1);
    expect(cancels.at(-1)?.body).toMatchObject({ paymentReference: (await latestTransaction()).id });
  });
});

describe('Adyen notifications', () => {
  it('accept a signed one once: the booking is paid, a redelivery changes nothing', async () => {
    const { reservation, reservation_number: number } = (await book('4000000000003220', 74)).json().data;
    const transaction = await transactionOf(number);
    const body = notification({
      merchantReference: transaction.id,
      eventCode: 'AUTHORISATION',
      success: 'true',
      value: reservation.total_price,
    });
    for (let i = 0; i < 2; i++) {
      const answered = await deliver(body);
      expect([answered.statusCode, answered.body]).toEqual([200, '[accepted]']);
    }
    expect((await transactionOf(number)).status).toBe('captured');
    const events = await t.db.selectFrom('payment_events').select('event_id').where('transaction_id', '=', transaction.id).execute();
    expect(events).toHaveLength(1);
  });

  it('refuse one signed with another key (401) and change nothing', async () => {
    const { reservation, reservation_number: number } = (await book('4000000000003220', 76)).json().data;
    const transaction = await transactionOf(number);
    const forged = notification(
      { merchantReference: transaction.id, eventCode: 'AUTHORISATION', success: 'true', value: reservation.total_price },
      'AA'.repeat(32),
    );
    const answered = await deliver(forged);
    expect([answered.statusCode, answered.json().errors[0].code]).toEqual([401, 'WEBHOOK_SIGNATURE_INVALID']);
    expect((await transactionOf(number)).status).toBe('pre_3d_secure');
  });
});
