import { sql, type Kysely } from 'kysely';

/**
 * Staff accounts managed in the console (ADR 0064): the TOTP time step last accepted, so that a
 * code signs in once; when an owner disabled the user (no sign-in, no session); and when they last
 * signed in. TOTP secrets are sealed from now on, by the server at start (it holds the key, SQL
 * does not): a plain secret left from before is read as it is until then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE staff_users
    ADD COLUMN totp_last_step integer,
    ADD COLUMN disabled_at timestamptz,
    ADD COLUMN last_signed_in_at timestamptz`.execute(db);
  await sql`CREATE INDEX staff_users_hotel ON staff_users (brand_id, hotel_id)`.execute(db);
}
