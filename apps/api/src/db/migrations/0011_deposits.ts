import { sql, type Kysely } from 'kysely';

/**
 * Deposits, guarantees and refunds (§4 credit_card_deposit, on_site_credit_card_required): the share of the total a plan takes by card at booking, kept
 * on the reservation as booked so a later change to the plan does not change what was agreed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE plans ADD COLUMN deposit_percentage integer CHECK (deposit_percentage BETWEEN 1 AND 100)`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN deposit_percentage integer`.execute(db);
  // A guarantee (on_site_credit_card_required) is only held on the card, never captured.
  await sql`ALTER TABLE payment_transactions ADD COLUMN capture boolean NOT NULL DEFAULT true`.execute(db);
  // What went back to the card when the guest cancelled (what was paid, less the cancellation fee).
  await sql`ALTER TABLE payment_transactions ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0`.execute(db);
}
