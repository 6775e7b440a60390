import { sql, type Kysely } from 'kysely';

/**
 * Promotions (ADR 0047): a hotel's discount on some plans for nights in a stay period, booked in a
 * booking period, for everyone, for a code, for card payments or for members signed in through the
 * loyalty provider. A booking keeps the promotion it had and what it took off each night, so a
 * change of stay works it out again; a session keeps the provider its member signed in through.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE promotions (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels (id),
      name text NOT NULL,
      name_translations jsonb NOT NULL DEFAULT '{}',
      discount_target_type text NOT NULL CHECK (discount_target_type IN ('all_users', 'coupon', 'payment', 'creansmaerd')),
      code text CHECK (code ~ '^[A-Za-z0-9_-]{3,32}$'),
      discount_type text NOT NULL CHECK (discount_type IN ('percentage', 'amount')),
      discount_value integer NOT NULL CHECK (discount_value > 0),
      target_mode text NOT NULL DEFAULT 'include' CHECK (target_mode IN ('include', 'exclude')),
      hotel_plan_codes text[] NOT NULL DEFAULT '{}',
      room_type_codes text[] NOT NULL DEFAULT '{}',
      stay_start date NOT NULL,
      stay_end date NOT NULL,
      booking_start date NOT NULL,
      booking_end date NOT NULL,
      staff_credential_id integer REFERENCES staff_credentials (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((discount_target_type = 'coupon') = (code IS NOT NULL)),
      CHECK (discount_type <> 'percentage' OR discount_value <= 100),
      CHECK (stay_start <= stay_end),
      CHECK (booking_start <= booking_end)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX promotions_code ON promotions (hotel_id, upper(code)) WHERE code IS NOT NULL`.execute(db);
  await sql`CREATE INDEX promotions_hotel_booking_end ON promotions (hotel_id, booking_end)`.execute(db);
  await sql`ALTER TABLE reservations
    ADD COLUMN promotion_id integer REFERENCES promotions (id),
    ADD COLUMN promotion_discount integer NOT NULL DEFAULT 0 CHECK (promotion_discount >= 0),
    ADD COLUMN promotion_names jsonb,
    ADD COLUMN promotion_code text,
    ADD COLUMN promotion_code_source text CHECK (promotion_code_source IN ('promo_code', 'google_promo_code'))`.execute(db);
  await sql`ALTER TABLE reservation_room_nights
    ADD COLUMN promotion_discount integer NOT NULL DEFAULT 0 CHECK (promotion_discount >= 0)`.execute(db);
  await sql`ALTER TABLE user_sessions ADD COLUMN signed_in_with text`.execute(db);
}
