import { sql, type Kysely } from 'kysely';

/**
 * The token in the unsubscribe link of mails to members who asked for offers. It can only turn
 * offers off, so it is kept as it is (mails are made again with the same link), made on first use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN unsubscribe_token text`.execute(db);
  await sql`CREATE UNIQUE INDEX users_unsubscribe_token ON users (unsubscribe_token)`.execute(db);
}
