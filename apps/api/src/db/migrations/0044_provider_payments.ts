import { sql, type Kysely } from 'kysely';

/**
 * What a card provider's adapter keeps of each payment on our side (ADR 0056): the provider's own
 * references (Adyen's pspReference; PayPal's order, authorization and capture ids), keyed by our
 * transaction id, and the 3-D Secure action the challenge page hands to the provider's script.
 * Never card data: the provider's fields send that to the provider.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE provider_payments (
      gateway text NOT NULL,
      merchant_reference text NOT NULL,
      provider_reference text,
      authorization_reference text,
      capture_reference text,
      status text NOT NULL,
      capture boolean NOT NULL,
      amount integer NOT NULL,
      currency text NOT NULL,
      action jsonb,
      -- Each refund by its key, with its amount: a retried refund is counted once.
      refunds jsonb NOT NULL DEFAULT '{}',
      return_url text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (gateway, merchant_reference)
    )`.execute(db);
  await sql`CREATE INDEX provider_payments_reference ON provider_payments (gateway, provider_reference)`.execute(db);
}
