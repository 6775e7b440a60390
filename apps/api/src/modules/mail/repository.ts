import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { MailAttachment } from '../../db/schema';

export interface StoredMail {
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  locale: string;
  attachments: MailAttachment[];
}

/** A mail to write: with SMTP, when to try it again should the first try (right after the commit) not send it. */
export type NewMail = StoredMail & { retry_at: Date | null };

export function mailRepository(db: Db) {
  /**
   * Writes mails in one statement, each under its delivery key; a key already written writes
   * nothing again. Answers each mail's id, in the order given.
   */
  async function insertKeyed(trx: Db, mails: (NewMail & { deliveryKey: string })[]): Promise<number[]> {
    if (mails.length === 0) return [];
    const rows = mails.map(({ deliveryKey, ...mail }) => ({
      ...mail,
      attachments: JSON.stringify(mail.attachments),
      delivery_key: deliveryKey,
    }));
    const inserted = await trx
      .insertInto('outbox_mails')
      .values(rows)
      .onConflict((oc) => oc.column('delivery_key').doNothing())
      .returning(['id', 'delivery_key'])
      .execute();
    const idByKey = new Map(inserted.map((row) => [row.delivery_key, row.id]));
    const missing = mails.map((m) => m.deliveryKey).filter((key) => !idByKey.has(key));
    if (missing.length > 0) {
      const existing = await trx.selectFrom('outbox_mails').select(['id', 'delivery_key']).where('delivery_key', 'in', missing).execute();
      for (const row of existing) idByKey.set(row.delivery_key, row.id);
    }
    return mails.map((m) => {
      const id = idByKey.get(m.deliveryKey);
      if (id === undefined) throw new Error(`mail ${m.deliveryKey} was neither written nor found`);
      return id;
    });
  }

  return {
    /** Writes a mail; with a delivery key already written, writes nothing and answers that mail's id. */
    async insert(trx: Db, mail: NewMail, deliveryKey: string | null): Promise<number> {
      if (deliveryKey !== null) return (await insertKeyed(trx, [{ ...mail, deliveryKey }]))[0] as number;
      const inserted = await trx
        .insertInto('outbox_mails')
        .values({ ...mail, attachments: JSON.stringify(mail.attachments), delivery_key: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    insertKeyed,

    /**
     * Takes an unsent mail to send for a minute, unless another server has it: the one place two
     * job runners could both send it.
     */
    async claim(id: number, now: Date) {
      const claimed = await sql<StoredMail & { id: number; attempts: number }>`
        UPDATE outbox_mails SET sending_until = ${new Date(now.getTime() + 60_000)}, attempts = attempts + 1
        WHERE id = ${id} AND sent_at IS NULL AND (sending_until IS NULL OR sending_until < ${now})
        RETURNING id, to_address, subject, body, link, locale, attachments, attempts`.execute(db);
      return claimed.rows[0] ?? null;
    },

    async isSent(id: number): Promise<boolean> {
      const row = await db.selectFrom('outbox_mails').select('sent_at').where('id', '=', id).executeTakeFirst();
      return row?.sent_at != null;
    },

    async markSent(id: number, at: Date) {
      await db
        .updateTable('outbox_mails')
        .set({ sent_at: at, sending_until: null, last_error: null, retry_at: null })
        .where('id', '=', id)
        .execute();
    },

    /** Frees a mail SMTP refused, to be tried again at `retryAt` (null: given up, kept for an engineer). */
    async markFailed(id: number, error: string, retryAt: Date | null) {
      await db
        .updateTable('outbox_mails')
        .set({ sending_until: null, last_error: error.slice(0, 500), retry_at: retryAt })
        .where('id', '=', id)
        .execute();
    },

    /** Unsent mails whose time to try again has come, the longest waiting first. */
    async dueForRetry(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('outbox_mails')
        .select('id')
        .where('sent_at', 'is', null)
        .where('retry_at', '<=', now)
        .orderBy('retry_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The latest mails to one address, newest first. */
    listTo(address: string, limit: number) {
      return db
        .selectFrom('outbox_mails')
        .select(['id', 'to_address', 'subject', 'body', 'link', 'locale', 'created_at', 'sent_at'])
        .where((eb) => eb(eb.fn('lower', ['to_address']), '=', address.toLowerCase()))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
