import type { KyselyPlugin, Transaction } from 'kysely';
import type { Db } from './connect';
import type { Database } from './schema';
import { isDeadlock } from './violations';

const commitHooks = new WeakMap<object, Array<() => void>>();

/**
 * Runs `work` in one transaction; what it asked to happen once the transaction has committed
 * (`afterCommit`) runs then, and never when it rolls back.
 */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const hooks: Array<() => void> = [];
  const result = await db.transaction().execute((trx) => {
    commitHooks.set(trx, hooks);
    return work(trx);
  });
  for (const hook of hooks) hook();
  return result;
}

/**
 * Has `hook` run once `trx` has committed: what others may only learn of a change once it is
 * theirs to see. Outside a transaction `inTransaction` opened (a statement of its own, already
 * committed), it runs at once.
 */
export function afterCommit(trx: Db, hook: () => void): void {
  const hooks = commitHooks.get(trx);
  if (hooks) hooks.push(hook);
  else hook();
}

/** A plugin that changes nothing: `withPlugin` with it gives a handle of its own on the same connections. */
const unchanged: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult: async ({ result }) => result,
};

/**
 * Runs `work`, which sends exactly one statement: it commits by itself, without BEGIN or COMMIT
 * round trips, and holds its locks only while PostgreSQL runs it (ADR 0083). What `work` asked to
 * happen once it has committed (`afterCommit` on the handle it is given) runs once it has
 * succeeded, never when it failed.
 */
export async function asOneStatement<T>(db: Db, work: (statement: Db) => Promise<T>): Promise<T> {
  const hooks: Array<() => void> = [];
  const statement = db.withPlugin(unchanged);
  commitHooks.set(statement, hooks);
  const result = await work(statement);
  for (const hook of hooks) hook();
  return result;
}

/**
 * Runs `write` (one statement, or one transaction) again when PostgreSQL chose it as a deadlock's
 * victim: it was rolled back whole, so nothing of it stands, and the other side has gone on.
 */
export async function retriedAfterDeadlock<T>(write: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}
