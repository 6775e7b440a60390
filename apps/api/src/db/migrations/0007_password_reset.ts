import { sql, type Kysely } from 'kysely';

/** A member's pending password reset: the mailed token's hash and when it was sent (§4 forgot password). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN reset_password_token_hash text`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN reset_password_sent_at timestamptz`.execute(db);
  await sql`CREATE UNIQUE INDEX users_reset_password_token ON users (reset_password_token_hash)`.execute(db);
}
