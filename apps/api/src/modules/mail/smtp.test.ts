import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpRelay } from '../../testing/smtp-relay';
import { memberSignUp } from '../../testing/members';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { GIVEN_UP } from '../jobs/runner';
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

describe('mail through SMTP when SMTP_URL is set', () => {
  it('sends the sign-up mail to the member through the server, and keeps the demo mailbox shut', async () => {
    const signedUp = await memberSignUp(t.app, 'smtp.member@example.com', { locale: 'ja' });
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
  /** Retry jobs waiting to run (not one given up). */
  const retryJobs = () =>
    t.db
      .selectFrom('jobs')
      .select('run_at')
      .where('kind', '=', MAIL_RETRY_JOB)
      .where('done_at', 'is', null)
      .where('run_at', '<', GIVEN_UP)
      .execute();
  const server = (smtpUrl?: string) => mailService(t.db, t.app.jobs, t.app.log, { smtpUrl, from: 'Sakura Hotels <stay@sakura.example>' });
  const mailTo = (to: string, subject: string) => ({ to, subject, body: 'Body', link: null, locale: 'en' });

  it('is tried again a minute later by the retry job, and sent once', async () => {
    // A retry job given up on after failing too often (as one run by a server without its handler would be) stops nothing.
    await t.app.jobs.enqueue(t.db, { kind: MAIL_RETRY_JOB, payload: {}, runAt: GIVEN_UP });
    await relay.stop();
    const before = Date.now();
    expect((await memberSignUp(t.app, 'smtp.later@example.com', { locale: 'ja' })).statusCode).toBe(201);
    const waiting = await mailOf('smtp.later@example.com');
    expect(waiting).toMatchObject({ sent_at: null, attempts: 1, last_error: expect.any(String) });
    const retryAt = waiting.retry_at?.getTime() ?? 0;
    expect(retryAt - before).toBeGreaterThanOrEqual(60_000);
    expect(retryAt - Date.now()).toBeLessThanOrEqual(60_000);
    expect((await retryJobs()).map((job) => job.run_at.getTime())).toEqual([retryAt]);

    await relay.start();
    // Not before its time; then once, though another server's retry run takes it up at the same time.
    await t.app.jobs.runDue(new Date(retryAt - 1_000));
    expect(relay.to('smtp.later@example.com')).toHaveLength(0);
    await Promise.all([t.app.jobs.runDue(new Date(retryAt)), server(relay.url()).retryDue(new Date(retryAt))]);
    expect(relay.to('smtp.later@example.com')).toHaveLength(1);
    expect(await mailOf('smtp.later@example.com')).toMatchObject({ sent_at: expect.any(Date), retry_at: null, attempts: 2 });
    // The job keeps going, a minute on, for mails a stopped server wrote but never sent. Both runs
    // may have scheduled their next (each looked before the other wrote); they become one when they come round.
    const waitingAt = async () => (await retryJobs()).map((job) => job.run_at.getTime() - retryAt);
    expect(new Set(await waitingAt())).toEqual(new Set([60_000]));
    await t.app.jobs.runDue(new Date(retryAt + 60_000));
    expect(await waitingAt()).toEqual([120_000]);
  });

  it('is sent by the retry job when the server that wrote it stopped before sending it', async () => {
    // Written as a booking's mails are, by a server that then stopped before its first try.
    const writer = server(relay.url());
    const now = new Date();
    await writer.queueKeyed([{ mail: mailTo('smtp.orphan@example.com', 'Left behind'), key: 'orphan:0' }], now);
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

  it('is tried seven times more, a minute, then 2, 4 … 64 minutes apart, and then given up, kept with its error', async () => {
    const writer = server(relay.url());
    const now = new Date();
    const [id] = await writer.queueKeyed([{ mail: mailTo('smtp.refused@example.com', 'Refused'), key: 'refused:0' }], now);
    await relay.stop();
    try {
      const waits: Array<number | null> = [];
      for (let tries = 1; tries <= 8; tries++) {
        await writer.deliver(id as number).catch(() => undefined);
        const { retry_at, attempts } = await mailOf('smtp.refused@example.com');
        expect(attempts).toBe(tries);
        waits.push(retry_at && Math.round((retry_at.getTime() - Date.now()) / 60_000));
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, null]);
      expect(await mailOf('smtp.refused@example.com')).toMatchObject({ sent_at: null, last_error: expect.any(String) });
    } finally {
      await relay.start();
    }
  });
  it('is claimed on the clock of its own try, not the clock its retry run started on', async () => {
    const writer = server(relay.url());
    const [id] = await writer.queueKeyed([{ mail: mailTo('smtp.stale@example.com', 'Late run'), key: 'stale:0' }]);
    // A server that claimed it to send it stopped a while ago: its claim ran out.
    const runStarted = new Date(Date.now() - 5 * 60_000);
    await t.db
      .updateTable('outbox_mails')
      .set({ retry_at: new Date(runStarted.getTime() - 60_000), sending_until: new Date(Date.now() - 1_000) })
      .where('id', '=', id as number)
      .execute();
    await writer.retryDue(runStarted);
    expect(relay.to('smtp.stale@example.com').map((mail) => mail.subject)).toEqual(['Late run']);
  });

  it('has its retry runs become one chain when two were scheduled apart', async () => {
    await t.db.deleteFrom('jobs').where('kind', '=', MAIL_RETRY_JOB).execute();
    const at = new Date(Date.now() + 10 * 60_000);
    const later = new Date(at.getTime() + 30_000);
    for (const runAt of [at, later]) await t.app.jobs.enqueue(t.db, { kind: MAIL_RETRY_JOB, payload: {}, runAt });
    await t.app.jobs.runDue(at);
    await t.app.jobs.runDue(later);
    expect((await retryJobs()).map((job) => job.run_at.getTime() - later.getTime())).toEqual([60_000]);
  });
});

describe('mail without SMTP', () => {
  it('is never to be tried again, and has no retry job run: nothing is ever sent', async () => {
    await t.db.deleteFrom('jobs').where('kind', '=', MAIL_RETRY_JOB).execute();
    const demo = mailService(t.db, t.app.jobs, t.app.log, { from: 'Sakura Hotels <stay@sakura.example>' });
    const now = new Date();
    await demo.queueKeyed(
      [{ mail: { to: 'no.smtp@example.com', subject: 'Kept', body: 'Body', link: null, locale: 'en' }, key: 'no-smtp:0' }],
      now,
    );
    const kept = await t.db
      .selectFrom('outbox_mails')
      .select(['retry_at', 'sent_at'])
      .where('to_address', '=', 'no.smtp@example.com')
      .execute();
    expect(kept).toEqual([{ retry_at: null, sent_at: null }]);
    await demo.scheduleRetries(now);
    await demo.retryDue(now);
    expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', MAIL_RETRY_JOB).execute()).toEqual([]);
  });
});
