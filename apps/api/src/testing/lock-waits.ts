import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** How many of the database's sessions wait for a lock. */
export async function waitingForLocks(db: Db): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db);
  return rows[0]?.waiting ?? 0;
}

/** Waits until `count` of the database's sessions wait for a lock: the requests racing are where the test wants them. */
export async function untilWaitingForLocks(db: Db, count: number, what: string) {
  for (let tries = 0; (await waitingForLocks(db)) < count; tries++) {
    if (tries === 200) throw new Error(`${what} never waited for the rows held`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
