import { sql, type Kysely } from 'kysely';

/**
 * Members of a brand (§3 "User and session", "Member sign-up and profile"), their signed-in
 * sessions, and the outbox of mails (ADR 0010: sent through SMTP when configured, else kept here
 * and shown on the demo mailbox page).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES hotel_brands (id),
      email text NOT NULL,
      password_hash text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      locale text NOT NULL,
      promotion_email boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'provisional' CHECK (status IN ('provisional', 'active')),
      confirmation_token_hash text,
      confirmation_sent_at timestamptz,
      confirmed_at timestamptz,
      failed_sign_ins integer NOT NULL DEFAULT 0,
      locked_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (brand_id, email)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_confirmation_token ON users (confirmation_token_hash)`.execute(db);
  await sql`
    CREATE TABLE user_sessions (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE outbox_mails (
      id serial PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      link text,
      locale text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX outbox_mails_to ON outbox_mails (lower(to_address), id DESC)`.execute(db);
}
