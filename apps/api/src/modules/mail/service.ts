import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/connect';
import type { MailAttachment } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import type { JobRunner } from '../jobs/runner';
import { mailRepository } from './repository';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The one link the mail is about, kept apart so the demo mailbox can show it as a button. */
  link: string | null;
  locale: string;
  attachments?: MailAttachment[];
}

export const MAIL_DELIVERY_JOB = 'mail.deliver';
/** The delivery job waits this long, so the first try (right after the commit) normally sends it. */
const RETRY_AFTER_MS = 60_000;

/**
 * Every mail is written to the outbox first, in the transaction of what it tells (ADR 0010, 0038),
 * with a delivery job beside it; it is sent through SMTP when SMTP_URL is set, once, whichever
 * server's job runner gets to it. Without SMTP the outbox is all there is, and the demo mailbox
 * shows it, so sign-up works in npm start.
 */
export function mailService(db: Db, jobs: JobRunner, log: FastifyBaseLogger, options: { smtpUrl?: string | undefined; from: string }) {
  const repository = mailRepository(db);
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  const storedMail = (mail: Mail) => ({
    to_address: mail.to,
    subject: mail.subject,
    body: mail.body,
    link: mail.link,
    locale: mail.locale,
    attachments: mail.attachments ?? [],
  });

  const enqueueDelivery = (trx: Db, mailId: number, now: Date) =>
    jobs.enqueue(trx, { kind: MAIL_DELIVERY_JOB, payload: { mail_id: mailId }, runAt: new Date(now.getTime() + RETRY_AFTER_MS) });

  /** Writes a mail and its delivery job in `trx`: both stand or fall with what the mail tells. */
  async function queue(trx: Db, mail: Mail, deliveryKey: string | null = null, now = new Date()): Promise<number> {
    const id = await repository.insert(trx, storedMail(mail), deliveryKey);
    if (transport) await enqueueDelivery(trx, id, now);
    return id;
  }

  /**
   * Writes mails, each under its delivery key, so that writing them again writes nothing new.
   * Without SMTP that is one statement; with it, each mail's delivery job is written beside it in
   * one transaction. Not inside a caller's transaction: it commits by itself.
   */
  async function queueKeyed(mails: { mail: Mail; key: string }[], now = new Date()): Promise<number[]> {
    const rows = mails.map(({ mail, key }) => ({ ...storedMail(mail), deliveryKey: key }));
    if (!transport) return repository.insertKeyed(db, rows);
    return inTransaction(db, async (trx) => {
      const ids = await repository.insertKeyed(trx, rows);
      for (const id of ids) await enqueueDelivery(trx, id, now);
      return ids;
    });
  }

  /**
   * Sends one written mail through SMTP unless it has gone already. While another server sends it,
   * this fails, so a job tries again later rather than sending it twice.
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
      });
    } catch (error) {
      await repository.markFailed(id, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await repository.markSent(id, new Date());
  }

  /** Sends written mails now; one that fails stays for its delivery job to retry. */
  async function deliverNow(ids: number[]) {
    for (const id of ids)
      await deliver(id).catch((error: unknown) => log.warn({ err: error, mail: id }, 'mail not sent yet: its job retries it'));
  }

  return {
    queue,
    queueKeyed,
    deliver,
    deliverNow,
    /** A mail of its own (a member's sign-up link): written, then sent at once. */
    async send(mail: Mail) {
      const id = await inTransaction(db, (trx) => queue(trx, mail));
      await deliverNow([id]);
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
