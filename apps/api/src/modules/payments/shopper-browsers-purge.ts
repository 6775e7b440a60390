import { THREE_D_SECURE_WINDOW_MINUTES } from '@yado/domain/payments';
import type { Db } from '../../db/connect';
import type { JobRunner } from '../jobs/runner';
import { deleteExpiredShopperBrowsers } from './shopper-browsers-repository';

export const SHOPPER_BROWSERS_PURGE_JOB = 'payments.shopper_browsers_purge';
const EVERY_MS = THREE_D_SECURE_WINDOW_MINUTES * 60_000;

/**
 * Forgets the browsers cards were entered in once their 3-D Secure window has closed (ADR 0071),
 * every window's length: a card entered last on a quiet server leaves no row behind for long.
 */
export function shopperBrowsersPurge(db: Db, jobs: JobRunner) {
  return {
    /** Makes sure the job is scheduled: at `now` when none waits (kept by jobs.keepScheduled). */
    async schedule(now: Date) {
      await jobs.enqueueUnlessWaiting(db, { kind: SHOPPER_BROWSERS_PURGE_JOB, payload: {}, runAt: now }, new Date(0));
    },

    /** Schedules the next run first, so a failing one does not stop the next. */
    async run(now: Date): Promise<number> {
      const next = new Date(now.getTime() + EVERY_MS);
      await jobs.enqueueUnlessWaiting(db, { kind: SHOPPER_BROWSERS_PURGE_JOB, payload: {}, runAt: next }, next);
      return deleteExpiredShopperBrowsers(db, now);
    },
  };
}
