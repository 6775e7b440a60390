import { sql, type Kysely } from 'kysely';

/**
 * Stay plus flight packages (ADR 0059). The sandbox airline's own books (seats per flight, holds,
 * tickets: what a real supplier keeps on its side), and ours: each package booking with the step
 * its saga has reached, so a booking cut short by a restart is finished or undone by a job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_flight_seats (
      flight_number text NOT NULL,
      departure_date date NOT NULL,
      cabin text NOT NULL CHECK (cabin IN ('economy', 'premium')),
      capacity integer NOT NULL CHECK (capacity >= 0),
      held integer NOT NULL DEFAULT 0 CHECK (held >= 0),
      sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
      PRIMARY KEY (flight_number, departure_date, cabin),
      CHECK (held + sold <= capacity)
    )`.execute(db);
  await sql`
    CREATE TABLE sandbox_flight_holds (
      id text PRIMARY KEY,
      reference text NOT NULL UNIQUE,
      status text NOT NULL CHECK (status IN ('held', 'ticketed', 'released', 'expired', 'refunded')),
      segments jsonb NOT NULL,
      passengers jsonb NOT NULL,
      seats integer NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE sandbox_flight_tickets (
      number text PRIMARY KEY,
      hold_id text NOT NULL REFERENCES sandbox_flight_holds (id),
      passenger_index integer NOT NULL,
      segment_index integer NOT NULL,
      UNIQUE (hold_id, passenger_index, segment_index)
    )`.execute(db);
  await sql`
    CREATE TABLE package_bookings (
      id uuid PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels (id),
      client_session_id text NOT NULL,
      state text NOT NULL CHECK (state IN ('started', 'seats_held', 'stock_taken', 'paid', 'confirmed', 'undoing', 'undone')),
      supplier text NOT NULL,
      flights jsonb NOT NULL,
      passengers jsonb NOT NULL,
      hotel_price integer NOT NULL,
      flights_price integer NOT NULL,
      total_price integer NOT NULL,
      currency text NOT NULL,
      hold_id text,
      hold_expires_at timestamptz,
      reservation_id uuid REFERENCES reservations (id),
      reservation_number text,
      ticket_numbers jsonb,
      failure_code text,
      lease_until timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX package_bookings_open ON package_bookings (lease_until) WHERE state NOT IN ('confirmed', 'undone')`.execute(db);
  await sql`CREATE UNIQUE INDEX package_bookings_reservation ON package_bookings (reservation_number)`.execute(db);
}
