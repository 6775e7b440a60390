import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/connect';
import type { MailAttachment } from '../../db/schema';
import type { JobRunner } from '../jobs/runner';
import { mailRepository, type NewMail } from './repository';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The one link the mail is about, kept apart so the demo mailbox can show it as a button. */
  link: string | null;
  locale: string;
  attachments?: MailAttachment[];
}

/** A mail's own delivery job, as written before ADR 0078: those still waiting are sent by it. */
export const MAIL_DELIVERY_JOB = 'mail.deliver';
/** The job that sends the mails whose time to try again has come (ADR 0078). */
export const MAIL_RETRY_JOB = 'mail.retry';
/** The first try again waits this long, so the first try (right after the commit) normally sends it. */
const RETRY_AFTER_MS = 60_000;
/** After this many tries a mail stays unsent, with its last error, for an engineer to look at. */
const MAX_ATTEMPTS = 8;
const RETRIES_PER_RUN = 100;
/** A retry run takes no more mails after this long: well within its job's one-minute hold. */
const RUN_BUDGET_MS = 20_000;
/** A send gives up after this long, within its mail's one-minute claim; SMTP's own waits are cut too (nodemailer's are minutes). */
const SEND_TIMEOUT_MS = 40_000;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** When to try a mail again after `attempts` tries: 1, 2, 4 … 64 minutes, then never. */
const retryAtAfter = (attempts: number, now: Date) =>
  attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + RETRY_AFTER_MS * 2 ** Math.max(attempts - 1, 0));

/**
 * Every mail is written to the outbox first, in the transaction of what it tells (ADR 0010, 0038);
 * it is sent through SMTP when SMTP_URL is set, once, whichever server gets to it: right after the
 * commit, and again by the retry job from the time the mail names (ADR 0078). Without SMTP the
 * outbox is all there is, and the demo mailbox shows it, so sign-up works in npm start.
 */
export function mailService(db: Db, jobs: JobRunner, log: FastifyBaseLogger, options: { smtpUrl?: string | undefined; from: string }) {
  const repository = mailRepository(db);
  const transport = options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }) : null;

  const newMail = (mail: Mail, now: Date): NewMail => ({
    to_address: mail.to,
    subject: mail.subject,
    body: mail.body,
    link: mail.link,
    locale: mail.locale,
    attachments: mail.attachments ?? [],
    // Without SMTP nothing is ever sent: a mail of the demo's is not sent once SMTP is set later.
    retry_at: transport ? new Date(now.getTime() + RETRY_AFTER_MS) : null,
  });

  /** Has the retry job run at `at`, unless one is waiting already; only with SMTP, as only then is any mail sent. */
  async function scheduleRetries(at: Date) {
    if (transport) await jobs.enqueueUnlessWaiting(db, { kind: MAIL_RETRY_JOB, payload: {}, runAt: at }, new Date(0));
  }

  /** Writes a mail in `trx`: it stands or falls with what the mail tells. */
  async function queue(trx: Db, mail: Mail, deliveryKey: string | null = null, now = new Date()): Promise<number> {
    return repository.insert(trx, newMail(mail, now), deliveryKey);
  }

  /** Writes mails in one statement, each under its delivery key, so that writing them again writes nothing new. */
  async function queueKeyed(mails: { mail: Mail; key: string }[], now = new Date()): Promise<number[]> {
    return repository.insertKeyed(
      db,
      mails.map(({ mail, key }) => ({ ...newMail(mail, now), deliveryKey: key })),
    );
  }

  /**
   * Sends one written mail through SMTP unless it has gone already. While another server sends it,
   * this fails, and the mail is tried again later rather than sent twice. A mail SMTP refuses is
   * tried again from the time it then names, by the retry job.
   */
  async function deliver(id: number, now = new Date()): Promise<void> {
    if (!transport) return;
    const mail = await repository.claim(id, now);
    if (!mail) {
      if (await repository.isSent(id)) return;
      throw new Error(`mail ${id} is being sent elsewhere`);
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body,
        attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.content_type, content: a.content })),
        // Given up before its mail's one-minute claim runs out, so no other server sends it meanwhile.
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      const retryAt = retryAtAfter(mail.attempts, now);
      await repository.markFailed(id, error instanceof Error ? error.message : String(error), retryAt);
      if (retryAt) await scheduleRetries(retryAt);
      throw error;
    }
    await repository.markSent(id, new Date());
  }

  /** Sends written mails now; one that fails is tried again later. */
  async function deliverNow(ids: number[]) {
    for (const id of ids)
      await deliver(id).catch((error: unknown) => log.warn({ err: error, mail: id }, 'mail not sent yet: it is tried again later'));
  }

  /**
   * The retry job: sends the mails whose time to try again has come, having first scheduled its
   * own next run a minute on, so mails a stopped server wrote but never sent go out too. A run
   * that finds another run waiting after it schedules none: two chains of runs become one. Each
   * mail is claimed on the clock of its own try, and the run stops taking mails well within its
   * one-minute hold, so no other server takes the job over (and a mail being sent) meanwhile.
   */
  async function retryDue(now: Date): Promise<void> {
    if (!transport) return;
    await jobs.enqueueUnlessWaiting(
      db,
      { kind: MAIL_RETRY_JOB, payload: {}, runAt: new Date(now.getTime() + RETRY_AFTER_MS) },
      new Date(now.getTime() + 1),
    );
    const stopAt = Date.now() + RUN_BUDGET_MS;
    for (const id of await repository.dueForRetry(now, RETRIES_PER_RUN)) {
      if (Date.now() >= stopAt) return;
      await deliver(id).catch((error: unknown) => log.warn({ err: error, mail: id }, 'mail not sent: it is tried again later'));
    }
  }

  return {
    queue,
    queueKeyed,
    deliver,
    deliverNow,
    retryDue,
    /** Kept scheduled by every server that runs jobs (jobs.keepScheduled). */
    scheduleRetries,
    /** A mail of its own (a member's sign-up link): written, then sent at once. */
    async send(mail: Mail) {
      await deliverNow([await queue(db, mail)]);
    },
    /** Only without SMTP: then no real mail leaves, and the demo mailbox is how one reads them. */
    mailboxEnabled: transport === null,
    async mailbox(address: string) {
      const mails = await repository.listTo(address, 20);
      return mails.map((m) => ({
        id: m.id,
        to: m.to_address,
        subject: m.subject,
        body: m.body,
        link: m.link,
        locale: m.locale,
        created_at: new Date(m.created_at).toISOString(),
      }));
    },
  };
}
export type MailService = ReturnType<typeof mailService>;
