import { sql, type Kysely } from 'kysely';

/**
 * A one-time access token carries the external provider its member's session was signed in through,
 * so the session it starts in another page or tab keeps that provider's promotions (ADR 0047).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE one_time_access_tokens ADD COLUMN signed_in_with text`.execute(db);
}
