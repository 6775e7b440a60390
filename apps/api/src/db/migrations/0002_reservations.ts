import { sql, type Kysely } from 'kysely';

/** Client sessions, reservations with their rooms and nights, and idempotency keys. */
const statements = [
  `CREATE TABLE client_sessions (
    id uuid PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    api_key text,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`,
  `CREATE TABLE reservations (
    id uuid PRIMARY KEY,
    reservation_number text NOT NULL UNIQUE,
    hotel_id integer NOT NULL REFERENCES hotels(id),
    status text NOT NULL CHECK (status IN ('done', 'payment_pending', 'cancelled')),
    checkin_date date NOT NULL,
    checkout_date date NOT NULL,
    nights smallint NOT NULL CHECK (nights >= 0),
    email text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    first_name_kana text,
    last_name_kana text,
    phone text NOT NULL,
    postal_code text,
    prefecture_or_state text,
    street_address text,
    building_name_and_number text,
    special_request text,
    payment_type text NOT NULL,
    currency char(3) NOT NULL,
    room_price_without_tax integer NOT NULL,
    tax integer NOT NULL,
    total_price integer NOT NULL,
    cancellation_policy jsonb NOT NULL,
    bypass_token_hash text NOT NULL,
    locale text NOT NULL,
    booking_method text,
    client_session_id uuid REFERENCES client_sessions(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    cancelled_at timestamptz,
    cancellation_fee integer,
    cancellation_reason text,
    cancellation_details text
  )`,
  `CREATE INDEX reservations_hotel_checkin ON reservations (hotel_id, checkin_date)`,
  `CREATE TABLE reservation_rooms (
    id serial PRIMARY KEY,
    reservation_id uuid NOT NULL REFERENCES reservations(id),
    room_type_id integer NOT NULL REFERENCES room_types(id),
    room_plan_id integer NOT NULL REFERENCES room_plans(id),
    adults smallint NOT NULL,
    children smallint NOT NULL DEFAULT 0,
    first_name text NOT NULL,
    last_name text NOT NULL,
    room_price_without_tax integer NOT NULL,
    tax integer NOT NULL,
    total_price integer NOT NULL
  )`,
  `CREATE INDEX reservation_rooms_reservation ON reservation_rooms (reservation_id)`,
  `CREATE TABLE reservation_room_nights (
    reservation_room_id integer NOT NULL REFERENCES reservation_rooms(id),
    stay_date date NOT NULL,
    amount integer NOT NULL,
    PRIMARY KEY (reservation_room_id, stay_date)
  )`,
  `CREATE TABLE idempotency_keys (
    scope text NOT NULL,
    key text NOT NULL,
    request_hash text NOT NULL,
    response_status smallint NOT NULL,
    response_body jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (scope, key)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
