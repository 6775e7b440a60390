import { sql, type Kysely } from 'kysely';

/**
 * Members' points (ADR 0042). A program says whether its members collect points, the currency a
 * point is one unit of, and how they are spent (in steps, from a minimum); each rank says how many points a stay earns, as basis points of
 * its price. `point_entries` is the ledger: every gain, spend, refund, expiry, exchange and staff
 * adjustment is a row, and a balance is only ever the sum of the posted rows. A stay's points wait
 * as a `future` row until they are posted three days after check-out, or voided when it is cancelled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE membership_programs
    ADD COLUMN points_enabled boolean NOT NULL DEFAULT false,
    ADD COLUMN point_currency char(3) NOT NULL DEFAULT 'JPY',
    ADD COLUMN point_spend_step integer NOT NULL DEFAULT 100 CHECK (point_spend_step > 0),
    ADD COLUMN point_spend_minimum integer NOT NULL DEFAULT 100 CHECK (point_spend_minimum >= 0)`.execute(db);
  await sql`ALTER TABLE membership_ranks
    ADD COLUMN earn_basis_points integer NOT NULL DEFAULT 100 CHECK (earn_basis_points >= 0)`.execute(db);
  await sql`
    CREATE TABLE point_entries (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('gained', 'spent', 'refunded', 'expired', 'exchanged', 'adjusted')),
      state text NOT NULL DEFAULT 'posted' CHECK (state IN ('future', 'posted', 'void')),
      points integer NOT NULL,
      ranking_points integer NOT NULL DEFAULT 0 CHECK (ranking_points >= 0),
      reservation_id uuid REFERENCES reservations (id),
      hotel_id integer REFERENCES hotels (id),
      posts_on date,
      exchange_type text,
      exchange_reference text,
      exchange_valid_until date,
      note text,
      staff_credential_id integer REFERENCES staff_credentials (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      posted_at timestamptz,
      CHECK ((kind IN ('gained', 'refunded') AND points >= 0) OR (kind IN ('spent', 'expired', 'exchanged') AND points <= 0) OR kind = 'adjusted'),
      CHECK (state <> 'future' OR (kind = 'gained' AND posts_on IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX point_entries_user ON point_entries (user_id, created_at DESC, id DESC)`.execute(db);
  // One stay earns once: its future gain is recalculated in place, never added twice.
  await sql`CREATE UNIQUE INDEX point_entries_stay_gain ON point_entries (reservation_id) WHERE kind = 'gained'`.execute(db);
}
