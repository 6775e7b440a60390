import { sql, type Kysely } from 'kysely';

/**
 * Failed sign-ins are counted per account name and client address, whether or not the name is an
 * account's, so a stranger's failures neither lock the owner out nor show that the account exists.
 * The per-account counters they replace go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE sign_in_failures (
    account_key text NOT NULL,
    client_address text NOT NULL,
    failures integer NOT NULL CHECK (failures >= 0),
    last_failed_at timestamptz NOT NULL,
    locked_until timestamptz,
    PRIMARY KEY (account_key, client_address)
  )`.execute(db);
  await sql`CREATE INDEX sign_in_failures_last_failed_at ON sign_in_failures (last_failed_at)`.execute(db);
  for (const table of ['users', 'organization_users'])
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN failed_sign_ins, DROP COLUMN locked_until`.execute(db);
}
