import type { Db } from '../../db/connect';
import type { JobRunner } from '../jobs/runner';
import type { PaymentSettledListener } from '../reservations/payment-effects';
import { PACKAGE_RECOVERY_JOB } from './lease';
import { packageBookingsRepository } from './repository';

/** How long after its challenge window closed a package still waiting looks again: the payment's own expiry runs first. */
export const CHALLENGE_GRACE_MS = 60_000;

/**
 * A package waits for its card's 3-D Secure challenge with seats and stay held (ADR 0067). When
 * the challenge ends (passed, failed, or abandoned and voided) its job runs at once, written in
 * the payment's transaction: it issues the tickets, or releases the seats and undoes the stay.
 */
export function packageChallengeSettled(db: Db, jobs: Pick<JobRunner, 'enqueue'>): PaymentSettledListener {
  const repository = packageBookingsRepository(db);
  return async (trx, reservationId, at) => {
    const waiting = await repository.awaitingChallenge(trx, reservationId);
    if (waiting) await jobs.enqueue(trx, { kind: PACKAGE_RECOVERY_JOB, payload: { package_id: waiting.id }, runAt: at });
  };
}
