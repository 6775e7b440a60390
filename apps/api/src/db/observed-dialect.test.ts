import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from './connect';
import { migrateToLatest } from './migrate';
import { observeQueries, type ObservedQuery } from './observed-dialect';

let db: Db;
beforeAll(async () => {
  db = await connect({});
  await migrateToLatest(db);
});
afterAll(async () => db?.destroy());

/** Every query the database ran while `work` ran, and whether it failed. */
async function watch(work: () => Promise<unknown>) {
  const seen: Array<ObservedQuery & { failed: boolean }> = [];
  const stop = observeQueries(db, (query) => (failure) => seen.push({ ...query, failed: failure !== undefined }));
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}

describe('watching queries', () => {
  it('names what each query does, from the query built or the first word of raw SQL', async () => {
    const seen = await watch(async () => {
      await db.selectFrom('jobs').select('id').execute();
      await db
        .with('due', (w) => w.selectFrom('jobs').select('id'))
        .updateTable('jobs')
        .set({ locked_until: null })
        .where('id', 'in', (q) => q.selectFrom('due').select('id'))
        .execute();
      await sql`-- a comment first\nSELECT 1`.execute(db);
      await sql`VACUUM jobs`.execute(db);
    });
    expect(seen.map((q) => q.operation)).toEqual(['select', 'update', 'select', 'other']);
    expect(seen[0]?.sql).toMatch(/^select "id" from "jobs"$/);
  });

  it('sees queries inside transactions, and the ones that fail', async () => {
    const seen = await watch(async () => {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('jobs').select('id').execute();
      });
      await sql`SELECT * FROM no_such_table`.execute(db).catch(() => undefined);
    });
    expect(seen).toEqual([
      expect.objectContaining({ operation: 'select', failed: false }),
      expect.objectContaining({ operation: 'select', failed: true }),
    ]);
  });

  it('stops when told', async () => {
    const seen = await watch(async () => undefined);
    await db.selectFrom('jobs').select('id').execute();
    expect(seen).toEqual([]);
  });
});
