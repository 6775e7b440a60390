import { sql, type Kysely } from 'kysely';

/**
 * A member can remove their account (§2 my account): the row stays for the reservations that point
 * at it, emptied of the person and with the email freed for a new sign-up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP CONSTRAINT users_status_check`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_status_check CHECK (status IN ('provisional', 'active', 'removed'))`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN removed_at timestamptz`.execute(db);
}
