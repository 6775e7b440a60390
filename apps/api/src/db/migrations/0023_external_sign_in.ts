import { sql, type Kysely } from 'kysely';

/**
 * §6 external sign-in (OpenID Connect). An identity ties a provider's subject to a member of one
 * brand; a member made by a provider keeps it in users.provider (and has no password of their own
 * until they choose one). An attempt keeps what the callback must check (state, PKCE verifier,
 * nonce) in the database, not a cookie, so a framed widget with third-party cookies blocked works.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN provider text`.execute(db);
  await sql`CREATE TABLE user_identities (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    brand_id integer NOT NULL REFERENCES hotel_brands (id),
    provider text NOT NULL,
    subject text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (brand_id, provider, subject)
  )`.execute(db);
  await sql`CREATE INDEX user_identities_user ON user_identities (user_id)`.execute(db);
  await sql`CREATE TABLE sso_attempts (
    state_hash text PRIMARY KEY,
    provider text NOT NULL,
    hotel_code text NOT NULL,
    code_verifier text NOT NULL,
    nonce text NOT NULL,
    redirect_uri text NOT NULL,
    return_to text NOT NULL,
    locale text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz,
    link_token_hash text UNIQUE,
    link_user_id integer REFERENCES users(id) ON DELETE CASCADE,
    subject text
  )`.execute(db);
}
