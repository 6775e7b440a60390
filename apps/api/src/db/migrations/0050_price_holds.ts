import { sql, type Kysely } from 'kysely';

/**
 * Prices held while a guest pays (ADR 0060): the hold kept beside a draft, apart from the draft the
 * guest writes, and on a reservation what the hold kept and what the hotel asked then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE temporary_storages ADD COLUMN price_hold jsonb`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN price_hold jsonb`.execute(db);
}
