import { randomInt, randomUUID } from 'node:crypto';
import type { ReservationRequest } from '@yado/domain/booking';
import { nightsBetween } from '@yado/domain/dates';
import { priceRoom, type RoomPrice } from '@yado/domain/pricing';
import { ONLINE_ACCEPTED_PAYMENT_TYPES } from '@yado/domain/statuses';
import { AppError } from '../../errors';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';
import type { StockRequest } from '../inventory/service';
import { planOnSale } from '../search/service';
import type { NewReservationRoom } from './repository';

/** Reservation numbers are ten digits: easy to read out on the phone, hard to guess. */
export function newReservationNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

export function newReservationId(): string {
  return randomUUID();
}

/** Matches each requested room to a room plan the stay can be sold under, or refuses the request. */
export function resolveRoomPlans(catalogue: Catalogue, request: ReservationRequest): CatalogueRoomPlan[] {
  const { checkin_date: checkin, checkout_date: checkout } = request;
  const nights = nightsBetween(checkin, checkout);
  const paymentType = request.payment.type;
  if (!ONLINE_ACCEPTED_PAYMENT_TYPES.includes(paymentType)) throw new AppError('payment_method_not_accepted');
  return request.rooms.map((room, index) => {
    const roomPlan = catalogue.roomPlans.find((rp) => rp.code === room.room_plan_code && rp.roomType.code === room.room_type_code);
    const field = (name: string) => [{ field: `rooms.${index}.${name}`, message: 'plan_unavailable' }];
    if (!roomPlan || !planOnSale(roomPlan, checkin, checkout)) throw new AppError('plan_unavailable', {}, field('room_plan_code'));
    // Member sign-in arrives with the members module; until then members-only plans are shown, not sold.
    if (roomPlan.plan.membersOnly) throw new AppError('plan_unavailable', {}, field('room_plan_code'));
    if (roomPlan.plan.minimumNights > nights) throw new AppError('minimum_stay', { minimum_nights: roomPlan.plan.minimumNights });
    if (room.adults > roomPlan.roomType.maxAdults || room.adults + room.children > roomPlan.roomType.sleeps) {
      throw new AppError('plan_unavailable', {}, field('adults'));
    }
    if (!roomPlan.plan.paymentMethods.includes(paymentType)) throw new AppError('payment_method_not_accepted');
    return roomPlan;
  });
}

/** One stock request per booked room; the inventory module adds them up. */
export function stockRequests(roomPlans: CatalogueRoomPlan[]): StockRequest[] {
  return roomPlans.map((rp) => ({ roomTypeId: rp.roomType.id, roomPlanId: rp.id, saleLimit: rp.saleLimit, quantity: 1 }));
}

export function reservationRooms(request: ReservationRequest, roomPlans: CatalogueRoomPlan[], prices: RoomPrice[]): NewReservationRoom[] {
  return request.rooms.map((room, i) => {
    const roomPlan = roomPlans[i] as CatalogueRoomPlan;
    const price = prices[i] as RoomPrice;
    return {
      room_type_id: roomPlan.roomType.id,
      room_plan_id: roomPlan.id,
      adults: room.adults,
      children: room.children,
      first_name: room.first_name,
      last_name: room.last_name,
      room_price_without_tax: price.room_price_without_tax,
      tax: price.tax,
      total_price: price.total_price,
      nights: price.nights.map((n) => ({ stay_date: n.date, amount: n.amount })),
    };
  });
}

/** Prices each room from its nightly rates; a missing rate means the plan is not sold that night. */
export function priceRooms(
  request: ReservationRequest,
  roomPlans: CatalogueRoomPlan[],
  ratesByAdults: Map<number, Map<number, Array<{ date: string; amount: number }>>>,
  taxRatePercent: number,
): RoomPrice[] {
  return request.rooms.map((room, i) => {
    const roomPlan = roomPlans[i] as CatalogueRoomPlan;
    const nights = ratesByAdults.get(room.adults)?.get(roomPlan.id);
    if (!nights) throw new AppError('plan_unavailable', {}, [{ field: `rooms.${i}.room_plan_code`, message: 'plan_unavailable' }]);
    return priceRoom(nights, { taxRatePercent });
  });
}
