import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { brandFormCall, brandFormUsers, expectBrandOwnersOnly, type BrandFormUsers } from './brand-testing';
import { expectRefusedByField, type ConsoleHeaders } from './catalogue-testing';
import { consoleSession } from './reservations-testing';

let t: TestApp;
let users: BrandFormUsers;
let owner: ConsoleHeaders;
beforeAll(async () => {
  // Sakura's own site can sign its members in here: this server has its secret.
  t = await startTestApp({
    config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000, BRAND_AUTH_SECRETS: { sakura: 's'.repeat(32) } },
  });
  users = await brandFormUsers(t);
  owner = users.owner;
});
afterAll(async () => t.close());

const brandAccess = brandFormCall(() => t, 'brand_access');
const membershipShown = async (hotel: string) =>
  (await t.app.inject({ url: `/api/v1/hotels/${hotel}/settings/booking_widget?locale=en` })).json().data.hotel_brand_setting
    .membership_setting;
const storedSettings = async () =>
  (await t.db.selectFrom('hotel_brands').select('settings').where('code', '=', 'sakura').executeTakeFirstOrThrow()).settings;

const CHANGE = {
  allowed_origins: ['https://www.sakura-hotels.example', 'https://Book.Sakura-Hotels.example/'],
  login_enabled: true,
  sign_up_enabled: false,
  corporate_login_enabled: true,
  // Members sign in on the brand's own site, which hands the widget their session.
  custom_auth: true,
  payment_gateway: 'sandbox',
};

describe("the brand's sites and sign-in in the console", () => {
  it("are for the brand's owners only, and show what the brand has now", async () => {
    await expectBrandOwnersOnly(brandAccess, users, CHANGE);

    const read = await brandAccess(owner, 'sakura-ginza');
    expect(read.json().data.settings).toEqual({
      allowed_origins: [],
      login_enabled: true,
      sign_up_enabled: true,
      corporate_login_enabled: true,
      custom_auth: false,
      payment_gateway: 'sandbox',
    });
    // This server has the sandbox only: the one gateway a brand may choose here.
    expect(read.json().data.gateways).toEqual(['sandbox']);
    expect(read.json().data.custom_auth_available).toBe(true);
  });

  it('refuses a page for a site, or a site twice, by field, and changes nothing', async () => {
    const before = await storedSettings();
    const page = await brandAccess(owner, 'sakura-ginza', 'PUT', {
      ...CHANGE,
      allowed_origins: ['https://www.sakura-hotels.example/rooms'],
    });
    expectRefusedByField(page, [['allowed_origins.0', 'validation.site_origin']]);
    const twice = await brandAccess(owner, 'sakura-ginza', 'PUT', {
      ...CHANGE,
      allowed_origins: ['https://www.sakura-hotels.example', 'https://www.sakura-hotels.example/'],
    });
    expectRefusedByField(twice, [['allowed_origins', 'validation.duplicate']]);
    // A gateway this server has no credentials for would leave the brand taking no cards.
    const unconfigured = await brandAccess(owner, 'sakura-ginza', 'PUT', { ...CHANGE, payment_gateway: 'adyen' });
    expectRefusedByField(unconfigured, [['payment_gateway', 'validation.gateway_not_configured']]);
    expect((await brandAccess(owner, 'sakura-ginza', 'PUT', { ...CHANGE, payment_gateway: 'stripe' })).statusCode).toBe(422);
    expect(await storedSettings()).toEqual(before);
  });

  it('reach every hotel of the brand at once: the sites that may frame the widget and the ways to sign in; audited', async () => {
    // Membership and hub settings the form does not show, set otherwise than their defaults, stay as they are.
    await sql`UPDATE hotel_brands SET settings = settings || ${JSON.stringify({
      membership_setting: {
        corporate_login_enabled: true,
        encrypted_qr_code_enabled: false,
        custom_account_removal_description: { en: 'Call us' },
      },
      payment_hub: { config: 'default' },
    })}::jsonb WHERE code = 'sakura'`.execute(t.db);
    // Read (and kept) first, as a running widget would have them.
    expect(await t.app.hotels.allowedOrigins('sakura-myeongdong')).not.toContain('https://book.sakura-hotels.example');
    expect(await t.app.hotels.allBrandsOrigins()).not.toContain('https://book.sakura-hotels.example');
    expect(await membershipShown('sakura-myeongdong')).toMatchObject({ sign_up_enabled: true, custom_auth: false });

    const changed = await brandAccess(owner, 'sakura-ginza', 'PUT', CHANGE);
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = { ...CHANGE, allowed_origins: ['https://www.sakura-hotels.example', 'https://book.sakura-hotels.example'] };
    expect(changed.json().data.settings).toEqual(saved);

    expect(await t.app.hotels.allowedOrigins('sakura-myeongdong')).toContain('https://book.sakura-hotels.example');
    expect(await t.app.hotels.allBrandsOrigins()).toContain('https://book.sakura-hotels.example');
    // The widget's sign-in menu follows; the brand's other membership settings stay as they were.
    expect(await membershipShown('sakura-myeongdong')).toMatchObject({
      login_enabled: true,
      sign_up_enabled: false,
      corporate_login_enabled: true,
      custom_auth: true,
      encrypted_qr_code_enabled: false,
    });
    expect(await storedSettings()).toEqual(
      expect.objectContaining({
        room_recommender: true,
        allowed_origins: saved.allowed_origins,
        membership_setting: {
          corporate_login_enabled: true,
          encrypted_qr_code_enabled: false,
          custom_account_removal_description: { en: 'Call us' },
          login_enabled: true,
          sign_up_enabled: false,
          custom_auth: true,
        },
        payment_hub: { config: 'default', gateway: 'sandbox' },
      }),
    );

    const audit = (await t.app.inject({ url: '/api/v1/console/hotels/sakura-ginza/audit', headers: owner })).json().data.entries;
    expect(audit[0]).toMatchObject({
      action: 'brand_access.changed',
      before: { allowed_origins: [], sign_up_enabled: true },
      after: saved,
    });

    // The same sites and switches again change and audit nothing.
    expect((await brandAccess(owner, 'sakura-ginza', 'PUT', saved)).statusCode).toBe(200);
    const again = (await t.app.inject({ url: '/api/v1/console/hotels/sakura-ginza/audit', headers: owner })).json().data.entries;
    expect(again).toHaveLength(audit.length);
  });
});

describe("a brand's card gateway in the console", () => {
  it('is chosen among the gateways this server has credentials for, and the widget takes cards through it at once', async () => {
    // PayPal configured (nothing is asked of it until a card is taken).
    const withPayPal = await startTestApp({
      config: {
        DEMO_MODE: false,
        PAYPAL: { clientId: 'client', clientSecret: 'secret', webhookId: 'hook', environment: 'sandbox', apiUrl: 'http://127.0.0.1:9' },
      },
    });
    try {
      const brandOwner = await consoleSession(withPayPal, 'owner', null);
      const url = '/api/v1/console/hotels/sakura-ginza/brand_access';
      const read = (await withPayPal.app.inject({ url, headers: brandOwner })).json().data;
      expect(read.gateways).toEqual(['sandbox', 'paypal']);
      // No secret for Sakura's own sign-in here: turning it on would leave its members none.
      expect(read.custom_auth_available).toBe(false);
      const ownSignIn = await withPayPal.app.inject({
        method: 'PUT',
        url,
        headers: brandOwner,
        payload: { ...read.settings, custom_auth: true },
      });
      expectRefusedByField(ownSignIn, [['custom_auth', 'validation.brand_sign_in_not_configured']]);
      const gatewayShown = async () =>
        (await withPayPal.app.inject({ url: '/api/v1/hotels/sakura-myeongdong/settings/booking_widget?locale=en' })).json().data
          .payment_gateway_setting.gateway;
      expect(await gatewayShown()).toBe('sandbox');

      const changed = await withPayPal.app.inject({
        method: 'PUT',
        url,
        headers: brandOwner,
        payload: { ...read.settings, payment_gateway: 'paypal' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await gatewayShown()).toBe('paypal');
      // Outside the demo a brand taking real cards does not turn to the sandbox's pretend payments.
      expect(changed.json().data.gateways).toEqual(['paypal']);
      const back = await withPayPal.app.inject({ method: 'PUT', url, headers: brandOwner, payload: read.settings });
      expectRefusedByField(back, [['payment_gateway', 'validation.gateway_not_configured']]);
      const stored = await withPayPal.db
        .selectFrom('hotel_brands')
        .select('settings')
        .where('code', '=', 'sakura')
        .executeTakeFirstOrThrow();
      // The hub's other settings stay as they were.
      expect(stored.settings).toMatchObject({ payment_hub: { gateway: 'paypal' } });
    } finally {
      await withPayPal.close();
    }
  });
});
