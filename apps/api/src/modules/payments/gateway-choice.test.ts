import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { adyenCase } from './gateway-cases';
import { bookWithCard, sandboxToken } from './testing';

// Adyen is configured on this server, PayPal is not; each brand's payment hub setting chooses.
const adyen = adyenCase();
let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp({ config: await adyen.start() });
  session = await t.session();
});
afterAll(async () => {
  await t.close();
  await adyen.stop();
});

async function choose(brand: string, gateway: string) {
  const hub = { payment_hub: { config: 'custom', integration_type: 'hosted', gateway } };
  await sql`UPDATE hotel_brands SET settings = settings || ${JSON.stringify(hub)}::jsonb WHERE code = ${brand}`.execute(t.db);
  t.app.hotels.clearCache();
}
const settingsOf = async (hotel: string) => (await t.app.inject({ url: `/api/v1/hotels/${hotel}/settings/booking_widget` })).json().data;

describe("a brand's payment hub chooses its card gateway", () => {
  it("shows the chosen gateway's card fields; other brands keep the sandbox", async () => {
    await choose('sakura', 'adyen');
    expect((await settingsOf('sakura-ginza')).payment_gateway_setting).toMatchObject({
      gateway: 'adyen',
      card_fields_url: '/adyen-gateway/card-fields',
    });
    expect((await settingsOf('formosa-daan')).payment_gateway_setting).toMatchObject({ gateway: 'sandbox' });
    const fields = await t.app.inject({ url: '/adyen-gateway/card-fields' });
    expect(fields.statusCode).toBe(200);
    expect(fields.body).toContain('checkoutshopper-test.cdn.adyen.com');
    expect(fields.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/checkoutshopper-test/);
  });

  it("takes only the chosen gateway's tokens: a sandbox card does not pay at an Adyen brand", async () => {
    await choose('sakura', 'adyen');
    const token = await sandboxToken(t.app, '4242424242424242');
    const response = await bookWithCard(t.app, session, {
      number: '4242424242424242',
      checkin: tokyoDate(35),
      checkout: tokyoDate(36),
      tokenize: async () => token,
    });
    expect(firstError(response.json()).code).toBe('CARD_TOKEN_INVALID');
  });

  it('offers no card payment for a brand whose provider this server has no credentials for', async () => {
    await choose('sakura', 'paypal');
    const settings = await settingsOf('sakura-ginza');
    expect(settings.payment_gateway_setting).toEqual({ gateway: 'paypal', card_fields_url: '', accepted_card_brands: [] });
    expect(settings.payment_options).toContain('on_site');
    expect(settings.payment_options.filter((type: string) => type.includes('card') || type === 'pre_paid')).toEqual([]);
    const response = await bookWithCard(t.app, session, { number: '4242424242424242', checkin: tokyoDate(37), checkout: tokyoDate(38) });
    expect(firstError(response.json()).code).toBe('PAYMENT_METHOD_NOT_ACCEPTED');
    await choose('sakura', 'sandbox');
  });
});
