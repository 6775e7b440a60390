import { sql, type Kysely } from 'kysely';

/** Which member booked a reservation, when a member did (§4 my reservations). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations ADD COLUMN user_id integer REFERENCES users (id)`.execute(db);
  await sql`CREATE INDEX reservations_user ON reservations (user_id, checkin_date) WHERE user_id IS NOT NULL`.execute(db);
}
