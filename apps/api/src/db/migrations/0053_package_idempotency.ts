import { sql, type Kysely } from 'kysely';

/**
 * Flight packages made safe to retry and to take over (ADR 0059): the Idempotency-Key a booking
 * was sent with and a digest of what it asked, unique per client session; who holds its lease (a
 * runner whose lease was taken over charges nothing); and the bypass token its stay was booked
 * with, so a retry answers as the first request did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE package_bookings
      ADD COLUMN idempotency_key text,
      ADD COLUMN request_hash text,
      ADD COLUMN lease_holder text,
      ADD COLUMN bypass_token text`.execute(db);
  await sql`CREATE UNIQUE INDEX package_bookings_idempotency ON package_bookings (client_session_id, idempotency_key)`.execute(db);
}
