import type { ReservationRequest } from '@yado/domain/booking';
import type { Locale } from '@yado/domain/locales';
import { paysOnlineByCard } from '@yado/domain/payments';
import { priceFor, type BookingDraft } from '../../lib/booking-draft';
import { extrasTotal } from '../../lib/extras';
import { toAnswers } from '../../lib/questions';
import { isAgencyMode } from '../../lib/agency-mode';
import { currentDelivery } from '../../lib/host-bridge';
import { currentMarketing } from '../../lib/marketing';
import type { ExchangeRate } from '../../lib/display-currency';
import type { CardPayment } from './use-card-payment';

/**
 * The booking request from what the guest chose and typed; a card payment carries only the gateway's
 * token, and one paid in the guest's currency the rate they were shown.
 */
export function bookingRequest(
  draft: BookingDraft,
  locale: Locale,
  paymentType: string,
  card: CardPayment = {},
  exchange: ExchangeRate | null = null,
): ReservationRequest {
  const guest = draft.guest as Record<string, string> & { rooms: Array<{ first_name: string; last_name: string }> };
  return {
    checkin_date: draft.checkin,
    checkout_date: draft.checkout,
    locale,
    rooms: draft.rooms.map((party, i) => ({
      room_type_code: draft.roomChoices?.[i]?.roomTypeCode ?? draft.roomTypeCode,
      room_plan_code: draft.roomChoices?.[i]?.roomPlanCode ?? draft.roomPlanCode,
      adults: party.adults,
      children: party.children,
      kids_ages: party.kids_ages,
      kids_tiers: party.kids_tiers,
      adult_companion: party.adult_companion,
      kid_tier_A_companion: party.kid_tier_A_companion,
      first_name: guest.rooms[i]?.first_name ?? '',
      last_name: guest.rooms[i]?.last_name ?? '',
    })),
    guest: {
      first_name: guest.first_name ?? '',
      last_name: guest.last_name ?? '',
      first_name_kana: guest.first_name_kana,
      last_name_kana: guest.last_name_kana,
      email: guest.email ?? '',
      phone: guest.phone ?? '',
      postal_code: guest.postal_code,
      prefecture_or_state: guest.prefecture_or_state,
      street_address: guest.street_address,
      building_name_and_number: guest.building_name_and_number,
    },
    special_request: guest.special_request,
    payment: { type: paymentType as ReservationRequest['payment']['type'], ...card },
    // The total the guest was shown for the way they pay: the card offer's when paying online by card.
    total_price: {
      cents: priceFor(draft, paysOnlineByCard(paymentType)).total + extrasTotal(draft.extras),
      currency_iso: draft.price.currency,
    },
    ...(draft.promoCode ? { [draft.promoCode.source]: draft.promoCode.code } : {}),
    ...(draft.couponCode ? { coupon_code: draft.couponCode } : {}),
    ...(draft.voucher ? { voucher_coupon_code: draft.voucher.number } : {}),
    ...(draft.spendingPoints ? { spending_point: draft.spendingPoints } : {}),
    answers: toAnswers(draft.answers ?? []),
    extras: (draft.extras ?? []).map(({ extra_id, quantity, date, delivery_time, answer }) => ({
      extra_id,
      quantity,
      date,
      delivery_time,
      answer,
    })),
    ...(draft.lotteryEntryNumber ? { lottery_result: { entry_number: draft.lotteryEntryNumber } } : {}),
    ...(exchange ? { mcp_currency: exchange.currency, exchange_rate_id: exchange.id } : {}),
    // The kept draft it comes from: a price held on it (ADR 0060) applies on the server.
    ...(draft.storageId ? { temporary_storage_id: draft.storageId } : {}),
    // §4 booking sources: a booking made through the agency site is the agency's.
    booking_method: currentDelivery().chatbot ? 'chatbot' : isAgencyMode() ? 'tripla_ota' : 'booking_widget',
    marketing: currentMarketing(),
  };
}
