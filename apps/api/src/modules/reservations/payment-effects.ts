import type { Db } from '../../db/connect';
import type { Catalogue, HotelsService } from '../hotels/service';
import type { ExtrasService } from '../extras/service';
import type { ReservationMailEvents } from '../guest-mails/events';
import type { InventoryService } from '../inventory/service';
import type { ReservationPaymentEffects } from '../payments/service';
import { reservationsRepository } from './repository';

/** What a payment's outcome does to its reservation: booked, or cancelled with its stock given back. */
export function reservationPaymentEffects(
  db: Db,
  hotels: HotelsService,
  inventory: InventoryService,
  extras: ExtrasService,
  mailEvents: ReservationMailEvents,
): ReservationPaymentEffects {
  const repository = reservationsRepository(db);
  const cancelAndRelease = cancellation(db, inventory, extras);
  return {
    async prepare(reservationId) {
      const reservation = await repository.findById(db, reservationId);
      if (!reservation) throw new Error(`no reservation ${reservationId} for its payment`);
      const catalogue = await hotels.getCatalogueById(reservation.hotel_id);
      return {
        async confirmPaid(trx) {
          if (await repository.setStatus(trx, reservationId, 'payment_pending', 'done'))
            await mailEvents.record(trx, reservationId, 'booked');
        },
        async releaseUnpaid(trx, reason, at) {
          const locked = await repository.lockById(trx, reservationId);
          if (locked?.status !== 'payment_pending') return;
          await cancelAndRelease(trx, locked, catalogue, { fee: 0, reason, details: null, at });
          // A declined card is told on the page; a 3-D Secure check left open is told by mail.
          if (reason === 'payment_expired') await mailEvents.record(trx, reservationId, 'payment_abandoned');
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

/**
 * Cancels a reservation locked in the transaction and gives its rooms and extras back: the one way both a
 * guest's cancellation and a payment that never went through end a booking.
 */
export function cancellation(db: Db, inventory: InventoryService, extras: ExtrasService) {
  const repository = reservationsRepository(db);
  return async (
    trx: Db,
    reservation: { id: string; checkin_date: string; checkout_date: string },
    catalogue: Catalogue,
    details: { fee: number; reason: string | null; details: string | null; at: Date },
  ) => {
    const rooms = await repository.findRooms(trx, reservation.id);
    await inventory.release(trx, releaseRequests(rooms, catalogue), {
      checkin: reservation.checkin_date,
      checkout: reservation.checkout_date,
    });
    await extras.release(trx, reservation.id);
    await repository.markCancelled(trx, reservation.id, details);
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
