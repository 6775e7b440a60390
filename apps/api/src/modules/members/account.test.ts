import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, allowBrandOrigins, confirmedMember, firstError, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // The brand's own booking site, where its mails' links may lead.
  await allowBrandOrigins(t.app, t.db, 'sakura', ['https://book.example']);
});
afterAll(async () => t.close());

const put = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: { ...bearer(token), origin: 'https://book.example' }, payload });
const me = async (token: string) => (await t.app.inject({ url: '/api/v1/user/me', headers: bearer(token) })).json().data.user;
const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/hotels/sakura-ginza/membership/sign_in', payload: { email, password: 'Sakura2026' } });
const fieldsOf = (body: unknown) =>
  firstError(body).details.base.map((b: { field?: string; message?: string }) => `${b.field}: ${b.message}`);
const names = { first_name: 'Aiko', last_name: 'Tanaka', promotion_email: false };

async function lastMail(to: string) {
  const response = await t.app.inject({ url: `/api/v1/demo/mailbox?to=${encodeURIComponent(to)}` });
  return response.json().data[0] as { subject: string; body: string; link: string } | undefined;
}

describe('the member profile (§3)', () => {
  it('keeps every part given, leaves the parts not given as they were, and names the field of each problem', async () => {
    const token = await confirmedMember(t.app, 'profile.details@example.com');
    expect(await me(token)).toMatchObject({ gender: 'unanswered', birth_date: '', receipt_unicode: '', pending_email: null });

    const details = {
      last_name_kanji: '田中',
      first_name_kanji: '愛子',
      last_name_kana: 'たなか',
      first_name_kana: 'あいこ',
      birth_date: '1990-04-01',
      gender: 'female',
      nationality: 'JP',
      occupation: 'Architect',
      postal_code: '1040061',
      prefecture_or_state: 'Tokyo',
      street_address: '4-1 Ginza, Chuo-ku',
      building_name_and_number: 'Sakura Tower 1203',
      receipt_name: 'Tanaka Design Office',
      receipt_unicode: '12345678',
    };
    const saved = await put('/user/me', token, { ...names, ...details });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.user).toMatchObject(details);
    // A client that sends only the names changes only the names.
    await put('/user/me', token, { ...names, first_name: 'Hana' });
    expect(await me(token)).toMatchObject({ ...details, first_name: 'Hana' });

    const bad = await put('/user/me', token, { ...names, birth_date: '2990-01-01', receipt_unicode: '1234', last_name_kana: '田中' });
    expect(bad.statusCode).toBe(422);
    expect(firstError(bad.json()).code).toBe(1000);
    expect(fieldsOf(bad.json()).sort()).toEqual([
      'birth_date: validation.birth_date',
      'last_name_kana: validation.name_ja',
      'receipt_unicode: validation.receipt_unicode',
    ]);
    expect(await me(token)).toMatchObject({ birth_date: '1990-04-01', receipt_unicode: '12345678' });
  });

  it('is emptied with the account', async () => {
    const token = await confirmedMember(t.app, 'profile.leaving@example.com');
    await put('/user/me', token, { ...names, receipt_name: 'Leaving Ltd', birth_date: '1980-01-01' });
    await t.app.inject({ method: 'POST', url: '/api/v1/membership/cancel', headers: bearer(token), payload: { password: 'Sakura2026' } });
    const row = await sql<{ profile: object }>`SELECT profile FROM users WHERE email LIKE 'removed-%' ORDER BY id DESC LIMIT 1`.execute(
      t.db,
    );
    expect(row.rows[0]?.profile).toEqual({});
  });
});

describe('changing the email address (§4: pending until the mailed link is used)', () => {
  const change = (token: string, email: string, current_password = 'Sakura2026') =>
    put('/hotels/sakura-ginza/membership/update_email', token, { email, email_confirmation: email, current_password });
  const confirm = (confirmation_token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/membership/confirm', payload: { confirmation_token, email_update: true } });
  const tokenIn = (link: string) => new URL(link).searchParams.get('confirmation_token') as string;

  it('mails the new address, keeps the old one until the link is opened, then signs in with the new one only', async () => {
    const token = await confirmedMember(t.app, 'old.address@example.com');
    const asked = await change(token, 'New.Address@Example.com');
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.user).toMatchObject({ email: 'old.address@example.com', pending_email: 'new.address@example.com' });
    expect((await signIn('old.address@example.com')).statusCode).toBe(200);
    expect((await signIn('new.address@example.com')).statusCode).toBe(422);

    const mail = await lastMail('new.address@example.com');
    expect(mail?.subject).toBe('Confirm your new email address for Sakura Hotels');
    expect(mail?.link).toMatch(/^https:\/\/book\.example\/member-confirmation\?code=sakura-ginza&confirmation_token=.+&email_update=true/);
    const confirmed = await confirm(tokenIn(mail!.link));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.user).toMatchObject({ email: 'new.address@example.com', pending_email: null });
    expect(await me(confirmed.json().data.access_token)).toMatchObject({ email: 'new.address@example.com' });
    expect((await signIn('new.address@example.com')).statusCode).toBe(200);
    expect(firstError((await signIn('old.address@example.com')).json()).code).toBe('SIGN_IN_FAILED');
    // The link works once.
    expect(firstError((await confirm(tokenIn(mail!.link))).json()).code).toBe(1401);
  });

  it('refuses a wrong password, the same address, or one another member uses, on its field', async () => {
    const token = await confirmedMember(t.app, 'careful@example.com');
    await confirmedMember(t.app, 'taken@example.com');
    const wrong = await change(token, 'elsewhere@example.com', 'Wrong2026');
    expect(fieldsOf(wrong.json())).toEqual(['current_password: validation.current_password']);
    const same = await change(token, 'Careful@example.com');
    expect(fieldsOf(same.json())).toEqual(['email: validation.email_unchanged']);
    const taken = await change(token, 'taken@example.com');
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken.json())).toEqual(['email: validation.email_taken']);
    const mismatch = await put('/hotels/sakura-ginza/membership/update_email', token, {
      email: 'a@example.com',
      email_confirmation: 'b@example.com',
      current_password: 'Sakura2026',
    });
    expect(fieldsOf(mismatch.json())).toEqual(['email_confirmation: validation.email_mismatch']);
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/hotels/sakura-ginza/membership/update_email',
      payload: { email: 'x@example.com', email_confirmation: 'x@example.com', current_password: 'Sakura2026' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await lastMail('elsewhere@example.com')).toBeUndefined();
  });

  it('gives up a link older than a day, or one whose address another member took meanwhile', async () => {
    const token = await confirmedMember(t.app, 'slow.reader@example.com');
    await change(token, 'slow.new@example.com');
    const late = tokenIn((await lastMail('slow.new@example.com'))!.link);
    await sql`UPDATE users SET email_change_sent_at = now() - interval '25 hours' WHERE email = 'slow.reader@example.com'`.execute(t.db);
    expect(firstError((await confirm(late)).json()).code).toBe(1401);

    await change(token, 'contested@example.com');
    const contested = tokenIn((await lastMail('contested@example.com'))!.link);
    await confirmedMember(t.app, 'contested@example.com');
    const refused = await confirm(contested);
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused.json()).code).toBe('EMAIL_TAKEN');
    expect(await me(token)).toMatchObject({ email: 'slow.reader@example.com' });
  });
});

describe('a brand that removes accounts on request (custom_account_removal)', () => {
  it('says how in its settings, and refuses the online removal', async () => {
    const settings = await t.app.inject({ url: '/api/v1/hotels/formosa-daan/settings/booking_widget', headers: { 'tripla-locale': 'ja' } });
    expect(settings.json().data.hotel_brand_setting.membership_setting).toMatchObject({
      custom_account_removal: true,
      custom_account_removal_description: expect.stringContaining('members@formosa-stays.example'),
    });
    const sakura = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/settings/booking_widget' });
    expect(sakura.json().data.hotel_brand_setting.membership_setting).toEqual({
      custom_account_removal: false,
      custom_account_removal_description: '',
      encrypted_qr_code_enabled: true,
      login_enabled: true,
      sign_up_enabled: true,
      custom_auth: false,
      corporate_login_enabled: true,
    });

    const email = 'formosa.member@example.com';
    const password = 'Sakura2026';
    const token = await confirmedMember(t.app, email, { first_name: 'Mei', last_name: 'Lin' }, 'formosa-daan');
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/membership/cancel', headers: bearer(token), payload: { password } });
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([403, 'ACCOUNT_REMOVAL_BY_BRAND']);
    expect(await me(token)).toMatchObject({ email });
  });
});
