import { sql, type Kysely } from 'kysely';

/**
 * §4 session start-up: each member session has a refresh token that renews it (rotated on use), and
 * a signed-in member may hand a one-time access token to another page or tab, good once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_sessions ADD COLUMN refresh_token_hash text`.execute(db);
  await sql`ALTER TABLE user_sessions ADD COLUMN refresh_expires_at timestamptz`.execute(db);
  await sql`CREATE UNIQUE INDEX user_sessions_refresh ON user_sessions (refresh_token_hash)`.execute(db);
  await sql`CREATE TABLE one_time_access_tokens (
    token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    spent_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}
