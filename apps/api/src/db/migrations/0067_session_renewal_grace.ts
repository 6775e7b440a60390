import { sql, type Kysely } from 'kysely';

/**
 * A renewed member session is kept, marked with when it was renewed, rather than deleted: for a
 * short grace its refresh token renews it again, for a page whose renewal's answer never arrived
 * (ADR 0081).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_sessions ADD COLUMN renewed_at timestamptz`.execute(db);
}
