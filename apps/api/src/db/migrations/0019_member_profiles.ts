import { sql, type Kysely } from 'kysely';

/**
 * The member profile of §3 beyond the sign-up names, and email changes pending until the link
 * mailed to the new address is opened (§4). The profile is one JSON document: nothing queries by
 * its parts, and its shape is the domain's profileDetailsSchema, checked on every write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN profile jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN pending_email text`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN email_change_token_hash text`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN email_change_sent_at timestamptz`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_change_token ON users (email_change_token_hash)`.execute(db);
}
