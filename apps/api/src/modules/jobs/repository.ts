import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** Background jobs kept in the database, so a restart loses none (the 3-D Secure window, ADR 0018). */
export function jobsRepository(db: Db) {
  return {
    async enqueue(trx: Db, job: { kind: string; payload: Record<string, unknown>; runAt: Date }) {
      await trx
        .insertInto('jobs')
        .values({ kind: job.kind, payload: JSON.stringify(job.payload), run_at: job.runAt })
        .execute();
    },

    /** Takes one due job for a minute, skipping any another worker holds. */
    async claimDue(now: Date) {
      const claimed = await sql<{ id: string; kind: string; payload: Record<string, unknown>; attempts: number }>`
        UPDATE jobs SET locked_until = ${new Date(now.getTime() + 60_000)}, attempts = attempts + 1
        WHERE id = (
          SELECT id FROM jobs
          WHERE done_at IS NULL AND run_at <= ${now} AND (locked_until IS NULL OR locked_until < ${now})
          ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind, payload, attempts`.execute(db);
      return claimed.rows[0] ?? null;
    },

    async markDone(id: string, now: Date) {
      await db.updateTable('jobs').set({ done_at: now, locked_until: null }).where('id', '=', id).execute();
    },

    async markFailed(id: string, error: string, retryAt: Date) {
      await db
        .updateTable('jobs')
        .set({ last_error: error.slice(0, 500), run_at: retryAt, locked_until: null })
        .where('id', '=', id)
        .execute();
    },
  };
}
