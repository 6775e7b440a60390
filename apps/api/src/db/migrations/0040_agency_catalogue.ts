import { sql, type Kysely } from 'kysely';

/**
 * What the agency search finds a hotel by (ADR 0050): where it is (coordinates and the place of
 * places.ts it belongs to), its star class and its amenities (the closed list of
 * packages/domain/src/amenities.ts); and guests' reviews, one per reservation, which staff may
 * hide. Seeded reviews belong to no reservation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE hotels
    ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
    ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180),
    ADD COLUMN place_id text,
    ADD COLUMN star_class smallint CHECK (star_class BETWEEN 1 AND 5),
    ADD COLUMN amenities text[] NOT NULL DEFAULT '{}' CHECK (amenities <@ ARRAY[
      'onsen', 'pool', 'spa', 'fitness', 'parking', 'free_wifi', 'restaurant', 'airport_shuttle',
      'non_smoking_rooms', 'accessible_rooms', 'family_rooms', 'pets']::text[]),
    ADD CONSTRAINT hotels_coordinates_together CHECK ((latitude IS NULL) = (longitude IS NULL))`.execute(db);
  await sql`
    CREATE TABLE hotel_reviews (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels (id),
      reservation_id uuid UNIQUE REFERENCES reservations (id),
      overall smallint NOT NULL CHECK (overall BETWEEN 1 AND 5),
      cleanliness smallint CHECK (cleanliness BETWEEN 1 AND 5),
      service smallint CHECK (service BETWEEN 1 AND 5),
      location smallint CHECK (location BETWEEN 1 AND 5),
      value smallint CHECK (value BETWEEN 1 AND 5),
      rooms smallint CHECK (rooms BETWEEN 1 AND 5),
      comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 4000),
      locale text NOT NULL,
      hidden boolean NOT NULL DEFAULT false,
      hidden_at timestamptz,
      hidden_by integer REFERENCES staff_credentials (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // The search's rating summary reads the visible reviews of every hotel.
  await sql`CREATE INDEX hotel_reviews_visible ON hotel_reviews (hotel_id) INCLUDE (overall) WHERE NOT hidden`.execute(db);
}
