import nodemailer from 'nodemailer';
import type { Db } from '../../db/connect';
import { mailRepository } from './repository';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The one link the mail is about, kept apart so the demo mailbox can show it as a button. */
  link: string | null;
  locale: string;
}

/**
 * Mail through SMTP when SMTP_URL is set; every mail is also kept in the outbox table. Without
 * SMTP the outbox is all there is, and the demo mailbox shows it, so sign-up works in npm start.
 */
export function mailService(db: Db, options: { smtpUrl?: string | undefined; from: string }) {
  const repository = mailRepository(db);
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail: Mail) {
      if (transport) await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.body });
      await repository.insert({
        to_address: mail.to,
        subject: mail.subject,
        body: mail.body,
        link: mail.link,
        locale: mail.locale,
        sent_at: transport ? new Date() : null,
      });
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
