import { sql, type Kysely } from 'kysely';

/**
 * Card payments (ADR 0018). Our side keeps payment transactions (§4 statuses), the gateway events
 * already applied (so a duplicate changes nothing) and background jobs that survive restarts
 * (the 15-minute 3-D Secure window). The sandbox gateway's own tables hold what a real gateway
 * would hold on its side: a token's brand, last four digits and expiry, never the number or CVV.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_transactions (
      id uuid PRIMARY KEY,
      reservation_id uuid NOT NULL REFERENCES reservations (id),
      gateway text NOT NULL,
      gateway_reference text,
      amount integer NOT NULL CHECK (amount > 0),
      currency text NOT NULL,
      status text NOT NULL CHECK (status IN ('pre_3d_secure', 'capturing', 'captured', 'failed', 'cancelled', 'authorized')),
      card_brand text NOT NULL,
      card_last4 text NOT NULL,
      challenge_url text,
      error_code text,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX payment_transactions_reservation ON payment_transactions (reservation_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX payment_transactions_gateway_reference ON payment_transactions (gateway, gateway_reference)`.execute(db);
  await sql`
    CREATE TABLE payment_events (
      gateway text NOT NULL,
      event_id text NOT NULL,
      transaction_id uuid NOT NULL REFERENCES payment_transactions (id),
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (gateway, event_id)
    )`.execute(db);
  await sql`
    CREATE TABLE jobs (
      id bigserial PRIMARY KEY,
      kind text NOT NULL,
      payload jsonb NOT NULL,
      run_at timestamptz NOT NULL,
      locked_until timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      done_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX jobs_due ON jobs (run_at) WHERE done_at IS NULL`.execute(db);
  await sql`
    CREATE TABLE sandbox_gateway_tokens (
      token text PRIMARY KEY,
      scenario text NOT NULL,
      brand text NOT NULL,
      last4 text NOT NULL,
      exp_month integer NOT NULL,
      exp_year integer NOT NULL,
      holder_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE sandbox_gateway_payments (
      id text PRIMARY KEY,
      token text NOT NULL REFERENCES sandbox_gateway_tokens (token),
      merchant_reference text NOT NULL UNIQUE,
      amount integer NOT NULL,
      currency text NOT NULL,
      capture boolean NOT NULL,
      status text NOT NULL,
      decline_code text,
      return_url text NOT NULL,
      event_sequence integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
