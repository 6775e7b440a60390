import { sql, type Kysely } from 'kysely';

/**
 * The browser a card was entered in at Adyen, by its card-fields session's shopper reference, for the
 * payment that follows (ADR 0071). In a table rather than the process that saw the card entered, so
 * that whichever API process takes the payment finds it; each row lives for the 3-D Secure window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE shopper_browsers (
      gateway text NOT NULL,
      shopper_reference text NOT NULL,
      browser_info jsonb NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (gateway, shopper_reference)
    )`.execute(db);
  await sql`CREATE INDEX shopper_browsers_expiry ON shopper_browsers (expires_at)`.execute(db);
}
