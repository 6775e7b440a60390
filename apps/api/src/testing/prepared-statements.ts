import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** The prepared statements (ADR 0076) of the connection `db` runs on whose text holds `marker`, with how often each ran. */
export async function preparedWith(db: Db, marker: string) {
  const { rows } = await sql<{ calls: number }>`
    SELECT (generic_plans + custom_plans)::int AS calls FROM pg_prepared_statements
    WHERE statement LIKE ${`%${marker}%`} AND statement NOT LIKE '%pg_prepared_statements%'`.execute(db);
  return rows;
}

/** How the prepared statements of `db`'s connection whose text holds `marker` were planned: once for any values (generic) or for each call's (custom). */
export async function plansWith(db: Db, marker: string) {
  const { rows } = await sql<{ generic: number; custom: number }>`
    SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
    WHERE statement LIKE ${`%${marker}%`} AND statement NOT LIKE '%pg_prepared_statements%'`.execute(db);
  return rows;
}
