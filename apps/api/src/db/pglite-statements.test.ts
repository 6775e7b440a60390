import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedWith } from '../testing/prepared-statements';
import { connect, type Db } from './connect';
import { pgliteStatements } from './pglite-statements';
import { PreparedStatements } from './statement-names';
import { isUniqueViolation, violatedConstraint } from './violations';

/** Statements on the embedded PGlite, prepared once and run by name (ADR 0076). */
let db: Db;
beforeAll(async () => {
  db = await connect({});
  await sql`CREATE TABLE stays_for_test (
    id int PRIMARY KEY, code text UNIQUE, night date, at timestamptz, paid boolean, extras jsonb, ages int[],
    tags text[], amount numeric, big bigint, token uuid
  )`.execute(db);
});
afterAll(async () => {
  await db?.destroy();
});

describe('statements on PGlite', () => {
  it('are prepared once and run again by name', async () => {
    await sql`INSERT INTO stays_for_test (id, code) VALUES (1, 'A'), (2, 'B')`.execute(db);
    for (const id of [1, 2, 1]) {
      const { rows } = await sql<{ code: string }>`SELECT code /* by name */ FROM stays_for_test WHERE id = ${id}`.execute(db);
      expect(rows[0]?.code).toBe(id === 1 ? 'A' : 'B');
    }
    expect(await preparedWith(db, '/* by name */')).toEqual([{ calls: 3 }]);
  });

  it('write each parameter as its column type asks and read it back as before', async () => {
    const at = new Date('2027-04-01T09:30:00Z');
    const row = {
      night: '2027-04-01',
      at,
      paid: true,
      extras: { breakfast: 2 },
      ages: [5, 8],
      tags: ['sea view', 'quiet, high floor'],
      amount: '12.50',
      big: '9007199254740993',
      token: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    };
    const written = await sql`
      INSERT INTO stays_for_test (id, code, night, at, paid, extras, ages, tags, amount, big, token)
      VALUES (${3}, ${null}, ${row.night}, ${row.at}, ${row.paid}, ${row.extras}, ${row.ages}, ${row.tags},
              ${row.amount}, ${row.big}, ${row.token})`.execute(db);
    expect(written.numAffectedRows).toBe(1n);
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM stays_for_test WHERE id = ${3}`.execute(db);
    // A stay date stays a calendar date (connect's parser), never a Date shifted by a time zone.
    expect(rows[0]).toEqual({ id: 3, code: null, ...row, big: 9007199254740993n });
  });

  it('fail with the database error a caller tells apart, and leave the database usable', async () => {
    const insert = (id: number) => sql`INSERT INTO stays_for_test (id, code) VALUES (${id}, ${'A'})`.execute(db);
    const error = await insert(4).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(violatedConstraint(error)).toBe('stays_for_test_code_key');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM stays_for_test WHERE code = ${'A'}`.execute(db);
    expect(rows[0]?.n).toBe(1);
  });

  it('are prepared again when a migration changed what one returns, failing a transaction once at most', async () => {
    const all = (id: number) => sql<Record<string, unknown>>`SELECT * /* widened */ FROM stays_for_test WHERE id = ${id}`.execute(db);
    expect(Object.keys((await all(1)).rows[0] ?? {})).not.toContain('floor');
    await sql`ALTER TABLE stays_for_test ADD COLUMN floor int NOT NULL DEFAULT 3`.execute(db);
    expect((await all(1)).rows[0]).toMatchObject({ id: 1, floor: 3 });
    expect(await preparedWith(db, '/* widened */')).toHaveLength(1);

    const inTransaction = (id: number, trx: Db = db) =>
      sql<Record<string, unknown>>`SELECT * /* in a transaction */ FROM stays_for_test WHERE id = ${id}`.execute(trx);
    await inTransaction(1);
    await sql`ALTER TABLE stays_for_test ADD COLUMN view text NOT NULL DEFAULT 'sea'`.execute(db);
    await expect(db.transaction().execute((trx) => inTransaction(1, trx))).rejects.toMatchObject({ code: '0A000' });
    const again = await db.transaction().execute((trx) => inTransaction(2, trx));
    expect(again.rows[0]).toMatchObject({ id: 2, view: 'sea' });
    // The outdated one is dropped at the next statement outside a transaction.
    await inTransaction(1);
    expect(await preparedWith(db, '/* in a transaction */')).toHaveLength(1);
  });

  it('are prepared again when the database dropped them', async () => {
    const code = (id: number) => sql<{ code: string }>`SELECT code /* dropped */ FROM stays_for_test WHERE id = ${id}`.execute(db);
    expect((await code(1)).rows[0]?.code).toBe('A');
    await sql`DEALLOCATE ALL`.execute(db);
    expect((await code(2)).rows[0]?.code).toBe('B');
    expect(await preparedWith(db, '/* dropped */')).toEqual([{ calls: 1 }]);
  });

  it('deliver the notices a write they make raises', async () => {
    const heard: string[] = [];
    const lite = await PGlite.create();
    const unlisten = await lite.listen('stays_for_test', (payload) => heard.push(payload));
    const query = pgliteStatements(lite);
    await query('SELECT pg_notify($1, $2)', ['stays_for_test', 'night 2027-04-01']);
    await expect.poll(() => heard).toEqual(['night 2027-04-01']);
    await unlisten();
    await lite.close();
  });
});

describe('a connection full of prepared statements', () => {
  it('drops the one run longest ago for a new one, and runs every one', async () => {
    const lite = await PGlite.create();
    const query = pgliteStatements(lite, 2);
    const texts = ['SELECT $1::int + 1 AS n', 'SELECT $1::int + 2 AS n', 'SELECT $1::int + 3 AS n'];
    for (const [i, text] of [...texts, texts[0]!].entries()) {
      expect((await query(text, [10])).rows).toEqual([{ n: 11 + (i % 3) }]);
    }
    const { rows } = await lite.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement');
    expect(rows.map((row) => row.statement)).toEqual([texts[0], texts[2]]);
    await lite.close();
  });

  it('keeps its statements inside a transaction, where dropping one could fail it, and runs the new one unprepared', () => {
    const statements = new PreparedStatements(1);
    const first = statements.nameFor('SELECT $1', true);
    expect(first).toEqual({ name: expect.stringMatching(/^yado_[0-9a-f]{24}$/), drop: [] });
    expect(statements.nameFor('SELECT $1, $2', false)).toBeUndefined();
    expect(statements.nameFor('SELECT $1', false)).toEqual(first);
    const second = statements.nameFor('SELECT $1, $2', true);
    expect(second?.drop).toEqual([first?.name]);
    expect(statements.size).toBe(1);
  });

  it('names a statement by its text on every connection, and afresh once forgotten', () => {
    const [one, other] = [new PreparedStatements(), new PreparedStatements()];
    const name = one.nameFor('SELECT $1', true)?.name;
    expect(other.nameFor('SELECT $1', true)?.name).toBe(name);
    expect(other.nameFor('SELECT $2', true)?.name).not.toBe(name);
    // Forgotten while still on the server: another name, and the old one dropped once outside a transaction.
    one.forget('SELECT $1', true);
    expect(one.nameFor('SELECT $1', false)).toEqual({ name: expect.not.stringMatching(name ?? ''), drop: [] });
    expect(one.nameFor('SELECT $9', true)?.drop).toEqual([name]);
  });
});
