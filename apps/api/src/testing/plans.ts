import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { connect, type Db } from '../db/connect';
import { createTestDatabase } from './postgres';
import { preparedStatements } from './prepared-statements';

/**
 * A seeded PostgreSQL database on one connection, with sequential scans switched off: a plan then
 * shows an index wherever one can serve, however few rows the demo has. For checking which index
 * a statement planned once (ADR 0076) uses.
 */
export async function plansDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  const database = await createTestDatabase({ seeded: true });
  // One connection: the statements run are prepared on the one that explains them.
  const db = await connect({ databaseUrl: database.url, poolSize: 1 });
  await sql`SET enable_seqscan = off`.execute(db);
  return {
    db,
    async drop() {
      await db.destroy();
      await database.drop();
    },
  };
}

/** A plans database for the test file that calls this: opened before its tests, dropped after them. Answers its db. */
export function plansDatabaseOfFile(): () => Db {
  let planned: Awaited<ReturnType<typeof plansDatabase>> | undefined;
  beforeAll(async () => {
    planned = await plansDatabase();
  });
  afterAll(async () => {
    await planned?.drop();
  });
  return () => {
    if (!planned) throw new Error('The plans database opens before the tests');
    return planned.db;
  };
}

type PlanNode = { 'Index Name'?: string; Plans?: PlanNode[] };
const indexesIn = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [node['Index Name']] : []),
  ...(node.Plans ?? []).flatMap(indexesIn),
];

/** The indexes each statement prepared on `db`'s connection whose text holds every one of `marks` reads, as planned once for any values. */
export async function indexesOfPlansWith(db: Db, ...marks: string[]): Promise<string[][]> {
  const rows = await preparedStatements(db);
  // Again here, in case the pool's one connection was replaced since it opened.
  await sql`SET enable_seqscan = off`.execute(db);
  const plans: string[][] = [];
  for (const { name, parameters } of rows.filter((row) => marks.every((mark) => row.text.includes(mark)))) {
    // The plan made once does not depend on the values: any will do.
    const values = Array.from({ length: parameters }, () => 'NULL').join(', ');
    const { rows: explained } = await sql<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>`EXPLAIN (FORMAT JSON) EXECUTE ${sql.raw(
      `${name}(${values})`,
    )}`.execute(db);
    plans.push(indexesIn(explained[0]?.['QUERY PLAN'][0]?.Plan ?? {}));
  }
  return plans;
}
