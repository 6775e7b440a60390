import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { GIVEN_UP, jobsRepository, type HeldJob } from './repository';

export { GIVEN_UP };

export type JobHandler = (payload: Record<string, unknown>, now: Date) => Promise<void>;

/** Wraps each job's run (metrics, a trace span); it must call `run` once and rethrow what it throws. */
export type JobObserver = (kind: string, run: () => Promise<void>) => Promise<void>;

const unobserved: JobObserver = (_kind, run) => run();

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
    enqueueUnlessWaiting: repository.enqueueUnlessWaiting,
    register(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },
    runDue,
    start(intervalMs: number) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        running ??= runDue()
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
