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

  /** Writes a mail and its delivery job in `trx`: both stand or fall with what the mail tells. */
  async function queue(trx: Db, mail: Mail, deliveryKey: string | null = null, now = new Date()): Promise<number> {
    const id = await repository.insert(
      trx,
      {
        to_address: mail.to,
        subject: mail.subject,
        body: mail.body,
        link: mail.link,
        locale: mail.locale,
        attachments: mail.attachments ?? [],
      },
      deliveryKey,
    );
    if (transport)
      await jobs.enqueue(trx, { kind: MAIL_DELIVERY_JOB, payload: { mail_id: id }, runAt: new Date(now.getTime() + RETRY_AFTER_MS) });
    return id;
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
