import { sql, type Kysely } from 'kysely';

/**
 * A flight package cancelled as a whole (ADR 0062): the booking's two new states, what its
 * cancellation keeps and gives back (decided once, so a run cut short finishes with the same
 * amounts), and the sandbox airline's cancelled bookings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE package_bookings DROP CONSTRAINT package_bookings_state_check`.execute(db);
  await sql`
    ALTER TABLE package_bookings ADD CONSTRAINT package_bookings_state_check
      CHECK (state IN ('started', 'seats_held', 'stock_taken', 'paid', 'confirmed', 'undoing', 'undone', 'cancelling', 'cancelled'))`.execute(
    db,
  );
  await sql`ALTER TABLE package_bookings ADD COLUMN cancellation jsonb`.execute(db);
  await sql`ALTER TABLE sandbox_flight_holds DROP CONSTRAINT sandbox_flight_holds_status_check`.execute(db);
  await sql`
    ALTER TABLE sandbox_flight_holds ADD CONSTRAINT sandbox_flight_holds_status_check
      CHECK (status IN ('held', 'ticketed', 'released', 'expired', 'refunded', 'cancelled'))`.execute(db);
}
