import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const put = (url: string, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/v1${url}`, payload: payload as object });
const forgot = (email: string) =>
  post('/hotels/sakura-ginza/membership/start_reset_password_process', { email }, { origin: 'https://book.example' });
const signIn = (email: string, password: string) => post('/hotels/sakura-ginza/membership/sign_in', { email, password });

async function lastLink(to: string) {
  const mail = (await t.app.inject({ url: `/api/v1/demo/mailbox?to=${encodeURIComponent(to)}` })).json().data[0];
  return { mail, url: new URL(mail.link) };
}

const member = (email: string) => confirmedMember(t.app, email, { first_name: 'Ken', last_name: 'Sato' });

describe('forgot and change password', () => {
  it('mails a link; the new password works, the old one and every old session end', async () => {
    const oldSession = await member('ken@example.com');
    const asked = await forgot('ken@example.com');
    expect(asked.statusCode).toBe(200);
    const { mail, url } = await lastLink('ken@example.com');
    expect(mail.subject).toBe('Reset your Sakura Hotels password');
    expect(`${url.origin}${url.pathname}`).toBe('https://book.example/change-password');
    const token = url.searchParams.get('reset_password_token');

    // The §5 rules, and not the password it replaces.
    const weak = await put('/membership/update_password', {
      reset_password_token: token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(firstError(weak.json()).code).toBe(1300);
    const same = await put('/membership/update_password', {
      reset_password_token: token,
      password: 'Sakura2026',
      password_confirmation: 'Sakura2026',
    });
    expect([same.statusCode, firstError(same.json()).code]).toEqual([422, 1302]);

    const changed = await put('/membership/update_password', {
      reset_password_token: token,
      password: 'Momiji2027',
      password_confirmation: 'Momiji2027',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.user.email).toBe('ken@example.com');
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${oldSession}` } })).statusCode).toBe(401);
    expect(firstError((await signIn('ken@example.com', 'Sakura2026')).json()).code).toBe('SIGN_IN_FAILED');
    expect((await signIn('ken@example.com', 'Momiji2027')).statusCode).toBe(200);

    // The link is spent.
    const again = await put('/membership/update_password', {
      reset_password_token: token,
      password: 'Kaede2028',
      password_confirmation: 'Kaede2028',
    });
    expect([again.statusCode, firstError(again.json()).code]).toEqual([410, 'RESET_LINK_INVALID']);
  });

  it('sends again only after 10 minutes, refuses an hour-old link, and says when no member has the email', async () => {
    await member('yui@example.com');
    expect((await forgot('yui@example.com')).statusCode).toBe(200);
    const tooSoon = await forgot('yui@example.com');
    expect([tooSoon.statusCode, firstError(tooSoon.json()).code]).toEqual([429, 'RESET_TOO_SOON']);
    expect(firstError(tooSoon.json()).payloads).toMatchObject({ minutes: 10 });

    const stale = (await lastLink('yui@example.com')).url.searchParams.get('reset_password_token');
    await t.db
      .updateTable('users')
      .set({ reset_password_sent_at: new Date(Date.now() - 61 * 60_000) })
      .where('email', '=', 'yui@example.com')
      .execute();
    const expired = await put('/membership/update_password', {
      reset_password_token: stale,
      password: 'Momiji2027',
      password_confirmation: 'Momiji2027',
    });
    expect(firstError(expired.json()).code).toBe('RESET_LINK_INVALID');
    // Past the 10 minutes a new link can be asked for.
    expect((await forgot('yui@example.com')).statusCode).toBe(200);

    const nobody = await forgot('nobody@example.com');
    expect([nobody.statusCode, firstError(nobody.json()).code]).toEqual([404, 'USER_NOT_FOUND']);
  });

  it('also unlocks a locked account', async () => {
    await member('locked.reset@example.com');
    for (let i = 0; i < 5; i++) await signIn('locked.reset@example.com', 'Wrong2026');
    expect(firstError((await signIn('locked.reset@example.com', 'Sakura2026')).json()).code).toBe(1301);
    await forgot('locked.reset@example.com');
    const token = (await lastLink('locked.reset@example.com')).url.searchParams.get('reset_password_token');
    await put('/membership/update_password', { reset_password_token: token, password: 'Momiji2027', password_confirmation: 'Momiji2027' });
    expect((await signIn('locked.reset@example.com', 'Momiji2027')).statusCode).toBe(200);
  });
});
