import { sql, type Kysely } from 'kysely';

/**
 * The hotel's console (ADR 0052): staff users of a brand (all its hotels) or of one hotel, with a
 * role and an optional TOTP second factor; their sessions; the audit log every console change
 * writes in its own transaction; and per room type and night a stop-sell flag and a minimum stay
 * for stays arriving that night, which search honours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE staff_users (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES hotel_brands (id),
    hotel_id integer REFERENCES hotels (id),
    email text NOT NULL,
    name text NOT NULL,
    role text NOT NULL CHECK (role IN ('owner', 'manager', 'front_desk')),
    password_hash text NOT NULL,
    totp_secret text,
    totp_pending_secret text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX staff_users_email ON staff_users (lower(email))`.execute(db);
  await sql`CREATE TABLE staff_sessions (
    token_hash text PRIMARY KEY,
    staff_user_id integer NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX staff_sessions_user ON staff_sessions (staff_user_id)`.execute(db);
  await sql`CREATE TABLE audit_log (
    id bigserial PRIMARY KEY,
    staff_user_id integer NOT NULL REFERENCES staff_users (id),
    hotel_id integer REFERENCES hotels (id),
    action text NOT NULL,
    before jsonb,
    after jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX audit_log_hotel ON audit_log (hotel_id, id DESC)`.execute(db);
  await sql`ALTER TABLE inventory
    ADD COLUMN stop_sell boolean NOT NULL DEFAULT false,
    ADD COLUMN min_stay smallint NOT NULL DEFAULT 1 CHECK (min_stay BETWEEN 1 AND 30)`.execute(db);
}
