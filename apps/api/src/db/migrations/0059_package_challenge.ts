import { sql, type Kysely } from 'kysely';

/**
 * A flight package whose card asks for 3-D Secure (ADR 0067): the booking waits in
 * `awaiting_challenge`, seats and stay held, until the challenge is passed, failed or abandoned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE package_bookings DROP CONSTRAINT package_bookings_state_check`.execute(db);
  await sql`
    ALTER TABLE package_bookings ADD CONSTRAINT package_bookings_state_check
      CHECK (state IN ('started', 'seats_held', 'stock_taken', 'awaiting_challenge', 'paid', 'confirmed', 'undoing', 'undone',
                       'cancelling', 'cancelled'))`.execute(db);
}
