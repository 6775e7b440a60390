import { sql, type Kysely } from 'kysely';

/**
 * §1, §6 corporate users: an organization of a brand, its users signing in with an account ID and
 * a password (an admin among them sees the organization's stays), their own sessions apart from
 * members', and the organization a reservation was booked for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE organizations (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES hotel_brands (id),
    code text NOT NULL,
    name text NOT NULL,
    display_name text NOT NULL,
    program_id integer REFERENCES membership_programs (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (brand_id, code)
  )`.execute(db);
  await sql`CREATE TABLE organization_users (
    id serial PRIMARY KEY,
    organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    brand_id integer NOT NULL REFERENCES hotel_brands (id),
    account_id text NOT NULL,
    password_hash text NOT NULL,
    name text NOT NULL,
    role text NOT NULL DEFAULT 'member',
    failed_sign_ins integer NOT NULL DEFAULT 0,
    locked_until timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (brand_id, account_id)
  )`.execute(db);
  await sql`CREATE TABLE organization_sessions (
    token_hash text PRIMARY KEY,
    organization_user_id integer NOT NULL REFERENCES organization_users (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN organization_id integer REFERENCES organizations (id)`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN organization_user_id integer REFERENCES organization_users (id)`.execute(db);
  await sql`CREATE INDEX reservations_organization ON reservations (organization_id, checkin_date) WHERE organization_id IS NOT NULL`.execute(
    db,
  );
}
