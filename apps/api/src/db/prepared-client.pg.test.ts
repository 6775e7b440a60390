import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/postgres';
import { connect, type Db } from './connect';

/** Statements prepared once per connection (ADR 0076), on a real PostgreSQL. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  // One connection, so every statement below runs on the one whose prepared statements are read.
  db = await connect({ databaseUrl: database.url, poolSize: 1 });
  await sql`CREATE TABLE rooms_for_test (id int PRIMARY KEY, name text NOT NULL)`.execute(db);
  await sql`INSERT INTO rooms_for_test VALUES (1, 'Twin'), (2, 'Double')`.execute(db);
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

/** This connection's prepared statements whose text holds `marker`. */
async function preparedWith(marker: string) {
  const { rows } = await sql<{ name: string; calls: number }>`
    SELECT name, (generic_plans + custom_plans)::int AS calls FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`}
      AND statement NOT LIKE '%pg_prepared_statements%'`.execute(db);
  return rows;
}

describe('statements with parameters', () => {
  it('are parsed once per connection and run again by name', async () => {
    for (const id of [1, 2, 1]) {
      const { rows } = await sql<{ name: string }>`SELECT name /* once */ FROM rooms_for_test WHERE id = ${id}`.execute(db);
      expect(rows[0]?.name).toBe(id === 1 ? 'Twin' : 'Double');
    }
    const prepared = await preparedWith('/* once */');
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.calls).toBe(3);
  });

  it('without parameters go unprepared', async () => {
    await sql`SELECT count(*) /* plain */ FROM rooms_for_test`.execute(db);
    expect(await preparedWith('/* plain */')).toHaveLength(0);
  });

  it('still run when a migration changed what a prepared one returns, outside a transaction', async () => {
    const all = (id: number) => sql<Record<string, unknown>>`SELECT * /* widened */ FROM rooms_for_test WHERE id = ${id}`.execute(db);
    expect((await all(1)).rows[0]).toEqual({ id: 1, name: 'Twin' });
    await sql`ALTER TABLE rooms_for_test ADD COLUMN sleeps int NOT NULL DEFAULT 2`.execute(db);
    expect((await all(1)).rows[0]).toEqual({ id: 1, name: 'Twin', sleeps: 2 });
    expect((await all(2)).rows[0]).toEqual({ id: 2, name: 'Double', sleeps: 2 });
  });

  it('fail the transaction they meet such a change in once, and run unprepared after', async () => {
    const named = (id: number, trx: Db = db) =>
      sql<Record<string, unknown>>`SELECT * /* in a transaction */ FROM rooms_for_test WHERE id = ${id}`.execute(trx);
    await named(1);
    await sql`ALTER TABLE rooms_for_test ADD COLUMN floor int NOT NULL DEFAULT 3`.execute(db);
    await expect(db.transaction().execute((trx) => named(1, trx))).rejects.toThrow(/cached plan must not change result type/);
    const again = await db.transaction().execute((trx) => named(2, trx));
    expect(again.rows[0]).toMatchObject({ id: 2, floor: 3 });
  });
});
