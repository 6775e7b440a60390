import { sql, type Kysely } from 'kysely';

/**
 * A guest's booking draft kept on the server (§7 temporary_storages): found by an unguessable id,
 * kept a week, with the email a recovery link is mailed to when the guest leaves without booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE temporary_storages (
      id text PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels (id),
      client_session_id text NOT NULL,
      draft jsonb NOT NULL,
      email text,
      locale text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      recovery_mailed_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX temporary_storages_expiry ON temporary_storages (expires_at)`.execute(db);
}
