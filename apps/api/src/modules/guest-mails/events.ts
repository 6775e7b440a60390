import { randomUUID } from 'node:crypto';
import type { AlongsideWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';
import type { JobRunner } from '../jobs/runner';
import type { GuestMailKind } from './texts';

export const RESERVATION_MAIL_JOB = 'mail.reservation';

/** A payment the mail is about: a link to pay (and its amount), or an amount received. */
export interface MailPayment {
  link_number?: string;
  amount: number;
  currency: string;
}

/**
 * Records, in the transaction that makes the news, that a booking's mails are owed: the job
 * writes and sends them once the transaction has committed, and never when it rolls back.
 */
export function reservationMailEvents(jobs: Pick<JobRunner, 'enqueueWrite'>) {
  type Payload = { reservation_id: string; kind: GuestMailKind; payment?: MailPayment; resent?: true };
  const enqueueWrite = (trx: Db, payload: Payload) =>
    jobs.enqueueWrite(trx, {
      kind: RESERVATION_MAIL_JOB,
      // The key names this news: a job that runs again writes the same mails, not new ones.
      payload: { ...payload, key: randomUUID() },
      runAt: new Date(),
    });
  const enqueue = async (trx: Db, payload: Payload) => {
    await enqueueWrite(trx, payload).execute();
  };

  return {
    async record(trx: Db, reservationId: string, kind: GuestMailKind, payment?: MailPayment) {
      await enqueue(trx, { reservation_id: reservationId, kind, ...(payment ? { payment } : {}) });
    },

    /** The same record, as a write the caller sends with one of its own statements. */
    recordAlongside(trx: Db, reservationId: string, kind: GuestMailKind): AlongsideWrite {
      return enqueueWrite(trx, { reservation_id: reservationId, kind });
    },

    /** The guest's mail of how the booking stands, sent again at the hotel's asking: the hotel is not told again. */
    async resend(trx: Db, reservationId: string, kind: 'booked' | 'cancelled') {
      await enqueue(trx, { reservation_id: reservationId, kind, resent: true });
    },
  };
}
export type ReservationMailEvents = ReturnType<typeof reservationMailEvents>;
