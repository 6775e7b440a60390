import { randomUUID } from 'node:crypto';
import { THREE_D_SECURE_WINDOW_MINUTES, type CardToken } from '@yado/domain/payments';
import type { AlongsideWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';
import type { JobRunner } from '../jobs/runner';
import type { PaymentGateways } from './gateways';
import type { NewPaymentTransaction, paymentsRepository } from './repository';

export const CHALLENGE_EXPIRY_JOB = 'payment.challenge_expiry';

export interface PaymentOpening {
  /** What the payment is for: a reservation, or a payment link. */
  subject: { reservationId: string } | { paymentLinkNumber: string };
  amount: number;
  capture: boolean;
  currency: string;
  card: CardToken;
  /** The gateway that issued the card's token (the hotel's brand's choice): it takes this payment. */
  gateway: string;
  /** The signed-in member who asked to keep this card once it pays. */
  saveForUserId: number | null;
  now: Date;
}

/**
 * Opening a card payment: its row, waiting for 3-D Secure, and the job that gives it up if the
 * guest has not paid when the window closes. Written by statements of their own (`open`), or as
 * WITH queries of the booking's one statement (`openAlong`, ADR 0083).
 */
export function paymentOpenings(
  repository: Pick<ReturnType<typeof paymentsRepository>, 'insertWrite'>,
  gateways: PaymentGateways,
  jobs: Pick<JobRunner, 'enqueueWrite'>,
) {
  function writes(statement: Db, input: PaymentOpening) {
    const id = randomUUID();
    const expiresAt = new Date(input.now.getTime() + THREE_D_SECURE_WINDOW_MINUTES * 60_000);
    const row: NewPaymentTransaction = {
      id,
      reservation_id: 'reservationId' in input.subject ? input.subject.reservationId : null,
      payment_link_number: 'paymentLinkNumber' in input.subject ? input.subject.paymentLinkNumber : null,
      gateway: gateways.named(input.gateway).name,
      amount: input.amount,
      capture: input.capture,
      currency: input.currency,
      status: 'pre_3d_secure',
      card_brand: input.card.brand,
      card_last4: input.card.last4,
      expires_at: expiresAt,
      save_card_for_user: input.saveForUserId,
      save_card_token: input.saveForUserId ? input.card.token : null,
    };
    return {
      transactionId: id,
      writes: [
        repository.insertWrite(statement, row),
        jobs.enqueueWrite(statement, { kind: CHALLENGE_EXPIRY_JOB, payload: { transaction_id: id }, runAt: expiresAt }),
      ],
    };
  }

  return {
    /** Opens the payment inside the caller's transaction; answers its id. */
    async open(trx: Db, input: PaymentOpening) {
      const opened = writes(trx, input);
      for (const write of opened.writes) await write.execute();
      return opened.transactionId;
    },
    /** The same writes, to send inside the caller's one statement: its id and its WITH queries. */
    openAlong(statement: Db, input: PaymentOpening): { transactionId: string; writes: AlongsideWrite[] } {
      return writes(statement, input);
    },
  };
}
