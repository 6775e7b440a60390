import { sql, type Kysely } from 'kysely';

/** Where a booking came from: the §2 marketing and Google hotel ads parameters of the visit. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations ADD COLUMN marketing jsonb NOT NULL DEFAULT '{}'`.execute(db);
}
