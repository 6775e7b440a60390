import { sql, type Kysely } from 'kysely';

/**
 * An extra offered only with some of the hotel's plans (ADR 0072): their hotel plan codes, as
 * questions and promotions name plans; none for every plan, as every extra was before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE extras ADD COLUMN hotel_plan_codes text[] NOT NULL DEFAULT '{}'`.execute(db);
}
