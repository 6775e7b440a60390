import { sql, type Kysely } from 'kysely';

/** Brands, hotels, room types, plans, cancellation policies, rates and inventory. */
const statements = [
  `CREATE TABLE hotel_brands (
    id serial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    name text NOT NULL,
    name_translations jsonb NOT NULL DEFAULT '{}',
    book_languages text[] NOT NULL DEFAULT '{}',
    settings jsonb NOT NULL DEFAULT '{}'
  )`,
  `CREATE TABLE hotels (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES hotel_brands(id),
    code text NOT NULL UNIQUE,
    name text NOT NULL,
    name_translations jsonb NOT NULL DEFAULT '{}',
    time_zone text NOT NULL,
    currency char(3) NOT NULL DEFAULT 'JPY',
    locale text NOT NULL DEFAULT 'ja',
    tax_rate_percent numeric(5,2) NOT NULL DEFAULT 10,
    phone text NOT NULL DEFAULT '',
    address jsonb NOT NULL DEFAULT '{}',
    settings jsonb NOT NULL DEFAULT '{}'
  )`,
  `CREATE TABLE room_types (
    id serial PRIMARY KEY,
    hotel_id integer NOT NULL REFERENCES hotels(id),
    code text NOT NULL,
    name text NOT NULL,
    name_translations jsonb NOT NULL DEFAULT '{}',
    description_translations jsonb NOT NULL DEFAULT '{}',
    beds jsonb NOT NULL DEFAULT '[]',
    sleeps smallint NOT NULL,
    size_tatami numeric(5,1) NOT NULL,
    size_sqm numeric(6,1) NOT NULL,
    bath boolean NOT NULL DEFAULT false,
    shower boolean NOT NULL DEFAULT true,
    toilet boolean NOT NULL DEFAULT true,
    smoking boolean NOT NULL DEFAULT false,
    wifi text NOT NULL DEFAULT 'free' CHECK (wifi IN ('none', 'free', 'paid')),
    max_adults smallint NOT NULL,
    images jsonb NOT NULL DEFAULT '[]',
    sort_order smallint NOT NULL DEFAULT 0,
    UNIQUE (hotel_id, code)
  )`,
  `CREATE TABLE cancellation_policies (
    id serial PRIMARY KEY,
    hotel_id integer NOT NULL REFERENCES hotels(id),
    code text NOT NULL,
    name text NOT NULL,
    no_show_percentage_of_cost smallint NOT NULL CHECK (no_show_percentage_of_cost BETWEEN 0 AND 100),
    UNIQUE (hotel_id, code)
  )`,
  `CREATE TABLE cancellation_policy_parts (
    id serial PRIMARY KEY,
    cancellation_policy_id integer NOT NULL REFERENCES cancellation_policies(id) ON DELETE CASCADE,
    days_before smallint NOT NULL CHECK (days_before >= 0),
    hours_after smallint CHECK (hours_after BETWEEN 0 AND 23),
    percentage_of_cost smallint NOT NULL CHECK (percentage_of_cost BETWEEN 0 AND 100)
  )`,
  `CREATE TABLE plans (
    id serial PRIMARY KEY,
    hotel_id integer NOT NULL REFERENCES hotels(id),
    hotel_plan_code text NOT NULL,
    name text NOT NULL,
    name_translations jsonb NOT NULL DEFAULT '{}',
    description_translations jsonb NOT NULL DEFAULT '{}',
    meals text NOT NULL DEFAULT 'none',
    members_only boolean NOT NULL DEFAULT false,
    minimum_nights smallint NOT NULL DEFAULT 1 CHECK (minimum_nights >= 1),
    payment_methods text[] NOT NULL DEFAULT '{on_site}',
    cancellation_policy_id integer NOT NULL REFERENCES cancellation_policies(id),
    sale_start_date date,
    sale_end_date date,
    is_day_use boolean NOT NULL DEFAULT false,
    sort_order smallint NOT NULL DEFAULT 0,
    UNIQUE (hotel_id, hotel_plan_code)
  )`,
  `CREATE TABLE room_plans (
    id serial PRIMARY KEY,
    plan_id integer NOT NULL REFERENCES plans(id),
    room_type_id integer NOT NULL REFERENCES room_types(id),
    room_plan_code text NOT NULL,
    sale_limit smallint CHECK (sale_limit > 0),
    UNIQUE (plan_id, room_type_id),
    UNIQUE (room_plan_code, plan_id)
  )`,
  `CREATE TABLE room_rates (
    room_plan_id integer NOT NULL REFERENCES room_plans(id),
    stay_date date NOT NULL,
    adults smallint NOT NULL CHECK (adults >= 1),
    amount integer NOT NULL CHECK (amount >= 0),
    PRIMARY KEY (room_plan_id, stay_date, adults)
  )`,
  `CREATE TABLE inventory (
    room_type_id integer NOT NULL REFERENCES room_types(id),
    stay_date date NOT NULL,
    total smallint NOT NULL CHECK (total >= 0),
    sold smallint NOT NULL DEFAULT 0,
    PRIMARY KEY (room_type_id, stay_date),
    CONSTRAINT inventory_never_oversold CHECK (sold >= 0 AND sold <= total)
  )`,
  `CREATE TABLE room_plan_sales (
    room_plan_id integer NOT NULL REFERENCES room_plans(id),
    stay_date date NOT NULL,
    sold smallint NOT NULL DEFAULT 0 CHECK (sold >= 0),
    PRIMARY KEY (room_plan_id, stay_date)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
