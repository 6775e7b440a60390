import type { UnpaidCancellationReason } from '@yado/domain/statuses';
import { PAYMENT_FAILURE_ERRORS, type CardToken, type PaymentTransactionStatus } from '@yado/domain/payments';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { JobRunner } from '../jobs/runner';
import { GatewayTimeoutError, type GatewayOutcome, type GatewayStatus, type Shopper, type WebhookDelivery } from './gateway';
import type { PaymentGateways } from './gateways';
import { paymentsRepository } from './repository';
import { paymentOpenings } from './opening';
import { paymentLinksRepository } from './payment-links-repository';
import { challengeDisplayOf, paymentViewOf, type ChallengeShown, type PaymentView } from './payment-view';
import { newPaymentLinkNumber } from './payment-links-service';

/** What the reservations module does to a reservation when its payment succeeds or fails, inside the payment's own transaction. */
export interface PaymentEffects {
  confirmPaid(trx: Db): Promise<void>;
  /** Cancels the reservation if it still waits for its payment, and gives its stock back. */
  releaseUnpaid(trx: Db, reason: UnpaidCancellationReason, at: Date): Promise<void>;
}

export interface ReservationPaymentEffects {
  /** Loads what settling needs before the payment's transaction opens (the embedded database has one connection). */
  prepare(reservationId: string): Promise<PaymentEffects>;
  /** A payment link paid the rest of the reservation's stay. */
  balancePaid(trx: Db, reservationId: string, amount: number): Promise<void>;
}

export { CHALLENGE_EXPIRY_JOB } from './opening';
export const SETTLEMENT_JOB = 'payment.settle';
export const EXPIRED_CODE = 'THREE_D_SECURE_EXPIRED';

const FROM_GATEWAY: Record<GatewayStatus, PaymentTransactionStatus | null> = {
  challenge_required: 'pre_3d_secure',
  authorized: 'authorized',
  captured: 'captured',
  failed: 'failed',
  cancelled: 'cancelled',
  refunded: null,
};
/** A state only moves forward: a late or repeated event never takes a payment back. */
const RANK: Record<PaymentTransactionStatus, number> = {
  pre_3d_secure: 0,
  authorized: 1,
  capturing: 2,
  captured: 3,
  failed: 3,
  cancelled: 3,
};
const isFinal = (status: PaymentTransactionStatus) => RANK[status] === RANK.captured;

/** What a reservation's card payment settles to: what the card keeps, and whether the booking is gone. */
export interface Settlement {
  keep: number;
  cancelled: boolean;
}

const refundKey = (transactionId: string, keep: number) => `${transactionId}:keep:${keep}`;

/**
 * Card payments through the gateway (§4): a booking's or a payment link's charge, its 3-D Secure
 * check and webhooks, refunds when a stay changes or ends, and a member's saved cards. The links
 * themselves (what a hotel asks a guest to pay, held by one device) are payment-links-service.ts.
 */
export function cardPaymentsService(
  db: Db,
  gateways: PaymentGateways,
  jobs: JobRunner,
  reservationEffects: ReservationPaymentEffects,
  options: { timeoutMs: number; returnUrl: (transactionId: string) => string },
) {
  const repository = paymentsRepository(db);
  const links = paymentLinksRepository(db);
  const openings = paymentOpenings(repository, gateways, jobs);
  /** A payment stays with the gateway that opened it, whatever its brand chooses later. */
  const gatewayOf = (transaction: { gateway: string }) => gateways.named(transaction.gateway);

  /**
   * Applies the gateway's word on a payment once: duplicates and stale events change nothing. A
   * payment marked expired (its 3-D Secure window closed) ends as expired, whichever notice comes first.
   */
  async function apply(transactionId: string, outcome: GatewayOutcome, now: Date, eventId?: string) {
    const known = await repository.find(transactionId);
    if (!known) return;
    const gateway = gatewayOf(known);
    const effects = await effectsFor(known);
    const effect = await inTransaction(db, async (trx): Promise<'refund' | 'void' | 'paid' | null> => {
      const current = await repository.lockById(trx, transactionId);
      if (!current) return null;
      if (
        eventId &&
        !(await repository.recordEvent(trx, {
          gateway: gateway.name,
          event_id: eventId,
          transaction_id: transactionId,
          type: outcome.status,
        }))
      ) {
        return null;
      }
      const next = FROM_GATEWAY[outcome.status];
      if (!next) return null;
      const status = current.status as PaymentTransactionStatus;
      const paid = next === 'captured' || next === 'authorized';
      const expired = current.error_code === EXPIRED_CODE;
      if (isFinal(status)) {
        // Money taken for a booking we already gave up (a challenge passed after its 15 minutes) goes back.
        return status !== 'captured' && paid ? (next === 'captured' ? 'refund' : 'void') : null;
      }
      if (RANK[next] <= RANK[status] && next !== 'pre_3d_secure') return null;
      await repository.update(
        trx,
        transactionId,
        {
          status: next,
          error_code: paid ? null : expired ? EXPIRED_CODE : (outcome.failureCode ?? null),
          challenge_url: outcome.challengeUrl ?? current.challenge_url,
          // Set as the challenge opens, from its answer or else the gateway's way, and kept: a challenge
          // does not move between frame and window (a later answer naming a window changes nothing).
          ...(next === 'pre_3d_secure' && !current.challenge_display
            ? { challenge_display: outcome.challengeDisplay ?? gateway.challengeDisplay }
            : {}),
          ...(current.gateway_reference || !outcome.reference ? {} : { gateway_reference: outcome.reference }),
        },
        now,
      );
      if (paid) await effects.confirmPaid(trx);
      else if (next === 'failed' || next === 'cancelled')
        await effects.releaseUnpaid(trx, expired ? 'payment_expired' : 'payment_failed', now);
      return paid ? 'paid' : null;
    });
    if (effect === 'refund') await gateway.refund(transactionId, known.amount, refundKey(transactionId, 0));
    else if (effect === 'void') await gateway.void(transactionId);
    else if (effect === 'paid') await saveCardIfAsked(transactionId);
  }

  /** What a payment's outcome does to what it pays for: a reservation (its module decides) or a payment link. */
  async function effectsFor(transaction: { reservation_id: string | null; payment_link_number: string | null }): Promise<PaymentEffects> {
    if (transaction.reservation_id) return reservationEffects.prepare(transaction.reservation_id);
    const number = transaction.payment_link_number as string;
    const link = await links.find(number);
    return {
      async confirmPaid(trx) {
        const paid = await repository.markLinkPaid(trx, number, new Date());
        if (paid && link?.reservation_id) await reservationEffects.balancePaid(trx, link.reservation_id, link.amount);
      },
      // A failed try leaves the link open; its page tells why from the transaction.
      releaseUnpaid: async () => undefined,
    };
  }

  /** A member asked to keep the card: once it has paid, it joins their saved cards (the booking stands either way). */
  async function saveCardIfAsked(transactionId: string) {
    const transaction = await repository.find(transactionId);
    if (!transaction?.save_card_for_user || !transaction.save_card_token) return;
    const gateway = gatewayOf(transaction);
    try {
      const token = await gateway.saveCard(transaction.save_card_token);
      const card = await gateway.describeToken(token);
      if (card) {
        await repository.insertCard({
          user_id: transaction.save_card_for_user,
          gateway: gateway.name,
          gateway_token: token,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
        });
      }
      await repository.update(db, transactionId, { save_card_token: null }, new Date());
    } catch {
      // Not saved: the guest can save it another time; the booking is not affected.
    }
  }

  /**
   * Refunds a captured payment down to `keep` (in the currency it was charged). A refund is named by
   * what it leaves on the card, so a retry, or a second settlement wanting the same, gives nothing back twice.
   */
  async function refundDownTo(
    transaction: { id: string; gateway: string; amount: number; refunded_amount: number },
    keep: number,
    now: Date,
  ) {
    const target = Math.max(0, transaction.amount - keep);
    if (target <= transaction.refunded_amount) return;
    await gatewayOf(transaction).refund(transaction.id, target - transaction.refunded_amount, refundKey(transaction.id, keep));
    await repository.recordRefunded(transaction.id, target, now);
  }

  /**
   * Refunds a reservation's card payments down to `keep` in all: the booking's own payment keeps
   * first, so what goes back comes from the latest payment (a link that paid a longer stay) first.
   */
  async function refundAllDownTo(
    oldestFirst: Array<{ id: string; gateway: string; amount: number; refunded_amount: number }>,
    keep: number,
    now: Date,
  ) {
    let left = keep;
    for (const transaction of oldestFirst) {
      const kept = Math.min(left, transaction.amount);
      left -= kept;
      await refundDownTo(transaction, kept, now);
    }
  }

  /** The 3-D Secure window closed: cancel the unpaid booking and give its stock back. */
  async function expireChallenge(transactionId: string, now: Date) {
    const transaction = await repository.find(transactionId);
    if (!transaction || transaction.status !== 'pre_3d_secure' || new Date(transaction.expires_at) > now) return;
    // Marked first, so the gateway's notice of the void ends it as expired too; paid since it was read, it stands and nothing is voided.
    if (!(await repository.markExpired(transactionId, EXPIRED_CODE, now))) return;
    await apply(transactionId, await gatewayOf(transaction).void(transactionId), now);
  }

  async function withTimeout<T>(call: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new GatewayTimeoutError()), options.timeoutMs);
    });
    try {
      return await Promise.race([call, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Which gateway takes a brand's cards (its payment hub setting), and where its card fields are. */
    gatewayFor: gateways.forBrand,
    /** Whether a payment's challenge page is framed or opened in a window (a page that refuses frames). */
    challengeDisplay: (transaction: ChallengeShown) => challengeDisplayOf(transaction, gateways),

    /** A card token as the gateway that issued it describes it; null when that gateway does not know it. */
    describeCard(token: string, gateway: string): Promise<CardToken | null> {
      return gateways.named(gateway).describeToken(token);
    },

    /** Opens a payment in the caller's transaction, or as writes of its one statement (opening.ts). */
    ...openings,

    /**
     * Charges the card once the booking is stored. A decline or a timeout cancels the booking
     * and throws the §8 error; a challenge leaves it waiting for the guest.
     */
    async charge(transactionId: string, token: string, shopper: Shopper, now = new Date()) {
      // Charged from its opening state only: a payment already answered or given up is never charged again.
      const transaction = await repository.findUncharged(transactionId);
      if (!transaction) throw new AppError('payment_incomplete');
      const gateway = gatewayOf(transaction);
      let outcome: GatewayOutcome;
      try {
        outcome = await withTimeout(
          gateway.authorize({
            token,
            amount: transaction.amount,
            currency: transaction.currency,
            capture: transaction.capture,
            merchantReference: transactionId,
            returnUrl: options.returnUrl(transactionId),
            shopper,
          }),
        );
      } catch (error) {
        if (!(error instanceof GatewayTimeoutError)) throw error;
        // The gateway may have charged after all: make sure nothing stays taken.
        await gateway.void(transactionId).catch(() => undefined);
        const late = await gateway.retrieve(transactionId).catch(() => null);
        if (late?.status === 'captured') await gateway.refund(transactionId, transaction.amount, refundKey(transactionId, 0));
        outcome = { reference: late?.reference ?? '', status: 'failed', failureCode: '3001' };
      }
      await apply(transactionId, outcome, now);
      if (outcome.status === 'failed' || outcome.status === 'cancelled') {
        throw new AppError(outcome.failureCode ? PAYMENT_FAILURE_ERRORS[outcome.failureCode] : 'payment_incomplete');
      }
    },

    /** A signed webhook from a gateway: each change it tells of is applied once. */
    async receiveWebhook(gatewayName: string, delivery: WebhookDelivery, now = new Date()) {
      const gateway = gateways.named(gatewayName);
      const events = await gateway.parseWebhook(delivery);
      if (!events) throw new AppError('webhook_signature_invalid');
      for (const event of events) await apply(event.merchantReference, event, now, event.eventId);
      return gateway.webhookAcknowledgement ?? null;
    },

    /** The guest's browser back from the challenge: ask the gateway where the payment stands. */
    async returnFromChallenge(transactionId: string, now = new Date()) {
      const transaction = await repository.find(transactionId);
      if (!transaction) throw new AppError('not_found');
      await apply(transactionId, await gatewayOf(transaction).retrieve(transactionId), now);
    },

    expireChallenge,

    /** A reservation's latest payment, its 3-D Secure window closed now if it has run out (as its expiry job would). */
    async expireChallengeOf(reservationId: string, now: Date) {
      const transaction = await repository.latestForReservation(reservationId);
      if (transaction) await expireChallenge(transaction.id, now);
    },

    /**
     * The payment of a booking whose charge never answered (its server stopped mid-way): the
     * gateway's word on it applied now. A payment the gateway never took, or did not capture, is
     * voided and its booking given up; one it captured stands. Answers the status it ends in.
     */
    async resolveUnanswered(reservationId: string, now = new Date()): Promise<PaymentTransactionStatus | null> {
      const transaction = await repository.latestForReservation(reservationId);
      if (!transaction) return null;
      if (transaction.status === 'pre_3d_secure') {
        const gateway = gatewayOf(transaction);
        const known = await gateway.retrieve(transaction.id).catch(() => null);
        const outcome: GatewayOutcome =
          known?.status === 'captured'
            ? known
            : { ...(known ? await gateway.void(transaction.id) : { reference: '' }), status: 'failed', failureCode: '3001' };
        await apply(transaction.id, outcome, now);
      }
      return ((await repository.find(transaction.id))?.status as PaymentTransactionStatus | undefined) ?? null;
    },

    /**
     * The payment link for the rest of a reservation: the open one when it asks the same amount,
     * otherwise a new one (an older open link for another amount is closed first).
     */
    async balanceLink(reservation: { id: string; number: string; hotelId: number; currency: string }, amount: number) {
      const open = await links.openForReservation(reservation.id);
      if (open?.amount === amount) return { number: open.number, created: false };
      if (open) await links.cancel(open.number);
      const number = newPaymentLinkNumber();
      await links.insert(db, {
        number,
        hotel_id: reservation.hotelId,
        amount,
        currency: reservation.currency,
        description: `Reservation ${reservation.number}`,
        reservation_id: reservation.id,
      });
      return { number, created: true };
    },

    async scheduleSettlement(trx: Db, reservationId: string, settlement: Settlement, now: Date) {
      await jobs.enqueue(trx, { kind: SETTLEMENT_JOB, payload: { reservation_id: reservationId, ...settlement }, runAt: now });
    },

    /**
     * Settles a reservation's card payment after a change or cancellation commits (ADR 0022): the
     * card keeps `keep` (in the currency it paid) and the rest goes back; a cancelled booking's
     * guarantee is charged `keep` or let go. A job written with the change retries it if the gateway
     * fails; a second run finds nothing left to do.
     */
    async settle(reservationId: string, { keep, cancelled }: Settlement, now = new Date()) {
      const transaction = await repository.latestForReservation(reservationId);
      if (!transaction) return;
      if (transaction.status === 'captured') {
        await refundAllDownTo(await repository.capturedForReservation(reservationId), keep, now);
      } else if (!cancelled) {
        // A change leaves a held guarantee as it is: the stay is still paid at the hotel.
      } else if (transaction.status === 'authorized' && keep > 0) {
        const taken = Math.min(keep, transaction.amount);
        await gatewayOf(transaction).capture(transaction.id, taken);
        await repository.update(db, transaction.id, { status: 'captured', amount: taken }, now);
      } else if (transaction.status === 'authorized' || transaction.status === 'pre_3d_secure') {
        await gatewayOf(transaction).void(transaction.id);
        await repository.update(db, transaction.id, { status: 'cancelled' }, now);
      }
    },

    /** A member's saved cards: brand, last four and expiry. */
    listCards(userId: number) {
      return repository.listCards(userId);
    },

    /** The gateway token of one of the member's saved cards, to pay with; a card kept at another gateway pays nothing here. */
    async savedCardToken(userId: number, id: number, gateway: string): Promise<string | null> {
      const card = await repository.findCard(userId, id);
      return card?.gateway === gateway ? card.gateway_token : null;
    },

    async deleteCard(userId: number, id: number, now = new Date()) {
      const card = await repository.findCard(userId, id);
      if (!card) throw new AppError('not_found');
      await gateways.named(card.gateway).deleteCard(card.gateway_token);
      await repository.deleteCard(id, now);
    },

    async latestForReservation(reservationId: string): Promise<PaymentView | null> {
      const row = await repository.latestForReservation(reservationId);
      return row ? paymentViewOf(row, gateways) : null;
    },
  };
}
export type CardPaymentsService = ReturnType<typeof cardPaymentsService>;
