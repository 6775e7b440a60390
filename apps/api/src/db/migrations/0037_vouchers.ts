import { sql, type Kysely } from 'kysely';

/**
 * Vouchers (ADR 0046): prepaid stay certificates a hotel issues to one member, each paying up to
 * its amount for one stay of its plans, inside its staying period and clear of its excluded one.
 * A booking takes the voucher with one conditional update (available → pending or consumed) and
 * keeps which voucher it used and what it paid; a cancellation gives it back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE vouchers (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels (id),
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      number text NOT NULL UNIQUE CHECK (number ~ '^[A-Z0-9-]{4,32}$'),
      name text NOT NULL,
      name_translations jsonb NOT NULL DEFAULT '{}',
      amount integer NOT NULL CHECK (amount > 0),
      currency char(3) NOT NULL,
      target_plan_codes text[] NOT NULL DEFAULT '{}',
      valid_through date NOT NULL,
      staying_period_start date,
      staying_period_end date,
      excluded_period_start date,
      excluded_period_end date,
      status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'pending', 'expired', 'consumed')),
      consumed_at timestamptz,
      reservation_number text,
      staff_credential_id integer REFERENCES staff_credentials (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (staying_period_start IS NULL OR staying_period_end IS NULL OR staying_period_start < staying_period_end),
      CHECK ((excluded_period_start IS NULL) = (excluded_period_end IS NULL)),
      CHECK (excluded_period_start IS NULL OR excluded_period_start <= excluded_period_end),
      -- A voucher in use names its booking; one given back names none.
      CHECK ((status IN ('pending', 'consumed')) = (reservation_number IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX vouchers_user ON vouchers (user_id)`.execute(db);
  await sql`ALTER TABLE reservations
    ADD COLUMN voucher_id integer REFERENCES vouchers (id),
    ADD COLUMN voucher_number text,
    ADD COLUMN voucher_discount integer NOT NULL DEFAULT 0 CHECK (voucher_discount >= 0),
    DROP CONSTRAINT reservations_discounts_within_total,
    ADD CONSTRAINT reservations_discounts_within_total
      CHECK (coupon_discount + voucher_discount + point_discount <= total_price)`.execute(db);
}
