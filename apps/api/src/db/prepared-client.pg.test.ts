import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/postgres';
import { plansWith, preparedWith } from '../testing/prepared-statements';
import { connect, type Db } from './connect';
import { PreparingClient } from './prepared-client';
import { isUniqueViolation, violatedConstraint } from './violations';

/** Statements prepared once per connection (ADR 0076), on a real PostgreSQL. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  // One connection, so every statement below runs on the one whose prepared statements are read.
  db = await connect({ databaseUrl: database.url, poolSize: 1 });
  await sql`CREATE TABLE rooms_for_test (id int PRIMARY KEY, name text NOT NULL UNIQUE)`.execute(db);
  await sql`INSERT INTO rooms_for_test VALUES (1, 'Twin'), (2, 'Double')`.execute(db);
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe('statements with parameters', () => {
  it('are parsed once per connection and run again by name', async () => {
    for (const id of [1, 2, 1]) {
      const { rows } = await sql<{ name: string }>`SELECT name /* once */ FROM rooms_for_test WHERE id = ${id}`.execute(db);
      expect(rows[0]?.name).toBe(id === 1 ? 'Twin' : 'Double');
    }
    expect(await preparedWith(db, '/* once */')).toEqual([{ calls: 3 }]);
  });

  it('are planned once per connection, whatever values each call brings', async () => {
    // Left to choose, PostgreSQL plans the first five calls for their values, and may go on so.
    for (const id of [1, 2, 1, 2, 1, 2, 1]) await sql`SELECT name /* planned once */ FROM rooms_for_test WHERE id = ${id}`.execute(db);
    expect(await plansWith(db, '/* planned once */')).toEqual([{ generic: 7, custom: 0 }]);
  });

  it('without parameters go unprepared', async () => {
    await sql`SELECT count(*) /* plain */ FROM rooms_for_test`.execute(db);
    expect(await preparedWith(db, '/* plain */')).toHaveLength(0);
  });

  it('fail with the error a caller tells apart', async () => {
    const error = await sql`INSERT INTO rooms_for_test VALUES (${3}, ${'Twin'})`.execute(db).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(violatedConstraint(error)).toBe('rooms_for_test_name_key');
  });

  it('are prepared again when a migration changed what one returns, failing a transaction once at most', async () => {
    const all = (id: number) => sql<Record<string, unknown>>`SELECT * /* widened */ FROM rooms_for_test WHERE id = ${id}`.execute(db);
    expect((await all(1)).rows[0]).toEqual({ id: 1, name: 'Twin' });
    await sql`ALTER TABLE rooms_for_test ADD COLUMN sleeps int NOT NULL DEFAULT 2`.execute(db);
    expect((await all(1)).rows[0]).toEqual({ id: 1, name: 'Twin', sleeps: 2 });
    expect((await all(2)).rows[0]).toEqual({ id: 2, name: 'Double', sleeps: 2 });
    // The outdated one was dropped, not kept beside the new one.
    expect(await preparedWith(db, '/* widened */')).toEqual([{ calls: 2 }]);

    const named = (id: number, trx: Db = db) =>
      sql<Record<string, unknown>>`SELECT * /* in a transaction */ FROM rooms_for_test WHERE id = ${id}`.execute(trx);
    await named(1);
    await sql`ALTER TABLE rooms_for_test ADD COLUMN floor int NOT NULL DEFAULT 3`.execute(db);
    await expect(db.transaction().execute((trx) => named(1, trx))).rejects.toMatchObject({ code: '0A000' });
    const again = await db.transaction().execute((trx) => named(2, trx));
    expect(again.rows[0]).toMatchObject({ id: 2, floor: 3 });
    // The outdated one is dropped at the next statement outside a transaction.
    await named(1);
    expect(await preparedWith(db, '/* in a transaction */')).toHaveLength(1);
  });

  it('are prepared again when the server dropped them (DISCARD ALL, a pooler)', async () => {
    const name = (id: number) => sql<{ name: string }>`SELECT name /* discarded */ FROM rooms_for_test WHERE id = ${id}`.execute(db);
    expect((await name(1)).rows[0]?.name).toBe('Twin');
    await sql`DISCARD ALL`.execute(db);
    expect((await name(2)).rows[0]?.name).toBe('Double');
    expect(await preparedWith(db, '/* discarded */')).toEqual([{ calls: 1 }]);
  });

  it('run again in a transaction after pg could not write a value for one', async () => {
    const byId = (id: unknown, trx: Db = db) =>
      sql<{ name: string }>`SELECT name /* unwritable */ FROM rooms_for_test WHERE id = ${id}`.execute(trx);
    const unwritable = {
      toPostgres() {
        throw new Error('no text for this value');
      },
    };
    await expect(byId(unwritable)).rejects.toThrow('no text for this value');
    const { rows } = await db.transaction().execute((trx) => byId(2, trx));
    expect(rows[0]?.name).toBe('Double');
  });

  it('are prepared on each connection of a pool and reused there, and on none when switched off', async () => {
    const pooled = await connect({ databaseUrl: database.url, poolSize: 3 });
    const unprepared = await connect({ databaseUrl: database.url, poolSize: 1, preparedStatements: false });
    try {
      const seen = await Promise.all(
        [1, 2, 1, 2, 1, 2].map((id) =>
          pooled.transaction().execute(async (trx) => {
            await sql`SELECT name /* pooled */ FROM rooms_for_test WHERE id = ${id}`.execute(trx);
            return preparedWith(trx, '/* pooled */');
          }),
        ),
      );
      for (const statements of seen) expect(statements).toHaveLength(1);
      // Six runs on three connections: at least one connection ran its prepared statement again.
      expect(Math.max(...seen.map(([statement]) => statement?.calls ?? 0))).toBeGreaterThanOrEqual(2);
      await sql`SELECT name /* switched off */ FROM rooms_for_test WHERE id = ${1}`.execute(unprepared);
      expect(await preparedWith(unprepared, '/* switched off */')).toHaveLength(0);
    } finally {
      await pooled.destroy();
      await unprepared.destroy();
    }
  });

  it('drop the one run longest ago from a full connection for a new one', async () => {
    const client = new (class extends PreparingClient {
      static override capacity = 2;
    })({ connectionString: database.url });
    await client.connect();
    try {
      const texts = ['SELECT $1::int + 1 AS n', 'SELECT $1::int + 2 AS n', 'SELECT $1::int + 3 AS n'];
      for (const [i, text] of [...texts, texts[0]!].entries()) {
        const { rows } = (await client.query(text, [10])) as pg.QueryResult;
        expect(rows).toEqual([{ n: 11 + (i % 3) }]);
      }
      const { rows } = (await client.query('SELECT statement FROM pg_prepared_statements ORDER BY statement', [])) as pg.QueryResult;
      expect(rows.map((row: { statement: string }) => row.statement)).toEqual([texts[0], texts[2]]);
    } finally {
      await client.end();
    }
  });
});
