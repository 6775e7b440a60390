import type { Selectable } from 'kysely';
import type { ChallengeDisplay, PaymentTransactionStatus, ReservationPayment } from '@yado/domain/payments';
import type { PaymentTransactionsTable } from '../../db/schema';
import type { PaymentGateways } from './gateways';

export type PaymentView = ReservationPayment;

export type ChallengeShown = Pick<Selectable<PaymentTransactionsTable>, 'gateway' | 'challenge_display'>;

/** As the payment's gateway shows its challenges, unless it said otherwise of this payment (an Adyen redirect: a window). */
export function challengeDisplayOf(transaction: ChallengeShown, gateways: PaymentGateways): ChallengeDisplay {
  return transaction.challenge_display ?? gateways.named(transaction.gateway).challengeDisplay;
}

/**
 * A payment as its guest's pages show it: while 3-D Secure is open, where the challenge is and how
 * the payment step shows it (its gateway knows whether that page may be framed).
 */
export function paymentViewOf(row: Selectable<PaymentTransactionsTable>, gateways: PaymentGateways): PaymentView {
  const challengeOpen = row.status === 'pre_3d_secure' && row.challenge_url !== null;
  return {
    status: row.status as PaymentTransactionStatus,
    amount: row.amount,
    currency: row.currency,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    challenge_url: challengeOpen ? row.challenge_url : null,
    challenge_display: challengeOpen ? challengeDisplayOf(row, gateways) : null,
    expires_at: new Date(row.expires_at).toISOString(),
    error_code: row.error_code,
    refunded_amount: row.refunded_amount,
  };
}
