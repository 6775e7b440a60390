import { sql, type Kysely } from 'kysely';

/**
 * Payment links (§2, §4 payment link page): an amount a hotel asks a guest to pay by card, at
 * /payments/{number}. The device that opens it holds it for 10 minutes so two devices cannot pay at
 * once. A payment transaction belongs to a reservation or to a link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_links (
      number text PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels (id),
      amount integer NOT NULL CHECK (amount > 0),
      currency text NOT NULL,
      description text NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'refunded', 'cancelled')),
      holder_device text,
      held_until timestamptz,
      paid_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`ALTER TABLE payment_transactions ALTER COLUMN reservation_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE payment_transactions ADD COLUMN payment_link_number text REFERENCES payment_links (number)`.execute(db);
  await sql`ALTER TABLE payment_transactions ADD CONSTRAINT payment_transactions_subject CHECK ((reservation_id IS NULL) <> (payment_link_number IS NULL))`.execute(
    db,
  );
}
