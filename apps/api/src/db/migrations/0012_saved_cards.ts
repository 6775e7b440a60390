import { sql, type Kysely } from 'kysely';

/**
 * Members' saved cards (§2 payment options): the gateway's reusable token with brand, last four
 * and expiry, nothing more. A payment remembers whom to save its card for once it goes through.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE member_cards (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      gateway text NOT NULL,
      gateway_token text NOT NULL,
      brand text NOT NULL,
      last4 text NOT NULL,
      exp_month integer NOT NULL,
      exp_year integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX member_cards_live ON member_cards (user_id, gateway, gateway_token) WHERE deleted_at IS NULL`.execute(db);
  await sql`ALTER TABLE payment_transactions ADD COLUMN save_card_for_user integer REFERENCES users (id)`.execute(db);
  // The gateway's one-time token, kept only until the card is saved.
  await sql`ALTER TABLE payment_transactions ADD COLUMN save_card_token text`.execute(db);
  await sql`ALTER TABLE sandbox_gateway_tokens ADD COLUMN reusable boolean NOT NULL DEFAULT false`.execute(db);
}
