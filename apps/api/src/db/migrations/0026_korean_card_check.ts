import { sql, type Kysely } from 'kysely';

/**
 * §5 Korean domestic cards: the sandbox gateway notes that it checked a card's holder birth date
 * and PIN digits (never keeping them), as a Korean gateway does in place of 3-D Secure.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sandbox_gateway_tokens ADD COLUMN korean_checked boolean NOT NULL DEFAULT false`.execute(db);
}
