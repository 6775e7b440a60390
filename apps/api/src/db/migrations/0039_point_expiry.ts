import { sql, type Kysely } from 'kysely';

/**
 * Point expiry (ADR 0049): a program says how many months its members' points are valid after they
 * were added; none, and they never expire. A daily job writes what has expired as `expired` rows
 * of the ledger, which already has the kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE membership_programs
    ADD COLUMN points_valid_months integer CHECK (points_valid_months > 0)`.execute(db);
  // The job finds a member's old gains by the day they were posted.
  await sql`CREATE INDEX point_entries_posted_gains ON point_entries (posted_at) WHERE state = 'posted' AND points > 0`.execute(db);
}
