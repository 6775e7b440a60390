import { sql, type Kysely } from 'kysely';

/**
 * A member may pay part of a booking with points (ADR 0042): the reservation keeps how many it
 * spent and what they took off, in minor units. `total_price` stays the stay's price; what is paid
 * in money is `total_price - point_discount`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations
    ADD COLUMN spent_points integer NOT NULL DEFAULT 0 CHECK (spent_points >= 0),
    ADD COLUMN point_discount integer NOT NULL DEFAULT 0 CHECK (point_discount >= 0),
    ADD CONSTRAINT reservations_point_discount_within_total CHECK (point_discount <= total_price)`.execute(db);
  // A booking's spend is checked and written under the member's lock before its reservation row is.
  await sql`ALTER TABLE point_entries ALTER CONSTRAINT point_entries_reservation_id_fkey DEFERRABLE INITIALLY DEFERRED`.execute(db);
}
