import { randomInt, randomUUID } from 'node:crypto';
import type { ReservationRequest } from '@yado/domain/booking';
import { nightsBetween } from '@yado/domain/dates';
import { normaliseRoom, type RoomParty } from '@yado/domain/party';
import { nightsAcrossRooms, type NightRate, type RoomPrice } from '@yado/domain/pricing';
import { cancellingCostsNow } from '@yado/domain/cancellation';
import {
  cardCharge,
  cardPaymentProblem,
  MULTI_CURRENCY_CARD_BRANDS,
  paymentTypeFitsCurrency,
  paymentTypesForStay,
  type CardToken,
} from '@yado/domain/payments';
import { ONLINE_ACCEPTED_PAYMENT_TYPES } from '@yado/domain/statuses';
import { AppError } from '../../errors';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';
import type { PaidCurrency } from './currency';
import type { Shopper } from '../payments/gateway';
import type { PaymentOpening } from '../payments/opening';
import type { HotelSettings } from '../hotels/settings';
import type { StockRequest } from '../inventory/service';
import { fitsParty, partyRules, planOnSale } from '../stay-rules/plans';
import type { NewReservationRoom } from './repository';

/** Reservation numbers are ten digits: easy to read out on the phone, hard to guess. */
export function newReservationNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

export function newReservationId(): string {
  return randomUUID();
}

/** The party of each booked room as asked (companions apart), in the hotel's child mode. */
export function bookedParties(catalogue: Catalogue, request: ReservationRequest): RoomParty[] {
  const kidsType = catalogue.hotel.settings.kids_setting.kids_type;
  return request.rooms.map((room) => normaliseRoom(room, kidsType));
}

/** Matches each requested room to a room plan the stay can be sold under for its party (companions counted in), or refuses the request. */
export function resolveRoomPlans(
  catalogue: Catalogue,
  request: ReservationRequest,
  parties: RoomParty[],
  today: string,
  booker: { member: boolean; lotteryEventId?: string | null },
): CatalogueRoomPlan[] {
  const { checkin_date: checkin, checkout_date: checkout } = request;
  const nights = nightsBetween(checkin, checkout);
  const dayUse = nights === 0;
  const rules = partyRules(catalogue.hotel);
  const paymentType = request.payment.type;
  if (!ONLINE_ACCEPTED_PAYMENT_TYPES.includes(paymentType) || !paymentTypeFitsCurrency(paymentType, catalogue.hotel.currency))
    throw new AppError('payment_method_not_accepted');
  return request.rooms.map((room, index) => {
    const roomPlan = catalogue.roomPlans.find((rp) => rp.code === room.room_plan_code && rp.roomType.code === room.room_type_code);
    const field = (name: string) => [{ field: `rooms.${index}.${name}`, message: 'plan_unavailable' }];
    if (!roomPlan || !planOnSale(roomPlan, checkin, checkout, dayUse, booker.lotteryEventId ?? null))
      throw new AppError('plan_unavailable', {}, field('room_plan_code'));
    const { plan } = roomPlan;
    if (plan.languages.length > 0 && !plan.languages.includes(request.locale)) throw new AppError('plan_language_restricted');
    if (plan.bookingStartDate && plan.bookingStartDate > today) throw new AppError('plan_unavailable', {}, field('room_plan_code'));
    if (roomPlan.plan.membersOnly && !booker.member) throw new AppError('members_only', {}, field('room_plan_code'));
    if (!dayUse && plan.minimumNights > nights) throw new AppError('minimum_stay', { minimum_nights: plan.minimumNights });
    if (!fitsParty(roomPlan.roomType, [parties[index] as RoomParty], rules)) throw new AppError('plan_unavailable', {}, field('adults'));
    if (!roomPlan.plan.paymentMethods.includes(paymentType)) throw new AppError('payment_method_not_accepted');
    return roomPlan;
  });
}

/**
 * A stay whose cancellation already costs a fee at booking is never confirmed without a way to
 * collect it: it is paid or guaranteed by card, unless the hotel accepts the risk.
 */
export function assertPaymentSecuresFee(catalogue: Catalogue, roomPlans: CatalogueRoomPlan[], request: ReservationRequest, now: Date) {
  const clock = { checkin: request.checkin_date, timeZone: catalogue.hotel.timeZone, now };
  const feeDueAtBooking = roomPlans.some((rp) => {
    const policy = catalogue.policies.get(rp.plan.cancellationPolicyId);
    return policy !== undefined && cancellingCostsNow(policy, clock);
  });
  const unsecuredAllowedWhenFeeDue = catalogue.hotel.settings.unsecured_payment_when_fee_due;
  if (paymentTypesForStay([request.payment.type], { feeDueAtBooking, unsecuredAllowedWhenFeeDue }).length === 0)
    throw new AppError('card_required_fee_due');
}

/** One stock request per booked room; the inventory module adds them up. */
export function stockRequests(roomPlans: CatalogueRoomPlan[]): StockRequest[] {
  return roomPlans.map((rp) => ({ roomTypeId: rp.roomType.id, roomPlanId: rp.id, saleLimit: rp.saleLimit, quantity: 1 }));
}

export function reservationRooms(
  request: ReservationRequest,
  parties: RoomParty[],
  roomPlans: CatalogueRoomPlan[],
  prices: Array<Omit<RoomPrice, 'nights'> & { nights: Array<NightRate & { promotion_discount?: number }> }>,
): NewReservationRoom[] {
  return request.rooms.map((room, i) => {
    const party = parties[i] as RoomParty;
    const roomPlan = roomPlans[i] as CatalogueRoomPlan;
    const price = prices[i] as (typeof prices)[number];
    return {
      room_type_id: roomPlan.roomType.id,
      room_plan_id: roomPlan.id,
      adults: party.adults,
      children: party.children,
      kids_ages: party.kids_ages,
      kids_tiers: JSON.stringify(party.kids_tiers),
      // The party above counts companions in; these say how many of them came as companions.
      adult_companions: room.adult_companion ?? 0,
      kid_companions: room.kid_tier_A_companion ?? 0,
      first_name: room.first_name,
      last_name: room.last_name,
      room_price_without_tax: price.room_price_without_tax,
      tax: price.tax,
      total_price: price.total_price,
      nights: price.nights.map((n) => ({ stay_date: n.date, amount: n.amount, promotion_discount: n.promotion_discount ?? 0 })),
    };
  });
}

/**
 * The total the guest confirmed must be the one priced now, in the hotel's currency: otherwise
 * price_changed, carrying the new price so the guest sees it before confirming again.
 */
export function assertPriceAsShown(
  request: ReservationRequest,
  currency: string,
  priced: { total: number; extrasTotal: number; prices: RoomPrice[] },
) {
  const { total, prices } = priced;
  if (total === request.total_price.cents && request.total_price.currency_iso === currency) return;
  throw new AppError('price_changed', {}, [], {
    total_price: { cents: total, currency_iso: currency },
    extras_price: priced.extrasTotal,
    total_price_without_tax: prices.reduce((sum, p) => sum + p.room_price_without_tax, 0),
    tax: prices.reduce((sum, p) => sum + p.tax, 0),
    nights: nightsAcrossRooms(prices),
  });
}

/** §5 card rules for this stay: refused before any stock is taken. */
export function assertCardPayable(
  card: CardToken,
  stay: { checkout: string; amount: number; currency: string; settings: HotelSettings; multiCurrency: boolean; paymentType: string },
) {
  // §5: in another currency only Visa and Mastercard are taken.
  const acceptedBrands = stay.multiCurrency
    ? stay.settings.accepted_card_brands.filter((brand) => MULTI_CURRENCY_CARD_BRANDS.includes(brand))
    : stay.settings.accepted_card_brands;
  const problem = cardPaymentProblem(card, { ...stay, acceptedBrands });
  if (problem) throw new AppError(problem);
}

/**
 * The card payment of what money pays, checked before anything is written (§5: a zero total is
 * not paid by card). In the guest's currency the card pays the converted amount, at the rate they
 * were shown.
 */
export function cardPaymentOf(
  card: CardToken & { gateway: string },
  booking: {
    reservationId: string;
    payable: number;
    /** What the card pays on top of the stay: a flight package's flights. */
    flightsPrice: number;
    paymentType: string;
    depositPercentage: number | null;
    checkout: string;
    hotel: { currency: string; settings: HotelSettings };
    /** The guest's currency the card pays in, at the rate they were shown; null for the hotel's own. */
    paidIn: PaidCurrency | null;
    saveForUserId: number | null;
    now: Date;
  },
): PaymentOpening {
  const { payable, paidIn, hotel, paymentType } = booking;
  if (payable === 0) throw new AppError('nothing_to_pay_by_card');
  const stayCharge = cardCharge(paymentType, payable, booking.depositPercentage);
  const charge = { ...stayCharge, amount: stayCharge.amount + booking.flightsPrice };
  const { currency, settings } = hotel;
  assertCardPayable(card, {
    checkout: booking.checkout,
    amount: charge.amount,
    currency,
    settings,
    multiCurrency: paidIn !== null,
    paymentType,
  });
  return {
    subject: { reservationId: booking.reservationId },
    amount: paidIn ? paidIn.convert(charge.amount) : charge.amount,
    capture: charge.capture,
    currency: paidIn?.currency ?? currency,
    card,
    gateway: card.gateway,
    saveForUserId: booking.saveForUserId,
    now: booking.now,
  };
}

/** The guest who booked, as the card's issuer is told of them (the payer's address is the request's). */
export function shopperOf(request: ReservationRequest, ip: string): Shopper {
  const { guest } = request;
  return { ip, email: guest.email, name: { first: guest.first_name, last: guest.last_name }, phone: guest.phone };
}
