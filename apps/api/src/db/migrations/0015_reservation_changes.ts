import { sql, type Kysely } from 'kysely';

/**
 * Changing a stay (§4, §6): a version each change moves on, so a change made on an older view is
 * refused (3014); the fees that removing nights or rooms cost; the mark staff leave, which ends
 * online changes; a history of every change; and the per-hotel staff keys (kept as hashes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations ADD COLUMN version integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN change_fee integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN changed_by_hotel_at timestamptz`.execute(db);
  await sql`
    CREATE TABLE staff_credentials (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels (id),
      name text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE reservation_changes (
      id serial PRIMARY KEY,
      reservation_id uuid NOT NULL REFERENCES reservations (id),
      kind text NOT NULL CHECK (kind IN ('guests', 'itinerary', 'cancel')),
      actor text NOT NULL CHECK (actor IN ('guest', 'staff')),
      staff_credential_id integer REFERENCES staff_credentials (id),
      before jsonb NOT NULL,
      after jsonb NOT NULL,
      fee integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX reservation_changes_reservation ON reservation_changes (reservation_id, id)`.execute(db);
}
