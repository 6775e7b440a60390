import { sql, type Kysely } from 'kysely';

/**
 * Changes of stays paid online (ADR 0022): each reservation keeps what its guest has paid online,
 * in the hotel's currency, so a change knows what goes back to the card and what is due at the
 * hotel. The sandbox gateway learns partial refunds, each named by a key so a retry refunds once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations ADD COLUMN paid_online integer NOT NULL DEFAULT 0`.execute(db);
  await sql`
    UPDATE reservations SET paid_online = CASE payment_type
      WHEN 'credit_card' THEN total_price
      WHEN 'credit_card_deposit' THEN round(total_price * coalesce(deposit_percentage, 100) / 100.0)::integer
      ELSE 0 END`.execute(db);
  await sql`ALTER TABLE sandbox_gateway_payments ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0`.execute(db);
  await sql`
    CREATE TABLE sandbox_gateway_refunds (
      key text PRIMARY KEY,
      payment_id text NOT NULL REFERENCES sandbox_gateway_payments (id),
      amount integer NOT NULL CHECK (amount > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
