import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
// A real SMTP server on loopback, as a mail relay would be; plain text (no STARTTLS) on this machine only.
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await startTestApp({ config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Sakura Hotels <members@sakura.example>' } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
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
    expect(received).toHaveLength(1);
    const [mail] = received as [Received];
    expect(mail.from).toBe('members@sakura.example');
    expect(mail.to).toEqual(['smtp.member@example.com']);
    // In the member's language, with the confirmation link: the body is quoted-printable UTF-8.
    const blank = mail.raw.search(/\r?\n\r?\n/);
    const headers = mail.raw.slice(0, blank);
    const encoded = mail.raw.slice(blank).trimStart();
    expect(headers).toMatch(/Subject: =\?UTF-8\?B\?/);
    const body = Buffer.from(
      encoded.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(body).toContain('会員登録');
    expect(body).toMatch(/member-confirmation\?code=sakura-ginza&confirmation_token=[\w-]+&locale=ja/);

    const mailbox = await t.app.inject({ url: '/api/v1/demo/mailbox?to=smtp.member@example.com' });
    expect(mailbox.statusCode).toBe(404);
    const kept = await t.db.selectFrom('outbox_mails').select(['to_address', 'sent_at']).execute();
    expect(kept).toEqual([{ to_address: 'smtp.member@example.com', sent_at: expect.any(Date) }]);
  });
});
