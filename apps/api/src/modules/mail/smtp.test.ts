import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpRelay } from '../../testing/smtp-relay';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { MAIL_RETRY_JOB, mailService } from './service';

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

const signUp = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/membership/sign_up',
    payload: {
      email,
      email_confirmation: email,
      password: 'Sakura2026',
      password_confirmation: 'Sakura2026',
      first_name: 'Aiko',
      last_name: 'Tanaka',
      locale: 'ja',
    },
  });

describe('mail through SMTP when SMTP_URL is set', () => {
  it('sends the sign-up mail to the member through the server, and keeps the demo mailbox shut', async () => {
    const signedUp = await signUp('smtp.member@example.com');
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
    const kept = await t.db.selectFrom('outbox_mails').select(['to_address', 'sent_at', 'retry_at']).execute();
    expect(kept).toEqual([{ to_address: 'smtp.member@example.com', sent_at: expect.any(Date), retry_at: null }]);
    // Sent at once: no job was written to send it again.
    expect(await t.db.selectFrom('jobs').select('kind').where('kind', 'like', 'mail.%').execute()).toEqual([]);
  });
});

describe('a mail SMTP did not take at once', () => {
  const mailOf = (email: string) =>
    t.db
      .selectFrom('outbox_mails')
      .select(['sent_at', 'retry_at', 'attempts', 'last_error'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
  const retryJobs = () =>
    t.db.selectFrom('jobs').select('run_at').where('kind', '=', MAIL_RETRY_JOB).where('done_at', 'is', null).execute();

  it('is tried again a minute later by the retry job, and sent once', async () => {
    await relay.stop();
    const before = Date.now();
    expect((await signUp('smtp.later@example.com')).statusCode).toBe(201);
    const waiting = await mailOf('smtp.later@example.com');
    expect(waiting).toMatchObject({ sent_at: null, attempts: 1, last_error: expect.any(String) });
    const retryAt = waiting.retry_at?.getTime() ?? 0;
    expect(retryAt - before).toBeGreaterThanOrEqual(60_000);
    expect(retryAt - Date.now()).toBeLessThanOrEqual(60_000);
    expect((await retryJobs()).map((job) => job.run_at.getTime())).toEqual([retryAt]);

    await relay.start();
    // Not before its time; then once, though two runners run the job's turn at once.
    await t.app.jobs.runDue(new Date(retryAt - 1_000));
    expect(relay.to('smtp.later@example.com')).toHaveLength(0);
    await Promise.all([t.app.jobs.runDue(new Date(retryAt)), t.app.jobs.runDue(new Date(retryAt))]);
    expect(relay.to('smtp.later@example.com')).toHaveLength(1);
    expect(await mailOf('smtp.later@example.com')).toMatchObject({ sent_at: expect.any(Date), retry_at: null, attempts: 2 });
    // The job keeps going, a minute on, for mails a stopped server wrote but never sent.
    expect((await retryJobs()).map((job) => job.run_at.getTime())).toEqual([retryAt + 60_000]);
  });

  it('is sent by the retry job when the server that wrote it stopped before sending it', async () => {
    // Written as a booking's mails are, by a server that then stopped before its first try.
    const writer = mailService(t.db, t.app.jobs, t.app.log, { smtpUrl: relay.url(), from: 'Sakura Hotels <stay@sakura.example>' });
    const now = new Date();
    await writer.queueKeyed(
      [{ mail: { to: 'smtp.orphan@example.com', subject: 'Left behind', body: 'Body', link: null, locale: 'en' }, key: 'orphan:0' }],
      now,
    );
    expect(await mailOf('smtp.orphan@example.com')).toMatchObject({ sent_at: null, retry_at: new Date(now.getTime() + 60_000) });

    // Another server's retry job, kept going from its start (the one the test above left is gone).
    await t.db.deleteFrom('jobs').where('kind', '=', MAIL_RETRY_JOB).execute();
    await writer.scheduleRetries(now);
    // Its first run finds nothing due yet, and comes again a minute on, when the mail is.
    await t.app.jobs.runDue(now);
    expect(relay.to('smtp.orphan@example.com')).toHaveLength(0);
    await t.app.jobs.runDue(new Date(now.getTime() + 60_000));
    expect(relay.to('smtp.orphan@example.com').map((mail) => mail.subject)).toEqual(['Left behind']);
    expect(await mailOf('smtp.orphan@example.com')).toMatchObject({ sent_at: expect.any(Date), retry_at: null });
  });
});
