import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { brandFormCall, brandFormUsers, expectBrandOwnersOnly, type BrandFormUsers } from './brand-testing';
import { expectRefusedByField, fieldsOf, type ConsoleHeaders } from './catalogue-testing';

let t: TestApp;
let users: BrandFormUsers;
let owner: ConsoleHeaders;
beforeAll(async () => {
  t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000 } });
  users = await brandFormUsers(t);
  owner = users.owner;
});
afterAll(async () => t.close());

const brandFeatures = brandFormCall(() => t, 'brand_features');
const brandShown = async (hotel: string, locale = 'en') =>
  (await t.app.inject({ url: `/api/v1/hotels/${hotel}/settings/booking_widget?locale=${locale}` })).json().data.hotel_brand_setting;
const storedSettings = async () =>
  (await t.db.selectFrom('hotel_brands').select('settings').where('code', '=', 'sakura').executeTakeFirstOrThrow()).settings as Record<
    string,
    unknown
  > & { membership_setting: Record<string, unknown> };
const auditEntries = async () =>
  (await t.app.inject({ url: '/api/v1/console/hotels/sakura-ginza/audit', headers: owner })).json().data.entries;

const CHANGE = {
  nearby_hotels_suggestion: true,
  room_recommender: false,
  encrypted_qr_code_enabled: false,
  custom_account_removal: true,
  custom_account_removal_description: { ja: '  会員デスクまでご連絡ください。  ', en: 'Write to members@sakura-hotels.example.', ko: '' },
};

describe("the brand's guest features in the console", () => {
  it("are for the brand's owners only, and show what the brand has now", async () => {
    await expectBrandOwnersOnly(brandFeatures, users, CHANGE);

    // The demo's Sakura offers the recommender and nothing else set otherwise.
    expect((await brandFeatures(owner, 'sakura-ginza')).json().data.settings).toEqual({
      nearby_hotels_suggestion: false,
      room_recommender: true,
      encrypted_qr_code_enabled: true,
      custom_account_removal: false,
      custom_account_removal_description: {},
    });
  });

  it('refuses a removal text too long, or in a language the widget has not, by field, and changes nothing', async () => {
    const before = await storedSettings();
    const long = await brandFeatures(owner, 'sakura-ginza', 'PUT', {
      ...CHANGE,
      custom_account_removal_description: { en: 'x'.repeat(2001) },
    });
    expectRefusedByField(long, [['custom_account_removal_description.en', 'validation.too_long']]);
    const unknownLanguage = await brandFeatures(owner, 'sakura-ginza', 'PUT', {
      ...CHANGE,
      custom_account_removal_description: { fr: 'Écrivez-nous' },
    });
    expect(unknownLanguage.statusCode).toBe(422);
    expect(fieldsOf(unknownLanguage.json()).map(([field]) => field)).toEqual(['custom_account_removal_description']);
    expect((await brandFeatures(owner, 'sakura-ginza', 'PUT', { ...CHANGE, room_recommender: 'no' })).statusCode).toBe(422);
    expect(await storedSettings()).toEqual(before);
  });

  it('reach every hotel of the brand at once, keep the settings the form does not show, and are audited', async () => {
    // Settings the form does not show, set otherwise than their defaults, stay as they are.
    await sql`UPDATE hotel_brands SET settings = settings || ${JSON.stringify({
      allowed_origins: ['https://www.sakura-hotels.example'],
      email_consent: true,
      membership_setting: { corporate_login_enabled: true, sign_up_enabled: false, custom_auth: true, own_key: 'kept' },
      payment_hub: { config: 'default', gateway: 'sandbox' },
    })}::jsonb WHERE code = 'sakura'`.execute(t.db);
    const before = await storedSettings();
    // Read (and kept) first, as a running widget would have them.
    expect(await brandShown('sakura-myeongdong')).toMatchObject({ room_recommender: true, nearby_hotels_suggestion: false });
    const recommendation = `/api/v1/hotels/sakura-myeongdong/rooms/recommendation?checkin=${tokyoDate(30)}&checkout=${tokyoDate(31)}&adults=2`;
    expect((await t.app.inject({ url: recommendation })).statusCode).toBe(200);

    const changed = await brandFeatures(owner, 'sakura-ginza', 'PUT', CHANGE);
    expect(changed.statusCode, changed.body).toBe(200);
    // Texts trimmed, blank ones dropped, in the widget's order of languages.
    const saved = {
      ...CHANGE,
      custom_account_removal_description: { en: 'Write to members@sakura-hotels.example.', ja: '会員デスクまでご連絡ください。' },
    };
    expect(changed.json().data.settings).toEqual(saved);

    // The brand's other hotel follows at once: its widget, and the recommender it no longer offers.
    expect(await brandShown('sakura-myeongdong', 'ja')).toMatchObject({
      nearby_hotels_suggestion: true,
      room_recommender: false,
      membership_setting: {
        encrypted_qr_code_enabled: false,
        custom_account_removal: true,
        custom_account_removal_description: '会員デスクまでご連絡ください。',
      },
    });
    const off = await t.app.inject({ url: recommendation });
    expect(off.statusCode).toBe(404);
    expect(firstError(off.json()).code).toBe('RECOMMENDER_OFF');
    // Only the features changed: the sign-in switches kept in the same membership settings, and everything else, stay as they were.
    expect(await storedSettings()).toEqual({
      ...before,
      nearby_hotels_suggestion: true,
      room_recommender: false,
      membership_setting: {
        ...before.membership_setting,
        encrypted_qr_code_enabled: false,
        custom_account_removal: true,
        custom_account_removal_description: saved.custom_account_removal_description,
      },
    });

    const audit = await auditEntries();
    expect(audit[0]).toMatchObject({
      action: 'brand_features.changed',
      before: { room_recommender: true, custom_account_removal: false },
      after: saved,
    });
    // The same features again, the texts sent in another order, change and audit nothing.
    const again = await brandFeatures(owner, 'sakura-ginza', 'PUT', {
      ...saved,
      custom_account_removal_description: { ja: '会員デスクまでご連絡ください。', en: 'Write to members@sakura-hotels.example.' },
    });
    expect(again.statusCode).toBe(200);
    expect((await auditEntries())[0].id).toBe(audit[0].id);
  });
});
