import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { adyenCase, TEST_BROWSER_INFO } from '../gateway-cases';
import { SHOPPER_BROWSERS_PURGE_JOB } from '../shopper-browsers-purge';
import { shopperFields } from './codes';
import { adyenGateway, type AdyenOptions } from './gateway';

// What our adapter tells Adyen of the payer and their browser, for 3-D Secure 2 (ADR 0071).
const adyen = adyenCase();
let t: TestApp;
let options: AdyenOptions;
beforeAll(async () => {
  const config = await adyen.start();
  t = await startTestApp({ config: { ...config, PAYMENT_GATEWAY_TIMEOUT_MS: 2_000 } });
  await adyen.use(t);
  options = { ...(config.ADYEN as NonNullable<typeof config.ADYEN>), publicBaseUrl: 'http://127.0.0.1', timeoutMs: 2_000 };
});
afterAll(async () => {
  await t.close();
  await adyen.stop();
});

const latestPayment = () =>
  adyen
    .fake()
    .callsTo('POST', /\/v71\/payments$/)
    .at(-1);

/** A payment taken by an adapter of its own, as another API process than the one the card was entered through would. */
async function payElsewhere(token: string) {
  const merchantReference = randomUUID();
  const elsewhere = adyenGateway(t.db, options);
  const outcome = await elsewhere.authorize({
    token,
    amount: 9_000,
    currency: 'JPY',
    capture: true,
    merchantReference,
    returnUrl: 'http://127.0.0.1/return',
    shopper: { ip: '198.51.100.4' },
  });
  expect(latestPayment()?.body).toMatchObject({ reference: merchantReference, shopperIP: '198.51.100.4' });
  return outcome;
}

describe("the payer's browser", () => {
  it('is found by another process than the one the card was entered through, for the 3-D Secure window', async () => {
    const token = await adyen.tokenize(t.app, '4242424242424242');
    await payElsewhere(token);
    expect(latestPayment()?.body).toMatchObject({ browserInfo: { ...TEST_BROWSER_INFO, acceptHeader: '*/*' } });
  });

  it('is forgotten once the window has closed, and the payment goes on without it', async () => {
    const token = await adyen.tokenize(t.app, '4242424242424242');
    const shopperReference = token.split('.')[1]!;
    await t.db
      .updateTable('shopper_browsers')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('shopper_reference', '=', shopperReference)
      .execute();
    expect((await payElsewhere(token)).status).toBe('captured');
    expect(latestPayment()?.body).not.toHaveProperty('browserInfo');
    // The next card entered clears the rows whose window has closed.
    await adyen.tokenize(t.app, '4242424242424242');
    expect(
      await t.db.selectFrom('shopper_browsers').select('shopper_reference').where('shopper_reference', '=', shopperReference).execute(),
    ).toEqual([]);
  });

  it('is forgotten by a recurring job once the window has closed, with no other card entered', async () => {
    const token = await adyen.tokenize(t.app, '4242424242424242');
    const shopperReference = token.split('.')[1]!;
    const kept = () => t.db.selectFrom('shopper_browsers').select('expires_at').where('shopper_reference', '=', shopperReference).execute();
    const [row] = await kept();
    const closed = new Date(row!.expires_at.getTime() + 1_000);
    await t.app.jobs.enqueue(t.db, { kind: SHOPPER_BROWSERS_PURGE_JOB, payload: {}, runAt: closed });
    expect(await t.app.jobs.runDue(closed)).toBeGreaterThanOrEqual(1);
    expect(await kept()).toEqual([]);
    // The next run is waiting, one window later.
    const next = await t.db
      .selectFrom('jobs')
      .select('run_at')
      .where('kind', '=', SHOPPER_BROWSERS_PURGE_JOB)
      .where('run_at', '>', closed)
      .execute();
    expect(next.map((job) => job.run_at.getTime() - closed.getTime())).toEqual([15 * 60_000]);
  });
});

describe('the payer', () => {
  it("is cut to Adyen's lengths and forms, never failing the payment for a long name or a national phone number", () => {
    const long = 'あ'.repeat(120);
    const fields = shopperFields({
      ip: '203.0.113.9',
      name: { first: long, last: 'Tanaka' },
      phone: '09012345678',
      email: 'a@example.com',
    });
    expect(fields).toEqual({
      shopperIP: '203.0.113.9',
      shopperEmail: 'a@example.com',
      shopperName: { firstName: 'あ'.repeat(80), lastName: 'Tanaka' },
    });
    expect(shopperFields({ ip: '::1', phone: '+819012345678' })).toEqual({ shopperIP: '::1', telephoneNumber: '+819012345678' });
  });

  it("tells Adyen only the payer's address for a payment link, whose payer need not be the stay's guest", async () => {
    const hotel = await t.db.selectFrom('hotels').select('id').where('code', '=', 'sakura-ginza').executeTakeFirstOrThrow();
    await t.db
      .insertInto('payment_links')
      .values({ number: 'PAYADYEN0001', hotel_id: hotel.id, amount: 12_000, currency: 'JPY', description: 'Spa treatment' })
      .execute();
    const device = 'device-adyen-0001';
    await t.app.inject({ method: 'POST', url: '/api/v1/payments/PAYADYEN0001/hold', payload: { device } });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/PAYADYEN0001/pay',
      remoteAddress: '203.0.113.7',
      payload: { device, card_token: await adyen.tokenize(t.app, '4242424242424242') },
    });
    expect([paid.statusCode, paid.json().data.payment.state]).toEqual([200, 'paid']);
    const payment = adyen
      .fake()
      .callsTo('POST', /\/v71\/payments$/)
      .at(-1);
    expect(payment?.body).toMatchObject({ amount: { currency: 'JPY', value: 12_000 }, shopperIP: '203.0.113.7' });
    for (const field of ['shopperEmail', 'shopperName', 'telephoneNumber']) expect(payment?.body).not.toHaveProperty(field);
  });
});
