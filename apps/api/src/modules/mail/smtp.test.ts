import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpRelay } from '../../testing/smtp-relay';
import { startTestApp, type TestApp } from '../../testing/test-app';

let relay: Awaited<ReturnType<typeof smtpRelay>>;
let t: TestApp;
beforeAll(async () => {
  relay = await smtpRelay();
  t = await startTestApp({ config: { SMTP_URL: relay.url(), MAIL_FROM: 'Sakura Hotels <members@sakura.example>' } });
});
afterAll(async () => {
  await t?.close();
  await relay?.stop();
});

describe('mail through SMTP when SMTP_URL is set', () => {
  it('sends the sign-up mail to the member through the server, and keeps the demo mailbox shut', async () => {
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/membership/sign_up',
      payload: {
        email: 'smtp.member@example.com',
        email_confirmation: 'smtp.member@example.com',
        password: 'Sakura2026',
        password_confirmation: 'Sakura2026',
        first_name: 'Aiko',
        last_name: 'Tanaka',
        locale: 'ja',
      },
    });
    expect(signedUp.statusCode).toBe(201);
    expect(relay.received).toHaveLength(1);
    const [mail] = relay.received;
    expect(mail?.from?.value[0]?.address).toBe('members@sakura.example');
    expect(relay.to('smtp.member@example.com')).toHaveLength(1);
    // In the member's language, with the confirmation link.
    expect(mail?.text).toContain('会員登録');
    expect(mail?.text).toMatch(/member-confirmation\?code=sakura-ginza&confirmation_token=[\w-]+&locale=ja/);

    const mailbox = await t.app.inject({ url: '/api/v1/demo/mailbox?to=smtp.member@example.com' });
    expect(mailbox.statusCode).toBe(404);
    const kept = await t.db.selectFrom('outbox_mails').select(['to_address', 'sent_at']).execute();
    expect(kept).toEqual([{ to_address: 'smtp.member@example.com', sent_at: expect.any(Date) }]);
  });
});
