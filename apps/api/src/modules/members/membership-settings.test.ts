import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember, firstError, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

/** Sets Formosa's membership settings as its brand admin would, and lets the catalogue see them. */
async function formosaMembership(setting: Record<string, boolean>) {
  await t.db
    .updateTable('hotel_brands')
    .set({
      settings: sql`jsonb_set(settings, '{membership_setting}', settings->'membership_setting' || ${JSON.stringify(setting)}::jsonb)`,
    })
    .where('code', '=', 'formosa')
    .execute();
  t.app.hotels.clearCache();
}

const signUp = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/formosa-daan/membership/sign_up',
    payload: {
      email,
      email_confirmation: email,
      password: 'Sakura2026',
      password_confirmation: 'Sakura2026',
      first_name: 'Mei',
      last_name: 'Lin',
    },
  });
const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/hotels/formosa-daan/membership/sign_in', payload: { email, password: 'Sakura2026' } });
const membershipSetting = async () =>
  (await t.app.inject({ url: '/api/v1/hotels/formosa-daan/settings/booking_widget' })).json().data.hotel_brand_setting.membership_setting;

describe('where a brand lets members sign in and sign up (§2 login menu)', () => {
  it('refuses online sign-up where the brand takes none, and still signs its members in', async () => {
    await confirmedMember(t.app, 'formosa.early@example.com', undefined, 'formosa-daan');
    await formosaMembership({ sign_up_enabled: false });
    expect(await membershipSetting()).toMatchObject({ login_enabled: true, sign_up_enabled: false });
    const refused = await signUp('formosa.late@example.com');
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([403, 'SIGN_UP_DISABLED']);
    expect((await signIn('formosa.early@example.com')).statusCode).toBe(200);
  });

  it('refuses every member sign-in where the brand has none', async () => {
    await formosaMembership({ login_enabled: false });
    expect((await membershipSetting()).login_enabled).toBe(false);
    const refused = await signIn('formosa.early@example.com');
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([403, 'MEMBERSHIP_LOGIN_DISABLED']);
    const external = await t.app.inject({ url: '/api/v1/hotels/formosa-daan/sso/open_id/start' });
    expect(firstError(external.json()).code).toBe('MEMBERSHIP_LOGIN_DISABLED');
    // Sakura's members are not touched.
    expect((await membershipSetting()).login_enabled).toBe(false);
    await confirmedMember(t.app, 'sakura.still@example.com');
  });
});
