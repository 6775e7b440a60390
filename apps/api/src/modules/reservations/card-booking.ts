import type { ReservationRequest } from '@yado/domain/booking';
import { isCardPayment, type CardToken } from '@yado/domain/payments';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { BrandSettings } from '../hotels/settings';
import type { Shopper } from '../payments/gateway';
import type { CardPaymentsService } from '../payments/service';
import type { Created, CreationDependencies } from './create';
import type { idempotentBookings, IdempotentRequest } from './idempotency';

/** A booking's card: the one it pays with, and its charge once the booking is stored. */
export function cardBookings({
  db,
  payments,
  idempotent,
  view,
}: {
  db: Db;
  payments: CardPaymentsService;
  idempotent: ReturnType<typeof idempotentBookings>;
  view: CreationDependencies['view'];
}) {
  /**
   * The card a booking pays with, as the gateway describes its token (a new card's one-time token,
   * or a signed-in member's saved card); none for payment at the hotel.
   */
  async function cardFor(
    request: ReservationRequest,
    member: { id: number } | null,
    brandSettings: BrandSettings,
  ): Promise<(CardToken & { gateway: string }) | null> {
    const { payment } = request;
    if (!isCardPayment(payment.type)) return null;
    // The brand's payment hub chooses the gateway; one not configured on this server takes no cards.
    const gateway = payments.gatewayFor(brandSettings);
    if (!gateway) throw new AppError('payment_method_not_accepted');
    const token =
      payment.saved_card_id !== undefined
        ? member && (await payments.savedCardToken(member.id, payment.saved_card_id, gateway.name))
        : payment.card_token;
    const card = token ? await payments.describeCard(token, gateway.name) : null;
    if (!card) throw new AppError('card_token_invalid', {}, [{ field: 'payment.card_token', message: 'card_token_invalid' }]);
    return { ...card, gateway: gateway.name };
  }

  /**
   * Charges the card of a stored booking, then shows it as the charge left it; a refusal cancels it
   * and frees the Idempotency-Key for another card.
   */
  async function chargeCard(
    booked: { number: string; bypassToken: string; transactionId: string },
    card: { token: string; shopper: Shopper },
    idempotency: IdempotentRequest,
    context: { locale: string; now: Date },
  ): Promise<Created> {
    try {
      await payments.charge(booked.transactionId, card.token, card.shopper, context.now);
    } catch (error) {
      await idempotent.release(idempotency);
      throw error;
    }
    const { view: reservation } = await view(booked.number, { bypass_token: booked.bypassToken }, context.locale, context.now);
    const body = { data: { reservation_number: booked.number, bypass_token: booked.bypassToken, reservation } };
    await idempotent.complete(db, idempotency, 201, body);
    return { status: 201, replayed: false, body };
  }

  return { cardFor, chargeCard };
}
