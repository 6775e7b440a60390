import { randomBytes } from 'node:crypto';
import { todayInTimeZone } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import { cardPaymentProblem, PAYMENT_LINK_HOLD_MINUTES, type PaymentLinkState } from '@yado/domain/payments';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import { paymentLinksRepository } from './payment-links-repository';
import type { CardPaymentsService } from './service';

/** A payment link's number: PAY and 12 hex digits, hard to guess, easy to read out. */
export function newPaymentLinkNumber(): string {
  return `PAY${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** The address a guest pays a link at: its page on the widget's origin (the hotel's own site, when it allows it). */
export const paymentLinkAddress = (origin: string, hotelCode: string, number: string) =>
  `${origin}/payments/${encodeURIComponent(number)}?code=${encodeURIComponent(hotelCode)}`;

/**
 * Payment links (§2, §4): an amount a hotel asks a guest to pay by card. The device that opens
 * the link holds it for ten minutes; another device is told to come back. Paying goes through the
 * same transactions, 3-D Secure and webhooks as a booking.
 */
export function paymentLinksService(db: Db, payments: CardPaymentsService, hotels: HotelsService) {
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
      challenge_display: state === 'challenge' && challenge ? payments.challengeDisplay(challenge) : null,
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
    /**
     * A hotel's staff ask a guest to pay an amount, in the hotel's currency, for what the description
     * says. `alongside` writes what else making the link owes (a mail, an audit entry) in its transaction.
     */
    async create(
      hotelCode: string,
      input: { amount: number; description: string },
      locale: string,
      now = new Date(),
      alongside?: (trx: Db, number: string) => Promise<void>,
    ) {
      const { hotel } = await hotels.getCatalogue(hotelCode);
      const number = newPaymentLinkNumber();
      const link = { number, hotel_id: hotel.id, amount: input.amount, currency: hotel.currency, description: input.description };
      await inTransaction(db, async (trx) => {
        await repository.insert(trx, link);
        await alongside?.(trx, number);
      });
      return (await load(number, '', locale, now)).view;
    },

    /** Staff take back an open link of their hotel; a paid one stays paid (409). */
    async cancel(hotelId: number, number: string, locale: string, now = new Date()) {
      const link = await repository.find(number);
      if (!link || link.hotel_id !== hotelId) throw new AppError('payment_not_found');
      if (link.status === 'paid') throw new AppError('payment_already_paid');
      await repository.cancel(number);
      return (await load(number, '', locale, now)).view;
    },

    /** A link of the hotel, as its staff see it. */
    async forHotel(hotelId: number, number: string, locale: string, now = new Date()) {
      const link = await repository.find(number);
      if (!link || link.hotel_id !== hotelId) throw new AppError('payment_not_found');
      return (await load(number, '', locale, now)).view;
    },

    /** The link as its page shows it, without taking it (the display screen and polling use this). */
    view: async (number: string, device: string, locale: string, now = new Date()) => (await load(number, device, locale, now)).view,

    hold: async (number: string, device: string, locale: string, now = new Date()) => (await hold(number, device, locale, now)).view,

    /**
     * Pays the link with a gateway token; a decline leaves it open to try again. Whoever holds the
     * link pays it, not necessarily the guest of its stay: the issuer is told the payer's address only.
     */
    async pay(number: string, payer: { device: string; ip: string }, cardToken: string, locale: string, now = new Date()) {
      const { device } = payer;
      const { link, catalogue, view } = await hold(number, device, locale, now);
      if (view.state === 'challenge') return view;
      const gateway = payments.gatewayFor(catalogue.hotel.brand.settings);
      if (!gateway) throw new AppError('payment_method_not_accepted');
      const card = await payments.describeCard(cardToken, gateway.name);
      if (!card) throw new AppError('card_token_invalid');
      const problem = cardPaymentProblem(card, {
        checkout: todayInTimeZone(catalogue.hotel.timeZone, now),
        amount: link.amount,
        currency: link.currency,
        acceptedBrands: catalogue.hotel.settings.accepted_card_brands,
      });
      if (problem) throw new AppError(problem);
      const transactionId = await inTransaction(db, (trx) =>
        payments.open(trx, {
          subject: { paymentLinkNumber: number },
          amount: link.amount,
          capture: true,
          currency: link.currency,
          card,
          gateway: gateway.name,
          saveForUserId: null,
          now,
        }),
      );
      await payments.charge(transactionId, cardToken, { ip: payer.ip }, now);
      return (await load(number, device, locale, now)).view;
    },
  };
}
export type PaymentLinksService = ReturnType<typeof paymentLinksService>;
