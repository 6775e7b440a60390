import { PACKAGE_BOOKING_METHOD } from '@yado/domain/packages/rules';
import {
  canCancelOnline,
  cancellationTerms,
  freeCancellationDays,
  reservationCancellationFee,
  type CancellationPolicy,
} from '@yado/domain/cancellation';
import { pickTranslation } from '@yado/domain/locales';
import { balancePayableOnline } from '@yado/domain/payments';
import type { ReservationStatus } from '@yado/domain/statuses';
import type { Selectable } from 'kysely';
import type { ReservationRoomNightsTable, ReservationRoomsTable, ReservationsTable } from '../../db/schema';
import type { Catalogue } from '../hotels/service';
import type { ReservationExtraView } from '../extras/service';
import type { PaymentView } from '../payments/payment-view';
import type { PaidCurrency } from './currency';
import type { ReservationView } from './schemas';
import { SIGNED_OUT, updateSettingFor, type GuestSignIn } from './update-setting';

export type ReservationRow = Selectable<ReservationsTable>;
export type ReservationRoomRow = Selectable<ReservationRoomsTable> & { nights: Array<Selectable<ReservationRoomNightsTable>> };

/** What money pays of a reservation: its price less the coupon, the voucher and points (ADR 0046). */
const amountPaidByMoney = (reservation: ReservationRow) =>
  reservation.total_price - reservation.coupon_discount - reservation.voucher_discount - reservation.point_discount;

/** What is left of a reservation to pay at the hotel, and whether it may be paid online instead (§4). */
export function balanceOf(reservation: ReservationRow) {
  const due = amountPaidByMoney(reservation) - reservation.paid_online;
  const payableOnline = balancePayableOnline({
    status: reservation.status,
    paymentType: reservation.payment_type,
    dueAtHotel: due,
    paidInOtherCurrency: reservation.mcp_currency !== null,
  });
  return { due, payableOnline };
}

/** The reservation as a guest sees it: names in their locale, the policy, and what cancelling now costs. */
export function presentReservation(
  reservation: ReservationRow,
  rooms: ReservationRoomRow[],
  catalogue: Catalogue,
  context: {
    locale: string;
    now?: Date;
    /** The card payment, when paid by card. */
    payment?: PaymentView | null;
    /** The currency the card paid in, when not the hotel's. */
    paidIn?: PaidCurrency;
    /** Who is signed in, for the §6 sign-in matching of the update setting. */
    viewer?: GuestSignIn;
    extras?: ReservationExtraView[];
    answers?: ReservationView['answers'];
    /** What the member's stay earns (ADR 0042); none for a guest's. */
    pointsEarned?: ReservationView['points_earned'];
  },
): ReservationView {
  const { locale, now = new Date(), payment = null, viewer = SIGNED_OUT, extras = [], answers = [], paidIn, pointsEarned = null } = context;
  const { hotel } = catalogue;
  const policy = reservation.cancellation_policy as CancellationPolicy;
  const cancelled = reservation.status === 'cancelled';
  const current = reservationCancellationFee(policy, reservation, reservation.checkin_date, hotel.timeZone, now);
  const fee = cancelled ? (reservation.cancellation_fee ?? 0) : current.fee;
  const roomPlans = new Map(catalogue.roomPlans.map((rp) => [rp.id, rp]));
  const setting = updateSettingFor(reservation, catalogue, viewer, now);
  const balance = balanceOf(reservation);
  const bookedPlans = rooms.map((room) => roomPlans.get(room.room_plan_id));
  return {
    id: reservation.reservation_number,
    reservation_number: reservation.reservation_number,
    // The column's check constraint holds it to §4's statuses.
    status: reservation.status as ReservationStatus,
    hotel: {
      code: hotel.code,
      name: pickTranslation(hotel.nameTranslations, locale, hotel.name),
      phone: hotel.phone,
      time_zone: hotel.timeZone,
      brand_code: hotel.brand.code,
    },
    flight_package: reservation.booking_method === PACKAGE_BOOKING_METHOD,
    checkin_date: reservation.checkin_date,
    checkout_date: reservation.checkout_date,
    nights: reservation.nights,
    guest: {
      first_name: reservation.first_name,
      last_name: reservation.last_name,
      first_name_kana: reservation.first_name_kana,
      last_name_kana: reservation.last_name_kana,
      email: reservation.email,
      phone: reservation.phone,
      postal_code: reservation.postal_code,
      prefecture_or_state: reservation.prefecture_or_state,
      street_address: reservation.street_address,
      building_name_and_number: reservation.building_name_and_number,
    },
    special_request: reservation.special_request,
    rooms: rooms.map((room) => {
      const roomPlan = roomPlans.get(room.room_plan_id);
      return {
        id: room.id,
        room_type_code: roomPlan?.roomType.code ?? '',
        room_type_name: roomPlan ? pickTranslation(roomPlan.roomType.nameTranslations, locale, roomPlan.roomType.name) : '',
        room_plan_code: roomPlan?.code ?? '',
        room_plan_name: roomPlan ? pickTranslation(roomPlan.plan.nameTranslations, locale, roomPlan.plan.name) : '',
        hotel_plan_code: roomPlan?.plan.code ?? '',
        meals: roomPlan?.plan.meals ?? 'none',
        adults: room.adults,
        children: room.children,
        kids_ages: room.kids_ages,
        kids_tiers: room.kids_tiers,
        adult_companion: room.adult_companions,
        kid_tier_A_companion: room.kid_companions,
        first_name: room.first_name,
        last_name: room.last_name,
        nights: room.nights.map((n) => ({ date: n.stay_date, price_without_tax: n.amount })),
        room_price_without_tax: room.room_price_without_tax,
        tax: room.tax,
        total_price: room.total_price,
      };
    }),
    payment_type: reservation.payment_type,
    payment,
    mcp_total_price:
      reservation.mcp_currency && reservation.mcp_total_price !== null
        ? { cents: reservation.mcp_total_price, currency_iso: reservation.mcp_currency }
        : null,
    deposit:
      reservation.deposit_percentage === null
        ? null
        : {
            percentage: reservation.deposit_percentage,
            amount: reservation.paid_online,
            remain_amount: balance.due,
          },
    paid_online: reservation.paid_online,
    due_at_hotel: balance.due,
    balance_payable_online: balance.payableOnline,
    currency: reservation.currency,
    room_price_without_tax: reservation.room_price_without_tax,
    tax: reservation.tax,
    // §3: the total is what is paid, after points; the price before them stands beside it.
    total_price: amountPaidByMoney(reservation),
    total_price_before_point_discount: reservation.total_price - reservation.coupon_discount - reservation.voucher_discount,
    coupon_discount_amount: reservation.coupon_discount,
    coupon_code: reservation.coupon_code,
    // The promotion is in the nights and the total already; what it took off stands beside them.
    promotion_discount_amount: reservation.promotion_discount,
    total_special_discount: reservation.promotion_discount,
    promotion:
      reservation.promotion_id === null
        ? null
        : {
            id: reservation.promotion_id,
            name: pickTranslation(reservation.promotion_names ?? {}, locale, reservation.promotion_names?.en ?? ''),
            code: reservation.promotion_code,
          },
    voucher_coupon_discount_amount: reservation.voucher_discount,
    voucher_number: reservation.voucher_number,
    spending_point_value: reservation.point_discount,
    spent_points: reservation.spent_points,
    change_fee: reservation.change_fee,
    extras_price: reservation.extras_price,
    extras,
    answers,
    points_earned: pointsEarned,
    locale: reservation.locale,
    version: reservation.version,
    minimum_nights: Math.max(1, ...bookedPlans.map((rp) => rp?.plan.minimumNights ?? 1)),
    cancellation_policy: {
      cancellation_policy_parts: policy.cancellation_policy_parts,
      no_show_percentage_of_cost: policy.no_show_percentage_of_cost,
      free_cancellation_days: freeCancellationDays(policy),
      lines: cancellationTerms(policy, { checkin: reservation.checkin_date, timeZone: hotel.timeZone, now }).lines,
    },
    cancellation: {
      fee,
      percentage_of_cost: cancelled ? null : current.percentage_of_cost,
      // A reservation the hotel changed is cancelled through the hotel too (§4).
      can_cancel_online: !cancelled && !reservation.changed_by_hotel_at && canCancelOnline(reservation.checkin_date, hotel.timeZone, now),
      cancelled_at: reservation.cancelled_at ? new Date(reservation.cancelled_at).toISOString() : null,
      card_refund: cancelled ? null : cancellationRefund(payment, current.fee, paidIn),
      fee_charged:
        paidIn && paidIn.currency !== reservation.currency ? { cents: paidIn.convert(fee), currency_iso: paidIn.currency } : null,
    },
    update_setting: setting,
    created_at: new Date(reservation.created_at).toISOString(),
  };
}

/** What a cancellation now would give back to a captured card: all it still holds beyond the fee. */
function cancellationRefund(payment: PaymentView | null, fee: number, paidIn: PaidCurrency | undefined) {
  if (payment?.status !== 'captured') return null;
  const keep = paidIn ? paidIn.convert(fee) : fee;
  return { cents: Math.max(0, payment.amount - keep - payment.refunded_amount), currency_iso: payment.currency };
}
