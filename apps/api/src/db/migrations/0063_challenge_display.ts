import { sql, type Kysely } from 'kysely';

/**
 * How one payment's 3-D Secure page is shown, when it is not its gateway's usual (ADR 0071): an
 * Adyen payment the issuer checks on its own page opens in a window, where Adyen's native checks
 * stay framed. None is the gateway's usual, as for every payment before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_transactions ADD COLUMN challenge_display text`.execute(db);
}
