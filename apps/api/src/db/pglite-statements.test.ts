import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from './connect';
import { isUniqueViolation, violatedConstraint } from './violations';

/** Statements on the embedded PGlite, prepared once and run by name (ADR 0076). */
let db: Db;
beforeAll(async () => {
  db = await connect({});
  await sql`CREATE TABLE stays_for_test (
    id int PRIMARY KEY, code text UNIQUE, night date, at timestamptz, paid boolean, extras jsonb, ages int[]
  )`.execute(db);
});
afterAll(async () => {
  await db?.destroy();
});

/** The database's prepared statements whose text holds `marker`, with how often each ran. */
async function preparedWith(marker: string) {
  const { rows } = await sql<{ calls: number }>`
    SELECT (generic_plans + custom_plans)::int AS calls FROM pg_prepared_statements
    WHERE statement LIKE ${`%${marker}%`} AND statement NOT LIKE '%pg_prepared_statements%'`.execute(db);
  return rows;
}

describe('statements on PGlite', () => {
  it('are prepared once and run again by name', async () => {
    await sql`INSERT INTO stays_for_test (id, code) VALUES (1, 'A'), (2, 'B')`.execute(db);
    for (const id of [1, 2, 1]) {
      const { rows } = await sql<{ code: string }>`SELECT code /* by name */ FROM stays_for_test WHERE id = ${id}`.execute(db);
      expect(rows[0]?.code).toBe(id === 1 ? 'A' : 'B');
    }
    expect(await preparedWith('/* by name */')).toEqual([{ calls: 3 }]);
  });

  it('write each parameter as its column type asks and read it back as before', async () => {
    const at = new Date('2027-04-01T09:30:00Z');
    const written = await sql`
      INSERT INTO stays_for_test (id, code, night, at, paid, extras, ages)
      VALUES (${3}, ${null}, ${'2027-04-01'}, ${at}, ${true}, ${JSON.stringify({ breakfast: 2 })}, ${[5, 8]})`.execute(db);
    expect(written.numAffectedRows).toBe(1n);
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM stays_for_test WHERE id = ${3}`.execute(db);
    // A stay date stays a calendar date (connect's parser), never a Date shifted by a time zone.
    expect(rows[0]).toEqual({ id: 3, code: null, night: '2027-04-01', at, paid: true, extras: { breakfast: 2 }, ages: [5, 8] });
  });

  it('fail with the database error a caller tells apart, and leave the database usable', async () => {
    const insert = (id: number) => sql`INSERT INTO stays_for_test (id, code) VALUES (${id}, ${'A'})`.execute(db);
    const error = await insert(4).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(violatedConstraint(error)).toBe('stays_for_test_code_key');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM stays_for_test WHERE code = ${'A'}`.execute(db);
    expect(rows[0]?.n).toBe(1);
  });

  it('run again unprepared when a migration changed what a prepared one returns', async () => {
    const all = (id: number, trx: Db = db) =>
      sql<Record<string, unknown>>`SELECT * /* widened */ FROM stays_for_test WHERE id = ${id}`.execute(trx);
    expect(Object.keys((await all(1)).rows[0] ?? {})).not.toContain('floor');
    await sql`ALTER TABLE stays_for_test ADD COLUMN floor int NOT NULL DEFAULT 3`.execute(db);
    expect((await all(1)).rows[0]).toMatchObject({ id: 1, floor: 3 });

    const inTransaction = (id: number, trx: Db = db) =>
      sql<Record<string, unknown>>`SELECT * /* in a transaction */ FROM stays_for_test WHERE id = ${id}`.execute(trx);
    await inTransaction(1);
    await sql`ALTER TABLE stays_for_test ADD COLUMN view text NOT NULL DEFAULT 'sea'`.execute(db);
    await expect(db.transaction().execute((trx) => inTransaction(1, trx))).rejects.toThrow(/cached plan must not change result type/);
    const again = await db.transaction().execute((trx) => inTransaction(2, trx));
    expect(again.rows[0]).toMatchObject({ id: 2, view: 'sea' });
  });
});
