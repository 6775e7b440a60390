import type { Db } from '../../db/connect';
import type { Catalogue, HotelsService } from '../hotels/service';
import type { ExtrasService } from '../extras/service';
import type { ReservationMailEvents } from '../guest-mails/events';
import type { InventoryService } from '../inventory/service';
import type { ReservationPaymentEffects } from '../payments/service';
import type { PointsService } from '../points/service';
import type { CouponsService } from '../coupons/service';
import type { PromotionsService } from '../promotions/service';
import type { VouchersService } from '../vouchers/service';
import { todayInTimeZone } from '@yado/domain/dates';
import { reservationsRepository } from './repository';

/**
 * Told, inside the payment's transaction, that a reservation's card payment ended after it was
 * stored (a 3-D Secure challenge passed, failed or abandoned): what the stay was sold with (a
 * flight package, ADR 0067) goes on or is undone by it.
 */
export type PaymentSettledListener = (trx: Db, reservationId: string, at: Date) => Promise<void>;

/** What a payment's outcome does to its reservation: booked, or cancelled with its stock given back. */
export function reservationPaymentEffects(
  db: Db,
  hotels: HotelsService,
  inventory: InventoryService,
  extras: ExtrasService,
  mailEvents: ReservationMailEvents,
  discounts: StayDiscounts,
  settled: PaymentSettledListener = async () => undefined,
): ReservationPaymentEffects {
  const repository = reservationsRepository(db);
  const cancelAndRelease = cancellation(db, inventory, extras, discounts);
  return {
    async prepare(reservationId) {
      const reservation = await repository.findById(db, reservationId);
      if (!reservation) throw new Error(`no reservation ${reservationId} for its payment`);
      const catalogue = await hotels.getCatalogueById(reservation.hotel_id);
      return {
        async confirmPaid(trx) {
          if (!(await repository.setStatus(trx, reservationId, 'payment_pending', 'done'))) return;
          await mailEvents.record(trx, reservationId, 'booked');
          // The voucher it held as pending is now used.
          if (reservation.voucher_id !== null) await discounts.vouchers.confirm(trx, reservation.voucher_id, new Date());
          await settled(trx, reservationId, new Date());
        },
        async releaseUnpaid(trx, reason, at) {
          const locked = await repository.lockById(trx, reservationId);
          if (locked?.status !== 'payment_pending') return;
          await cancelAndRelease(trx, locked, catalogue, { fee: 0, reason, details: null, at });
          // A declined card is told on the page; a 3-D Secure check left open is told by mail.
          if (reason === 'payment_expired') await mailEvents.record(trx, reservationId, 'payment_abandoned');
          await settled(trx, reservationId, at);
        },
      };
    },
    async balancePaid(trx, reservationId, amount) {
      await repository.addPaidOnline(trx, reservationId, amount);
      const reservation = await repository.findById(trx, reservationId);
      if (reservation) await mailEvents.record(trx, reservationId, 'payment_received', { amount, currency: reservation.currency });
    },
  };
}

/** What a reservation asks of the points module (ADR 0042). */
export type StayPoints = Pick<
  PointsService,
  'restateStay' | 'voidStay' | 'earnedBy' | 'spendOnStay' | 'returnToMember' | 'earningFor' | 'earnAlong'
>;
/** What a reservation asks of the coupons module (ADR 0044). */
export type StayCoupons = Pick<CouponsService, 'forBooking' | 'claim' | 'claimAlong' | 'release' | 'rediscount'>;
/** What a reservation asks of the promotions module (ADR 0047). */
export type StayPromotions = Pick<PromotionsService, 'forBooking' | 'termsFor'>;
/** What a reservation asks of the vouchers module (ADR 0046). */
export type StayVouchers = Pick<VouchersService, 'forBooking' | 'claim' | 'claimAlong' | 'confirm' | 'release' | 'rediscount'>;
/** The discounts a booking may carry: a promotion in its nights, a coupon, a voucher and points. */
export interface StayDiscounts {
  points: StayPoints;
  coupons: StayCoupons;
  promotions: StayPromotions;
  vouchers: StayVouchers;
}

/**
 * Cancels a reservation locked in the transaction and gives its rooms and extras back, and the points
 * its stay would have earned: the one way both a guest's cancellation and a payment that never went
 * through end a booking.
 */
export function cancellation(db: Db, inventory: InventoryService, extras: ExtrasService, { points, coupons, vouchers }: StayDiscounts) {
  const repository = reservationsRepository(db);
  return async (
    trx: Db,
    reservation: {
      id: string;
      checkin_date: string;
      checkout_date: string;
      user_id: number | null;
      hotel_id: number;
      spent_points: number;
      coupon_id: number | null;
      voucher_id: number | null;
      reservation_number: string;
    },
    catalogue: Catalogue,
    details: { fee: number; reason: string | null; details: string | null; at: Date },
  ) => {
    // The coupon's use goes back, for another booking; so does the voucher, available again while
    // still valid (ADR 0046). Both before the nights: the order a booking locks them in (ADR 0083).
    if (reservation.coupon_id !== null) await coupons.release(trx, reservation.coupon_id);
    if (reservation.voucher_id !== null) {
      const today = todayInTimeZone(catalogue.hotel.timeZone, details.at);
      await vouchers.release(trx, reservation.voucher_id, reservation.reservation_number, today);
    }
    const rooms = await repository.findRooms(trx, reservation.id);
    await inventory.release(trx, releaseRequests(rooms, catalogue), {
      checkin: reservation.checkin_date,
      checkout: reservation.checkout_date,
    });
    await extras.release(trx, reservation.id);
    await repository.markCancelled(trx, reservation.id, details);
    // Only a member's stay has points to void or give back.
    if (reservation.user_id !== null) await points.voidStay(trx, reservation.id);
    // Points never pay a cancellation fee: all the booking still held go back.
    await points.returnToMember(
      trx,
      { userId: reservation.user_id, reservationId: reservation.id, hotelId: reservation.hotel_id, points: reservation.spent_points },
      details.at,
    );
  };
}

/** One stock request per booked room, with the sale limit its room plan has now. */
function releaseRequests(rooms: Array<{ room_type_id: number; room_plan_id: number }>, catalogue: Catalogue) {
  const roomPlans = new Map(catalogue.roomPlans.map((rp) => [rp.id, rp]));
  return rooms.map((room) => ({
    roomTypeId: room.room_type_id,
    roomPlanId: room.room_plan_id,
    saleLimit: roomPlans.get(room.room_plan_id)?.saleLimit ?? null,
    quantity: 1,
  }));
}
