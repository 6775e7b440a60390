import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { GIVEN_UP, jobsRepository, type HeldJob } from './repository';

export { GIVEN_UP };

export type JobHandler = (payload: Record<string, unknown>, now: Date) => Promise<void>;

/** Wraps each job's run (metrics, a trace span); it must call `run` once and rethrow what it throws. */
export type JobObserver = (kind: string, run: () => Promise<void>) => Promise<void>;

const unobserved: JobObserver = (_kind, run) => run();

/** How often the schedulers of recurring jobs (keepScheduled) run while the runner polls. */
const SCHEDULERS_EVERY_MS = 60_000;

/** After this many tries a job stays failed, for an engineer to look at. */
const MAX_ATTEMPTS = 8;

/**
 * Runs due jobs one at a time. `runDue(now)` takes the clock as an argument, so tests decide what
 * time it is; `start` polls on an interval in the server.
 */
export function jobRunner(db: Db, log: FastifyBaseLogger, observe: JobObserver = unobserved) {
  const repository = jobsRepository(db);
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const schedulers: Array<(now: Date) => Promise<void>> = [];
  let schedulersDueAt = 0;

  /** Runs the schedulers kept (keepScheduled) when a minute has passed since they last ran. */
  async function keepRecurringScheduled(now: Date) {
    if (now.getTime() < schedulersDueAt) return;
    schedulersDueAt = now.getTime() + SCHEDULERS_EVERY_MS;
    for (const schedule of schedulers)
      await schedule(now).catch((error: unknown) => log.error({ err: error }, 'scheduling a recurring job failed'));
  }

  async function runDue(now = new Date()): Promise<number> {
    let ran = 0;
    let done: HeldJob | null = null;
    for (;;) {
      const job = await repository.claimDue(now, done);
      if (!job) return ran;
      done = null;
      const handler = handlers.get(job.kind);
      try {
        await observe(job.kind, async () => {
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
          await handler(job.payload, now);
        });
        // Marked done with the next claim: one statement for both.
        done = job;
      } catch (error) {
        log.error({ err: error, job: job.id, kind: job.kind }, 'job failed');
        const retryAt = job.attempts >= MAX_ATTEMPTS ? GIVEN_UP : new Date(now.getTime() + 2 ** job.attempts * 1000);
        await repository.markFailed(job, error instanceof Error ? error.message : String(error), retryAt);
      }
      ran++;
    }
  }

  return {
    enqueue: repository.enqueue,
    enqueueWrite: repository.enqueueWrite,
    /** A recurring job's next run unless one already waits from `waitingFrom` (in a transaction of its own, see the repository). */
    enqueueUnlessWaiting: (db: Db, job: Parameters<typeof repository.enqueue>[1], waitingFrom: Date) =>
      inTransaction(db, (trx) => repository.enqueueUnlessWaiting(trx, job, waitingFrom)),
    register(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },
    runDue,
    /**
     * Has `schedule` run from the first poll and then every minute while the runner is started: a
     * recurring job whose run was given up, or never written, is scheduled again without waiting
     * for a restart.
     */
    keepScheduled(schedule: (now: Date) => Promise<void>) {
      schedulers.push(schedule);
    },
    start(intervalMs: number) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        running ??= keepRecurringScheduled(new Date())
          .then(() => runDue())
          .catch((error: unknown) => {
            log.error({ err: error }, 'job runner failed');
            return 0;
          })
          .finally(() => {
            running = null;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type JobRunner = ReturnType<typeof jobRunner>;
