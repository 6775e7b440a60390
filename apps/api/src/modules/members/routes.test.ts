import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSignUp } from '../../testing/members';
import { allowBrandOrigins, confirmedMember, firstError, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // The brand's own booking site, where its mails' links may lead.
  await allowBrandOrigins(t.app, t.db, 'sakura', ['https://book.example']);
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
const signUp = (email: string, overrides: Record<string, unknown> = {}) =>
  memberSignUp(t.app, email, overrides, { origin: 'https://book.example' });
const signIn = (email: string, password = 'Sakura2026') => post('/hotels/sakura-ginza/membership/sign_in', { email, password });
const me = (token: string) => t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } });

/** The latest mail to an address, as the demo mailbox shows it, and the token in its link. */
async function lastMail(to: string) {
  const response = await t.app.inject({ url: `/api/v1/demo/mailbox?to=${encodeURIComponent(to)}` });
  const mail = response.json().data[0];
  return { ...mail, token: new URL(mail.link).searchParams.get('confirmation_token') as string };
}

describe('member sign-up and confirmation', () => {
  it('is provisional until the mailed link is used, which signs the member in', async () => {
    const created = await signUp('Aiko.Tanaka@Example.com');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({ email: 'aiko.tanaka@example.com', status: 'provisional' });

    const mail = await lastMail('aiko.tanaka@example.com');
    expect(mail.subject).toBe('Confirm your membership of Sakura Hotels');
    expect(mail.link).toMatch(/^https:\/\/book\.example\/member-confirmation\?code=sakura-ginza&confirmation_token=/);
    expect(mail.body).toContain(mail.link);

    expect(firstError((await signIn('aiko.tanaka@example.com')).json()).code).toBe('NOT_CONFIRMED');

    const confirmed = await post('/membership/confirm', { confirmation_token: mail.token });
    expect(confirmed.statusCode).toBe(200);
    const { access_token, user } = confirmed.json().data;
    expect(user).toMatchObject({ email: 'aiko.tanaka@example.com', first_name: 'Aiko', last_name: 'Tanaka' });
    expect((await me(access_token)).json().data.user.email).toBe('aiko.tanaka@example.com');

    const again = await post('/membership/confirm', { confirmation_token: mail.token });
    expect([again.statusCode, firstError(again.json()).code]).toEqual([409, 1402]);
    const taken = await signUp('aiko.tanaka@example.com');
    expect([taken.statusCode, firstError(taken.json()).code]).toEqual([409, 'EMAIL_TAKEN']);
  });

  it('answers a weak password with 1300 and other problems with 1000, field by field, keeping nothing', async () => {
    const weak = await signUp('weak@example.com', { password: 'sakura', password_confirmation: 'sakura' });
    expect(weak.statusCode).toBe(422);
    expect(firstError(weak.json())).toMatchObject({ code: 1300 });
    expect(firstError(weak.json()).details.base).toEqual([
      expect.objectContaining({ field: 'password', message: 'validation.password_rules' }),
    ]);
    const mismatch = await signUp('mismatch@example.com', { password_confirmation: 'Sakura2027', email_confirmation: 'other@example.com' });
    expect(firstError(mismatch.json()).code).toBe(1000);
    expect(
      firstError(mismatch.json())
        .details.base.map((b: { field?: string }) => b.field)
        .sort(),
    ).toEqual(['email_confirmation', 'password_confirmation']);
    expect((await t.app.inject({ url: '/api/v1/demo/mailbox?to=weak@example.com' })).json().data).toEqual([]);
  });

  it('refuses an expired or unknown link with 1401, and a resend mails a fresh one in the member language', async () => {
    await signUp('late@example.com', { locale: 'ja' });
    const first = await lastMail('late@example.com');
    expect(first.subject).toBe('【さくらホテルズ】会員登録の確認');
    await t.db
      .updateTable('users')
      .set({ confirmation_sent_at: new Date(Date.now() - 25 * 3_600_000) })
      .where('email', '=', 'late@example.com')
      .execute();
    expect(firstError((await post('/membership/confirm', { confirmation_token: first.token })).json()).code).toBe(1401);
    expect(firstError((await post('/membership/confirm', { confirmation_token: 'made-up' })).json()).code).toBe(1401);

    const resent = await post('/hotels/sakura-ginza/membership/resend_confirmation', { email: 'late@example.com' });
    expect(resent.statusCode).toBe(200);
    const second = await lastMail('late@example.com');
    expect(second.token).not.toBe(first.token);
    expect(second.locale).toBe('ja');
    // The page the link opens speaks the mail's language.
    expect(new URL(second.link).searchParams.get('locale')).toBe('ja');
    expect((await post('/membership/confirm', { confirmation_token: second.token })).statusCode).toBe(200);

    const never = await post('/hotels/sakura-ginza/membership/resend_confirmation', { email: 'never@example.com' });
    expect([never.statusCode, firstError(never.json()).code]).toEqual([404, 'EMAIL_NOT_REGISTERED']);
  });
});

describe('member sign-in', () => {
  it('holds an address back after five failures in a row at an account, even with the right password, until the back-off ends', async () => {
    await signUp('locked@example.com');
    await post('/membership/confirm', { confirmation_token: (await lastMail('locked@example.com')).token });

    for (let i = 0; i < 4; i++) expect(firstError((await signIn('locked@example.com', 'Wrong2026')).json()).code).toBe('SIGN_IN_FAILED');
    const fifth = await signIn('locked@example.com', 'Wrong2026');
    expect([fifth.statusCode, firstError(fifth.json()).code]).toEqual([423, 1301]);
    expect(firstError((await signIn('locked@example.com')).json()).code).toBe(1301);

    await t.db
      .updateTable('sign_in_failures')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('account_key', 'like', 'member:%:locked@example.com')
      .execute();
    const signedIn = await signIn('LOCKED@example.com');
    expect(signedIn.statusCode).toBe(200);
    // The count starts again after a success.
    const counted = await t.db.selectFrom('sign_in_failures').selectAll().where('account_key', 'like', '%locked@example.com').execute();
    expect(counted).toEqual([]);
  });

  it('answers an unknown email as a wrong password, and a signed-out token with 401', async () => {
    const unknown = await signIn('nobody@example.com');
    expect([unknown.statusCode, firstError(unknown.json()).code]).toEqual([422, 'SIGN_IN_FAILED']);

    await signUp('leaving@example.com');
    const { access_token } = (
      await post('/membership/confirm', { confirmation_token: (await lastMail('leaving@example.com')).token })
    ).json().data;
    expect((await me(access_token)).statusCode).toBe(200);
    expect((await post('/membership/sign_out', {}, { authorization: `Bearer ${access_token}` })).statusCode).toBe(204);
    const after = await me(access_token);
    expect([after.statusCode, firstError(after.json()).code]).toEqual([401, 'NOT_SIGNED_IN']);
  });
});

describe('my account', () => {
  const confirmed = (email: string) => confirmedMember(t.app, email);
  const put = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

  it('updates names and the promotion-mail choice by the §5 rules', async () => {
    const token = await confirmed('profile@example.com');
    const updated = await put('/user/me', token, { first_name: 'Hana', last_name: 'Mori', promotion_email: true });
    expect(updated.json().data.user).toMatchObject({ first_name: 'Hana', last_name: 'Mori', promotion_email: true });
    expect((await me(token)).json().data.user.first_name).toBe('Hana');
    const bad = await put('/user/me', token, { first_name: '花', last_name: '', promotion_email: false });
    expect(firstError(bad.json()).code).toBe(1000);
    const fields = new Set(firstError(bad.json()).details.base.map((b: { field?: string }) => b.field));
    expect([...fields].sort()).toEqual(['first_name', 'last_name']);
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me',
      payload: { first_name: 'A', last_name: 'B', promotion_email: false },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('removes the account with the password: signed out everywhere, details gone, the email free again', async () => {
    const token = await confirmed('leaving.for.good@example.com');
    const wrong = await post('/membership/cancel', { password: 'Nope2026' }, { authorization: `Bearer ${token}` });
    expect([wrong.statusCode, firstError(wrong.json()).details.base[0]?.field]).toEqual([422, 'password']);
    const removed = await post('/membership/cancel', { password: 'Sakura2026' }, { authorization: `Bearer ${token}` });
    expect(removed.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect(firstError((await signIn('leaving.for.good@example.com')).json()).code).toBe('SIGN_IN_FAILED');
    const row = await t.db
      .selectFrom('users')
      .select(['status', 'first_name'])
      .where('email', 'like', 'removed-%')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'removed', first_name: '' });
    expect((await signUp('leaving.for.good@example.com')).statusCode).toBe(201);
  });

  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const token = await confirmed('rotate@example.com');
    const other = (await signIn('rotate@example.com')).json().data.access_token as string;
    const wrong = await put('/membership/password', token, {
      current_password: 'Nope2026',
      password: 'Momiji2027',
      password_confirmation: 'Momiji2027',
    });
    expect([wrong.statusCode, firstError(wrong.json()).code]).toEqual([422, 'CURRENT_PASSWORD_WRONG']);
    const same = await put('/membership/password', token, {
      current_password: 'Sakura2026',
      password: 'Sakura2026',
      password_confirmation: 'Sakura2026',
    });
    expect(firstError(same.json()).code).toBe(1302);
    const weak = await put('/membership/password', token, {
      current_password: 'Sakura2026',
      password: 'weak',
      password_confirmation: 'weak',
    });
    expect(firstError(weak.json()).code).toBe(1300);

    const changed = await put('/membership/password', token, {
      current_password: 'Sakura2026',
      password: 'Momiji2027',
      password_confirmation: 'Momiji2027',
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn('rotate@example.com', 'Momiji2027')).statusCode).toBe(200);
  });
});
