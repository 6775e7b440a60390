import { sql, type Kysely } from 'kysely';

/**
 * A payment link may pay the rest of a reservation paid in full online whose stay grew (§4 manage
 * booking): it names the reservation, and what it takes counts as paid online for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_links ADD COLUMN reservation_id uuid REFERENCES reservations (id)`.execute(db);
  await sql`CREATE INDEX payment_links_reservation ON payment_links (reservation_id) WHERE reservation_id IS NOT NULL`.execute(db);
}
