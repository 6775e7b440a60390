import { sql, type Kysely } from 'kysely';

/**
 * Companions (§3): a membership program turns on the companion tiers its members may bring
 * (additional_tiers_attributes: code, is_active, names by locale), and a reserved room keeps how
 * many of its guests came as companions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE membership_programs ADD COLUMN additional_tiers jsonb NOT NULL DEFAULT '[]'`.execute(db);
  await sql`ALTER TABLE reservation_rooms ADD COLUMN adult_companions integer NOT NULL DEFAULT 0 CHECK (adult_companions >= 0)`.execute(db);
  await sql`ALTER TABLE reservation_rooms ADD COLUMN kid_companions integer NOT NULL DEFAULT 0 CHECK (kid_companions >= 0)`.execute(db);
}
