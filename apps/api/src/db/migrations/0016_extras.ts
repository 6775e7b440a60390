import { sql, type Kysely } from 'kysely';

/**
 * Extras (§3): generic ones (once per stay, counted on the check-in day) and dated ones (delivered
 * on a night of the stay), each with a price before tax and stock per date, and the extras a
 * reservation ordered. Stock is taken like rooms: never more sold than there is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE extras (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels (id),
      code text NOT NULL,
      name text NOT NULL,
      name_translations jsonb NOT NULL DEFAULT '{}',
      description_translations jsonb NOT NULL DEFAULT '{}',
      extra_type text NOT NULL CHECK (extra_type IN ('generic', 'dated')),
      unit text NOT NULL DEFAULT 'item',
      min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity >= 1),
      max_quantity integer NOT NULL DEFAULT 10 CHECK (max_quantity >= min_quantity),
      order_deadline_hours integer NOT NULL DEFAULT 0 CHECK (order_deadline_hours >= 0),
      delivery_times jsonb NOT NULL DEFAULT '[]',
      position integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      UNIQUE (hotel_id, code)
    )`.execute(db);
  await sql`
    CREATE TABLE extra_inventory (
      extra_id integer NOT NULL REFERENCES extras (id),
      stock_date date NOT NULL,
      price integer NOT NULL CHECK (price >= 0),
      total integer NOT NULL CHECK (total >= 0),
      sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0 AND sold <= total),
      PRIMARY KEY (extra_id, stock_date)
    )`.execute(db);
  await sql`
    CREATE TABLE reservation_extras (
      id serial PRIMARY KEY,
      reservation_id uuid NOT NULL REFERENCES reservations (id),
      extra_id integer NOT NULL REFERENCES extras (id),
      stock_date date NOT NULL,
      delivery_time text,
      quantity integer NOT NULL CHECK (quantity > 0),
      unit_price integer NOT NULL,
      price_without_tax integer NOT NULL,
      tax integer NOT NULL,
      total_price integer NOT NULL,
      answer text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX reservation_extras_reservation ON reservation_extras (reservation_id)`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN extras_price integer NOT NULL DEFAULT 0`.execute(db);
  // Adding extras to a booking is a change of its own in the history.
  await sql`ALTER TABLE reservation_changes DROP CONSTRAINT reservation_changes_kind_check`.execute(db);
  await sql`ALTER TABLE reservation_changes ADD CONSTRAINT reservation_changes_kind_check
    CHECK (kind IN ('guests', 'itinerary', 'extras', 'cancel'))`.execute(db);
}
