import { sql, type Kysely } from 'kysely';

/**
 * The stays whose guest was invited to rate them (ADR 0055): one row each, written with the mail,
 * so the hourly invitation job never mails a stay twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE review_invitations (
      reservation_id uuid PRIMARY KEY REFERENCES reservations (id),
      mailed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
