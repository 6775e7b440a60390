import type { BookerDetails, ReservationRequest } from '@yado/domain/booking';
import type { CancellationPolicy } from '@yado/domain/cancellation';
import { nightsBetween } from '@yado/domain/dates';
import { isDepositPayment, paidOnlineAt } from '@yado/domain/payments';
import type { RoomPrice } from '@yado/domain/pricing';
import { sha256 } from '../../crypto';
import type { BookingPromotion } from '../promotions/service';
import type { NewReservation } from './repository';
import type { ReservationPriceHold } from '../../db/schema';

/** Who books, under which numbers, and how the booking is held: what the row says besides its prices. */
export interface BookingIdentity {
  id: string;
  number: string;
  hotel: { id: number; currency: string };
  /** Only its hash is stored: the token itself is the guest's. */
  bypassToken: string;
  clientSessionId: string;
  /** Where it was booked from (§4 booking sources), or the package channel for a package's stay. */
  bookingMethod: string;
  memberId: number | null;
  corporate: { id: number; organizationId: number } | null;
  /** Waits for its card's payment (payment_pending) rather than being confirmed at once. */
  paysByCard: boolean;
  /** The first room's plan's deposit, for a deposit payment. */
  depositPercentage: number | null;
}

/** What the stay costs and what takes part of it, as the booking priced it. */
export interface BookingMoney {
  prices: RoomPrice[];
  /** The rooms (the promotion already taken off their nights) and the extras, before the coupon, voucher and points. */
  total: number;
  extrasTotal: number;
  /** What money pays once the coupon, the voucher and points have taken their parts. */
  payable: number;
  pointDiscount: number;
  coupon: { id: number; code: string; discount: number } | null;
  voucher: { id: number; number: string; discount: number } | null;
  promotion: BookingPromotion['applied'];
  /** The guest's currency and the amount they pay in it, when it is not the hotel's. */
  exchange: { id: number; currency: string; payable: number } | null;
  priceHold: ReservationPriceHold | null;
  policy: CancellationPolicy | undefined;
}

/** The booker's columns of a reservation as a booking or a change of its guests writes them: empty optional fields are null. */
export function bookerColumns(guest: BookerDetails, specialRequest: string | undefined) {
  return {
    first_name: guest.first_name,
    last_name: guest.last_name,
    first_name_kana: guest.first_name_kana || null,
    last_name_kana: guest.last_name_kana || null,
    phone: guest.phone,
    postal_code: guest.postal_code || null,
    prefecture_or_state: guest.prefecture_or_state || null,
    street_address: guest.street_address || null,
    building_name_and_number: guest.building_name_and_number || null,
    special_request: specialRequest || null,
  };
}

/** The reservation row a new booking writes. */
export function reservationRow(request: ReservationRequest, booking: BookingIdentity, money: BookingMoney): NewReservation {
  const { guest, payment } = request;
  const { promotion, coupon, voucher, exchange, policy } = money;
  return {
    id: booking.id,
    reservation_number: booking.number,
    hotel_id: booking.hotel.id,
    status: booking.paysByCard ? 'payment_pending' : 'done',
    checkin_date: request.checkin_date,
    checkout_date: request.checkout_date,
    nights: nightsBetween(request.checkin_date, request.checkout_date),
    email: guest.email.trim().toLowerCase(),
    ...bookerColumns(guest, request.special_request),
    payment_type: payment.type,
    currency: booking.hotel.currency,
    room_price_without_tax: money.prices.reduce((sum, p) => sum + p.room_price_without_tax, 0),
    tax: money.prices.reduce((sum, p) => sum + p.tax, 0),
    total_price: money.total,
    spent_points: request.spending_point ?? 0,
    point_discount: money.pointDiscount,
    coupon_id: coupon?.id ?? null,
    coupon_code: coupon?.code ?? null,
    coupon_discount: coupon?.discount ?? 0,
    promotion_id: promotion?.id ?? null,
    promotion_discount: promotion?.discount ?? 0,
    promotion_names: promotion ? JSON.stringify(promotion.names) : null,
    promotion_code: promotion?.code ?? null,
    promotion_code_source: promotion?.source ?? null,
    voucher_id: voucher?.id ?? null,
    voucher_number: voucher?.number ?? null,
    voucher_discount: voucher?.discount ?? 0,
    extras_price: money.extrasTotal,
    cancellation_policy: JSON.stringify({
      cancellation_policy_parts: policy?.cancellation_policy_parts ?? [],
      no_show_percentage_of_cost: policy?.no_show_percentage_of_cost ?? 100,
    }),
    bypass_token_hash: sha256(booking.bypassToken),
    locale: request.locale,
    booking_method: booking.bookingMethod,
    marketing: JSON.stringify(request.marketing ?? {}),
    client_session_id: booking.clientSessionId,
    user_id: booking.memberId,
    organization_id: booking.corporate?.organizationId ?? null,
    organization_user_id: booking.corporate?.id ?? null,
    deposit_percentage: isDepositPayment(payment.type) ? booking.depositPercentage : null,
    mcp_currency: exchange?.currency ?? null,
    mcp_total_price: exchange?.payable ?? null,
    exchange_rate_id: exchange?.id ?? null,
    price_hold: money.priceHold ? JSON.stringify(money.priceHold) : null,
    paid_online: paidOnlineAt(payment.type, money.payable, booking.depositPercentage),
  };
}
