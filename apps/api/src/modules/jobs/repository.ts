import { sql, type Transaction } from 'kysely';
import type { AlongsideWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';

interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
}

/** A job this worker took, and until when it holds it. */
export interface HeldJob {
  id: string;
  heldUntil: Date;
}

/** When a job that failed too often is set to run: never, kept for an engineer to look at. */
export const GIVEN_UP = new Date('9999-12-31T00:00:00Z');

/** How long a worker holds a job it took: past it, another may take the job, as if it had stopped. */
const HOLD_MS = 60_000;

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
     * `waitingFrom`: a restart or a second run of the day schedules no second one. One given up
     * after failing too often does not count: it would otherwise stop the job for good. Servers
     * scheduling the same kind take turns (a lock held to the end of `trx`), so two starting
     * together schedule one run, not two.
     */
    async enqueueUnlessWaiting(trx: Transaction<Database>, job: NewJob, waitingFrom: Date) {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`jobs:${job.kind}`}))`.execute(trx);
      const waiting = await trx
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', job.kind)
        .where('done_at', 'is', null)
        .where('run_at', '>=', waitingFrom)
        .where('run_at', '<', GIVEN_UP)
        .executeTakeFirst();
      if (!waiting) await enqueue(trx, job);
    },

    /**
     * Takes one due job for a minute, skipping any another worker holds; `done` (the job just run,
     * and the hold it was taken with) is marked done in the same statement, so a queue of jobs costs
     * one statement each. A job whose hold ran out and that another worker took since is left to it.
     */
    async claimDue(now: Date, done: HeldJob | null = null) {
      const heldUntil = new Date(now.getTime() + HOLD_MS);
      const claimed = await sql<{ id: string; kind: string; payload: Record<string, unknown>; attempts: number }>`
        WITH done AS (
          UPDATE jobs SET done_at = ${now}, locked_until = NULL WHERE id = ${done?.id ?? null} AND locked_until = ${done?.heldUntil ?? null}
        )
        UPDATE jobs SET locked_until = ${heldUntil}, attempts = attempts + 1
        WHERE id = (
          SELECT id FROM jobs
          WHERE done_at IS NULL AND run_at <= ${now} AND (locked_until IS NULL OR locked_until < ${now})
          ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind, payload, attempts`.execute(db);
      const job = claimed.rows[0];
      return job ? { ...job, heldUntil } : null;
    },

    /** Has a job that failed wait until `retryAt`, unless another worker took it since its hold ran out. */
    async markFailed(job: HeldJob, error: string, retryAt: Date) {
      await db
        .updateTable('jobs')
        .set({ last_error: error.slice(0, 500), run_at: retryAt, locked_until: null })
        .where('id', '=', job.id)
        .where('locked_until', '=', job.heldUntil)
        .execute();
    },
  };
}
