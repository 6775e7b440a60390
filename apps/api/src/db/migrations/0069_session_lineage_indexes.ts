import { sql, type Kysely } from 'kysely';

/**
 * A sign-out finds the session renewed into the one it ends, and a renewal forgets a member's
 * sessions renewed before the grace (ADR 0081): both by index, not by reading every session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS user_sessions_renewed_into ON user_sessions (renewed_into) WHERE renewed_into IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS user_sessions_user ON user_sessions (user_id)`.execute(db);
}
