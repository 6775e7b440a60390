import { sql, type Kysely } from 'kysely';

/**
 * Exchange rates (§4 multi-currency), kept with the time each was taken: a booking names the rate
 * it was shown, and a newer rate before payment means the guest rechecks the price. A reservation
 * paid in another currency keeps that currency, amount and rate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE exchange_rates (
      id serial PRIMARY KEY,
      base text NOT NULL,
      quote text NOT NULL,
      rate numeric(24, 12) NOT NULL CHECK (rate > 0),
      taken_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX exchange_rates_latest ON exchange_rates (base, quote, taken_at DESC)`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN mcp_currency text`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN mcp_total_price integer`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN exchange_rate_id integer REFERENCES exchange_rates (id)`.execute(db);
}
