import { sql, type Kysely } from 'kysely';

/**
 * A renewed member session names the session it was renewed into: renewed again in its grace, that
 * one ends, so one session at most lives on from it; signing out from either ends both (ADR 0081).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_sessions ADD COLUMN renewed_into text`.execute(db);
}
