import { sql, type Kysely } from 'kysely';

/**
 * Discount coupons (ADR 0044): a brand's codes, each with its discount, target plans, last day,
 * usage limit and the most nights it discounts; a member's own coupon names the member. A booking
 * keeps the coupon it used and what it took off; `used_count` never passes `usage_limit`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE discount_coupons (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES hotel_brands (id),
      code text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{3,32}$'),
      name text NOT NULL,
      name_translations jsonb NOT NULL DEFAULT '{}',
      discount_type text NOT NULL CHECK (discount_type IN ('percentage', 'amount')),
      discount_value integer NOT NULL CHECK (discount_value > 0),
      currency char(3),
      target_plan_codes text[] NOT NULL DEFAULT '{}',
      valid_until date NOT NULL,
      usage_limit integer CHECK (usage_limit > 0),
      used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
      max_discounted_nights integer CHECK (max_discounted_nights > 0),
      user_id integer REFERENCES users (id) ON DELETE CASCADE,
      members_only boolean NOT NULL DEFAULT false,
      staff_credential_id integer REFERENCES staff_credentials (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (usage_limit IS NULL OR used_count <= usage_limit),
      CHECK (discount_type <> 'percentage' OR discount_value <= 100),
      CHECK (discount_type <> 'amount' OR currency IS NOT NULL)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX discount_coupons_code ON discount_coupons (brand_id, upper(code))`.execute(db);
  await sql`CREATE INDEX discount_coupons_user ON discount_coupons (user_id) WHERE user_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE reservations
    ADD COLUMN coupon_id integer REFERENCES discount_coupons (id),
    ADD COLUMN coupon_code text,
    ADD COLUMN coupon_discount integer NOT NULL DEFAULT 0 CHECK (coupon_discount >= 0),
    DROP CONSTRAINT reservations_point_discount_within_total,
    ADD CONSTRAINT reservations_discounts_within_total CHECK (coupon_discount + point_discount <= total_price)`.execute(db);
}
