import { sql, type Kysely } from 'kysely';

/** Who the children of a booked room are: their ages, or their tiers (§3 rooms: kids_ages, kids_tiers). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservation_rooms ADD COLUMN kids_ages smallint[] NOT NULL DEFAULT '{}'`.execute(db);
  await sql`ALTER TABLE reservation_rooms ADD COLUMN kids_tiers jsonb NOT NULL DEFAULT '[]'`.execute(db);
}
