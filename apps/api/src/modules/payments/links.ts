import { todayInTimeZone } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import { cardPaymentProblem, PAYMENT_LINK_HOLD_MINUTES, type PaymentLinkState } from '@yado/domain/payments';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import { paymentLinksRepository } from './links-repository';
import type { PaymentsService } from './service';

/**
 * Payment links (§2, §4): an amount a hotel asks a guest to pay by card. The device that opens
 * the link holds it for ten minutes; another device is told to come back. Paying goes through the
 * same transactions, 3-D Secure and webhooks as a booking.
 */
export function paymentLinksService(db: Db, payments: PaymentsService, hotels: HotelsService) {
  const repository = paymentLinksRepository(db);

  /** The link, its latest try and its hotel, and the page's view of them for this device. */
  async function load(number: string, device: string, locale: string, now: Date) {
    const link = await repository.find(number);
    if (!link) throw new AppError('payment_not_found');
    const [transaction, catalogue] = await Promise.all([repository.latestTransaction(number), hotels.getCatalogueById(link.hotel_id)]);
    const heldByOther =
      link.holder_device !== null && link.holder_device !== device && link.held_until !== null && new Date(link.held_until) > now;
    const challenge = transaction?.status === 'pre_3d_secure' && new Date(transaction.expires_at) > now ? transaction : null;
    const state: PaymentLinkState =
      link.status !== 'open'
        ? link.status
        : heldByOther
          ? 'processing'
          : challenge?.challenge_url
            ? 'challenge'
            : transaction && (transaction.status === 'failed' || transaction.status === 'cancelled')
              ? 'failed'
              : 'open';
    const view = {
      number: link.number,
      state,
      amount: { cents: link.amount, currency_iso: link.currency },
      description: link.description,
      hotel: { code: catalogue.hotel.code, name: pickTranslation(catalogue.hotel.nameTranslations, locale, catalogue.hotel.name) },
      paid_at: link.paid_at ? new Date(link.paid_at).toISOString() : null,
      retry_after_minutes: heldByOther ? Math.max(1, Math.ceil((new Date(link.held_until!).getTime() - now.getTime()) / 60_000)) : null,
      challenge_url: state === 'challenge' ? (challenge?.challenge_url ?? null) : null,
      error_code: state === 'failed' ? (transaction?.error_code ?? null) : null,
      card: transaction && state === 'paid' ? { brand: transaction.card_brand, last4: transaction.card_last4 } : null,
    };
    return { link, catalogue, view };
  }

  /**
   * Takes the hold for this device, or says when another device lets go. Holding changes nothing
   * this device sees, so the view read before it stands.
   */
  async function hold(number: string, device: string, locale: string, now: Date) {
    const loaded = await load(number, device, locale, now);
    const { view } = loaded;
    if (view.state === 'paid') throw new AppError('payment_already_paid');
    if (view.state === 'cancelled' || view.state === 'refunded') throw new AppError('payment_link_closed');
    if (!(await repository.hold(number, device, new Date(now.getTime() + PAYMENT_LINK_HOLD_MINUTES * 60_000), now))) {
      throw new AppError('payment_processing', { minutes: view.retry_after_minutes ?? PAYMENT_LINK_HOLD_MINUTES });
    }
    return loaded;
  }

  return {
    /** The link as its page shows it, without taking it (the display screen and polling use this). */
    view: async (number: string, device: string, locale: string, now = new Date()) => (await load(number, device, locale, now)).view,

    hold: async (number: string, device: string, locale: string, now = new Date()) => (await hold(number, device, locale, now)).view,

    /** Pays the link with a gateway token; a decline leaves it open to try again. */
    async pay(number: string, device: string, cardToken: string, locale: string, now = new Date()) {
      const { link, catalogue, view } = await hold(number, device, locale, now);
      if (view.state === 'challenge') return view;
      const card = await payments.describeCard(cardToken);
      if (!card) throw new AppError('card_token_invalid');
      const problem = cardPaymentProblem(card, {
        checkout: todayInTimeZone(catalogue.hotel.timeZone, now),
        amount: link.amount,
        currency: link.currency,
        acceptedBrands: catalogue.hotel.settings.accepted_card_brands,
      });
      if (problem) throw new AppError(problem);
      const transactionId = await db.transaction().execute((trx) =>
        payments.open(trx, {
          subject: { paymentLinkNumber: number },
          amount: link.amount,
          capture: true,
          currency: link.currency,
          card,
          saveForUserId: null,
          now,
        }),
      );
      await payments.charge(transactionId, cardToken, now);
      return (await load(number, device, locale, now)).view;
    },
  };
}
export type PaymentLinksService = ReturnType<typeof paymentLinksService>;
