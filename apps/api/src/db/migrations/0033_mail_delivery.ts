import { sql, type Kysely } from 'kysely';

/**
 * The outbox becomes what delivers mail: a mail is written with the change it tells of and sent
 * after the commit, retried by the job runner while SMTP is down. `delivery_key` makes a retried
 * job write its mail once; `sending_until` lets one server at a time send it; attachments (the
 * stay's iCalendar event) travel with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox_mails
    ADD COLUMN delivery_key text UNIQUE,
    ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]',
    ADD COLUMN sending_until timestamptz,
    ADD COLUMN attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN last_error text`.execute(db);
}
