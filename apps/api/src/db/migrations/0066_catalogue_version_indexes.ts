import { sql, type Kysely } from 'kysely';

/**
 * Indexes for a hotel's catalogue version (hotels/repository.ts, catalogueVersions): each part of
 * it is read by hotel, so a server checking the catalogues it keeps reads those hotels' rows alone
 * rather than every hotel's. The other tables it reads are indexed by hotel already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS cancellation_policy_parts_policy ON cancellation_policy_parts (cancellation_policy_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS additional_questions_hotel ON additional_questions (hotel_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS hotels_brand ON hotels (brand_id)`.execute(db);
}
