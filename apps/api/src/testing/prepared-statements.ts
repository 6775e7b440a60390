import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** A statement prepared on a connection (ADR 0076): its text, how many values it takes, and how often it was planned once for any values (generic) or for each call's (custom). */
export interface PreparedStatement {
  name: string;
  text: string;
  parameters: number;
  generic: number;
  custom: number;
}

/** The prepared statements of the connection `db` runs on, but the one that reads them. */
export async function preparedStatements(db: Db): Promise<PreparedStatement[]> {
  const { rows } = await sql<PreparedStatement>`
    SELECT name, statement AS text, cardinality(parameter_types)::int AS parameters,
      generic_plans::int AS generic, custom_plans::int AS custom
    FROM pg_prepared_statements WHERE statement NOT LIKE '%pg_prepared_statements%'`.execute(db);
  return rows;
}

const preparedHolding = async (db: Db, marker: string) => (await preparedStatements(db)).filter(({ text }) => text.includes(marker));

/** The prepared statements of `db`'s connection whose text holds `marker`, with how often each ran. */
export async function preparedWith(db: Db, marker: string) {
  return (await preparedHolding(db, marker)).map(({ generic, custom }) => ({ calls: generic + custom }));
}

/** How the prepared statements of `db`'s connection whose text holds `marker` were planned. */
export async function plansWith(db: Db, marker: string) {
  return (await preparedHolding(db, marker)).map(({ generic, custom }) => ({ generic, custom }));
}
