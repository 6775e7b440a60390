import { sql, type Kysely } from 'kysely';

/**
 * §3 sign_in_discount: a plan anyone can book may cost signed-in members less. The share comes off
 * each night's rate before tax, so a member's booking keeps nights that add up to what was paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE plans ADD COLUMN sign_in_discount_percent integer NOT NULL DEFAULT 0
    CHECK (sign_in_discount_percent BETWEEN 0 AND 100)`.execute(db);
}
