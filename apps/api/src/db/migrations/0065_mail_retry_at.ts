import { sql, type Kysely } from 'kysely';

/**
 * A mail sent through SMTP carries when to try it again, instead of a delivery job of its own
 * (ADR 0078): one sweep job sends whatever is due. Mails written before keep their jobs, and mails
 * written without SMTP (the demo's) none, so turning SMTP on later sends none of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox_mails ADD COLUMN retry_at timestamptz`.execute(db);
  await sql`CREATE INDEX outbox_mails_retry_due ON outbox_mails (retry_at) WHERE sent_at IS NULL AND retry_at IS NOT NULL`.execute(db);
}
