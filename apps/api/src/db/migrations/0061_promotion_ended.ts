import { sql, type Kysely } from 'kysely';

/**
 * A promotion ended early from the console (ADR 0070): kept, with its terms and the bookings that
 * had it, but priced into nothing from then on. Its booking period cannot simply be cut to
 * yesterday, since one still to start would end before it begins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE promotions ADD COLUMN ended_at timestamptz`.execute(db);
}
