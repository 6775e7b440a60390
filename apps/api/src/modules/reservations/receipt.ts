import { todayInTimeZone } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import { personName } from '@yado/domain/person-name';
import { receiptBreakdown, receiptCharge, type Receipt } from '@yado/domain/receipts';
import { AppError } from '../../errors';
import type { Catalogue } from '../hotels/service';
import type { PaymentView } from '../payments/payment-view';
import type { ReservationRow } from './presenter';

export interface ReceiptRequest {
  /** Who the receipt is made out to; the booker's name when not given. */
  name?: string | undefined;
  /** What it is for (the proviso); "Accommodation" in the guest's words when not given. */
  receipt_title?: string | undefined;
}

/**
 * A receipt for what the card paid and kept: made out to the name asked, for the purpose asked,
 * saying what the amount is (the stay, a deposit, or a cancellation fee) and its tax, with a code
 * of its own (receipt_unicode) that stays the same however often it is printed; a stay's receipt
 * also lists its price before discounts, each discount and the amount paid. Payment at the
 * hotel is receipted by the hotel, so there is none here. A flight package's card paid for its
 * flights too (`flightsPrice`): they are a line of the breakdown, and the stay's tax is the stay's
 * share. The reservation's total holds its `extras` with their tax, counted in that share.
 */
export function presentReceipt(
  reservation: ReservationRow,
  payment: PaymentView | null,
  catalogue: Catalogue,
  request: ReceiptRequest,
  locale: string,
  { flightsPrice, extras }: { flightsPrice: number | null; extras: Array<{ tax: number }> },
  now = new Date(),
): Receipt {
  if (!payment || payment.status !== 'captured' || payment.amount - payment.refunded_amount <= 0)
    throw new AppError('receipt_not_available');
  const { hotel } = catalogue;
  const amount = payment.amount - payment.refunded_amount;
  const tax = reservation.tax + extras.reduce((sum, extra) => sum + extra.tax, 0);
  const charged = receiptCharge({ ...reservation, tax }, amount - (flightsPrice ?? 0), hotel.taxRatePercent);
  const promotionName = reservation.promotion_names
    ? pickTranslation(reservation.promotion_names, locale, reservation.promotion_names.en ?? '')
    : null;
  return {
    receipt_unicode: `YR-${reservation.reservation_number}`,
    reservation_number: reservation.reservation_number,
    issued_on: todayInTimeZone(hotel.timeZone, now),
    name: request.name?.trim() || personName(reservation, locale),
    receipt_title: request.receipt_title?.trim() || null,
    ...charged,
    breakdown:
      charged.charge === 'stay'
        ? receiptBreakdown({ ...reservation, promotion_name: promotionName || null, flights_price: flightsPrice })
        : null,
    amount: { cents: amount, currency_iso: payment.currency },
    paid_by: { card_brand: payment.card_brand, card_last4: payment.card_last4 },
    stay: { checkin_date: reservation.checkin_date, checkout_date: reservation.checkout_date },
    hotel: {
      name: pickTranslation(hotel.nameTranslations, locale, hotel.name),
      address: pickTranslation(hotel.address, locale, hotel.address.full_address ?? ''),
      phone: hotel.phone,
    },
  };
}
