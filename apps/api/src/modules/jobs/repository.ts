import { sql } from 'kysely';
import type { AlongsideWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';

interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
}

/** Background jobs kept in the database, so a restart loses none (the 3-D Secure window, ADR 0018). */
export function jobsRepository(db: Db) {
  /** The job's insert, to run alone (enqueue) or alongside another statement of the transaction. */
  function enqueueWrite(trx: Db, job: NewJob): AlongsideWrite & { execute(): Promise<unknown> } {
    return trx.insertInto('jobs').values({ kind: job.kind, payload: JSON.stringify(job.payload), run_at: job.runAt });
  }

  async function enqueue(trx: Db, job: NewJob) {
    await enqueueWrite(trx, job).execute();
  }

  return {
    enqueue,
    enqueueWrite,

    /**
     * A recurring job's next run, unless one of its kind already waits to run at or after
     * `waitingFrom`: a restart or a second run of the day schedules no second one.
     */
    async enqueueUnlessWaiting(trx: Db, job: NewJob, waitingFrom: Date) {
      const waiting = await trx
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', job.kind)
        .where('done_at', 'is', null)
        .where('run_at', '>=', waitingFrom)
        .executeTakeFirst();
      if (!waiting) await enqueue(trx, job);
    },

    /**
     * Takes one due job for a minute, skipping any another worker holds; `done` (the job just run)
     * is marked done in the same statement, so a queue of jobs costs one statement each.
     */
    async claimDue(now: Date, done: string | null = null) {
      const claimed = await sql<{ id: string; kind: string; payload: Record<string, unknown>; attempts: number }>`
        WITH done AS (UPDATE jobs SET done_at = ${now}, locked_until = NULL WHERE id = ${done})
        UPDATE jobs SET locked_until = ${new Date(now.getTime() + 60_000)}, attempts = attempts + 1
        WHERE id = (
          SELECT id FROM jobs
          WHERE done_at IS NULL AND run_at <= ${now} AND (locked_until IS NULL OR locked_until < ${now})
          ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind, payload, attempts`.execute(db);
      return claimed.rows[0] ?? null;
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
