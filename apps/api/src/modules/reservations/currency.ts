import type { ReservationRequest } from '@yado/domain/booking';
import { isCardPayment, paysInGuestCurrency } from '@yado/domain/payments';
import { AppError } from '../../errors';
import type { CurrenciesService, Exchange } from '../currencies/service';
import type { Catalogue } from '../hotels/service';

/**
 * A booking paid in the currency the guest chose (§4, §5): by card only, in a currency the hotel
 * shows, at the rate the guest was shown. A newer rate since then is refused with the new price,
 * for the guest to recheck.
 */
export async function bookingExchange(
  currencies: CurrenciesService,
  request: ReservationRequest,
  hotel: Catalogue['hotel'],
): Promise<Exchange | null> {
  const wanted = request.mcp_currency?.toUpperCase();
  if (!wanted || wanted === hotel.currency) return null;
  if (!isCardPayment(request.payment.type)) throw new AppError('currency_card_only');
  // The Korean and Taiwanese card types pay in their own currency only.
  if (!paysInGuestCurrency(request.payment.type)) throw new AppError('currency_not_offered');
  const exchange = await currencies.exchangeFor({ currency: hotel.currency, multiCurrency: hotel.settings.mcp_enabled }, wanted);
  if (!exchange) throw new AppError('currency_not_offered');
  if (exchange.id !== request.exchange_rate_id) {
    throw new AppError('exchange_rate_updated', {}, [], {
      exchange_rate: { id: exchange.id, rate: exchange.rate, taken_at: exchange.taken_at },
      mcp_total_price: { cents: currencies.convert(request.total_price.cents, exchange), currency_iso: exchange.currency },
    });
  }
  return exchange;
}

/** A reservation's amounts in the currency its card paid: the hotel's own, or the guest's at the rate it was booked at. */
export interface PaidCurrency {
  currency: string;
  convert(cents: number): number;
}

export async function paidCurrencyOf(
  currencies: CurrenciesService,
  reservation: { currency: string; exchange_rate_id: number | null },
): Promise<PaidCurrency> {
  const exchange = reservation.exchange_rate_id === null ? null : await currencies.exchangeById(reservation.exchange_rate_id);
  if (!exchange) return { currency: reservation.currency, convert: (cents) => cents };
  return { currency: exchange.currency, convert: (cents) => currencies.convert(cents, exchange) };
}
