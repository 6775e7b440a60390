import type { Db } from '../../db/connect';

export function mailRepository(db: Db) {
  return {
    async insert(mail: { to_address: string; subject: string; body: string; link: string | null; locale: string; sent_at: Date | null }) {
      await db.insertInto('outbox_mails').values(mail).execute();
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
