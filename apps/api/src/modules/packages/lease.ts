/** The job that looks at a package again after the fact: finishes or undoes its booking, finishes its cancellation. */
export const PACKAGE_RECOVERY_JOB = 'packages.recover';
/** How long the runner of a booking may go without a step before another may take it over. */
export const LEASE_MS = 2 * 60_000;
/** When the job looks at a booking again: long after any booking has finished or failed by itself. */
export const RECOVERY_DELAY_MS = 5 * 60_000;

export const leaseFrom = (now: Date) => new Date(now.getTime() + LEASE_MS);
