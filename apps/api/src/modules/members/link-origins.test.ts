import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSignUp } from '../../testing/members';
import { allowBrandOrigins, confirmedMember, startTestApp, type TestApp } from '../../testing/test-app';

const PUBLIC_BASE_URL = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await allowBrandOrigins(t.app, t.db, 'sakura', ['https://book.sakura.example']);
  await allowBrandOrigins(t.app, t.db, 'formosa', ['https://book.formosa.example']);
});
afterAll(async () => t.close());

const forgot = (email: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/membership/start_reset_password_process',
    payload: { email },
    headers,
  });
const signUp = (email: string, headers: Record<string, string>) =>
  memberSignUp(t.app, email, { first_name: 'Ken', last_name: 'Sato' }, headers);
async function linkMailedTo(email: string) {
  const mail = (await t.app.inject({ url: `/api/v1/demo/mailbox?to=${encodeURIComponent(email)}` })).json().data[0];
  return new URL(mail.link as string);
}

describe('links in mails come from configuration, never from the request', () => {
  it('sends a reset asked for from another site to the public base URL, not to that site', async () => {
    await confirmedMember(t.app, 'reset.target@example.com');
    expect((await forgot('reset.target@example.com', { origin: 'https://evil.example' })).statusCode).toBe(200);
    const link = await linkMailedTo('reset.target@example.com');
    expect(link.origin).toBe(PUBLIC_BASE_URL);
    expect(link.pathname).toBe('/change-password');
  });

  it('does not take a forged Host header, nor another brand’s site, either', async () => {
    await confirmedMember(t.app, 'host.forged@example.com');
    await signUp('confirm.forged@example.com', { host: 'evil.example' });
    expect((await linkMailedTo('confirm.forged@example.com')).origin).toBe(PUBLIC_BASE_URL);
    await signUp('confirm.other.brand@example.com', { origin: 'https://book.formosa.example' });
    expect((await linkMailedTo('confirm.other.brand@example.com')).origin).toBe(PUBLIC_BASE_URL);
    await forgot('host.forged@example.com', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect((await linkMailedTo('host.forged@example.com')).origin).toBe(PUBLIC_BASE_URL);
  });

  it('leads to the brand’s own site when the widget is used from it', async () => {
    await signUp('own.site@example.com', { origin: 'https://book.sakura.example' });
    const link = await linkMailedTo('own.site@example.com');
    expect(`${link.origin}${link.pathname}`).toBe('https://book.sakura.example/member-confirmation');
  });
});
