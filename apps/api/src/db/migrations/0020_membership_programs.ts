import { sql, type Kysely } from 'kysely';

/**
 * Membership programs of a brand and their ranks (§3 "User and session"). Each member belongs to
 * one program of their brand and holds one of its ranks; a program says whether its members may
 * change their profile here (update_member_profile_enabled, §5).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE membership_programs (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES hotel_brands (id),
      code text NOT NULL,
      name text NOT NULL,
      name_translations jsonb NOT NULL DEFAULT '{}',
      update_member_profile_enabled boolean NOT NULL DEFAULT true,
      position integer NOT NULL DEFAULT 0,
      UNIQUE (brand_id, code)
    )`.execute(db);
  await sql`
    CREATE TABLE membership_ranks (
      id serial PRIMARY KEY,
      program_id integer NOT NULL REFERENCES membership_programs (id),
      code text NOT NULL,
      name text NOT NULL,
      name_translations jsonb NOT NULL DEFAULT '{}',
      points_to_unlock integer NOT NULL DEFAULT 0 CHECK (points_to_unlock >= 0),
      UNIQUE (program_id, code)
    )`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN program_id integer REFERENCES membership_programs (id)`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN rank_id integer REFERENCES membership_ranks (id)`.execute(db);
}
