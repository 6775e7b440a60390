import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import type { ExtrasService } from '../extras/service';
import type { ReservationMailEvents } from '../guest-mails/events';
import type { HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import type { CardPaymentsService } from '../payments/service';
import { cancellation, type StayDiscounts } from '../reservations/payment-effects';
import { reservationsRepository } from '../reservations/repository';
import { recordChange, type Actor } from '../reservations/update-setting';

export interface PackageStaysDependencies {
  db: Db;
  hotels: Pick<HotelsService, 'getCatalogueById'>;
  inventory: InventoryService;
  extras: ExtrasService;
  discounts: StayDiscounts;
  mailEvents: ReservationMailEvents;
  payments: Pick<CardPaymentsService, 'scheduleSettlement' | 'settle'>;
}

/** How a package's stay ends: the hotel's fee on the stay, and what the card keeps of the one charge for stay and flights. */
export interface StayEnding {
  hotelFee: number;
  /** In the currency the card paid (the hotel's: a package is paid in it). */
  cardKeeps: number;
  reason: string;
  details: string | null;
}

/**
 * The stay of a flight package, ended with the package (ADR 0059, 0062): the reservation path's
 * own cancellation (stock, extras, discounts and points given back, the cancellation mail), with
 * the card settled for the whole package, since its one charge paid the flights too.
 */
export function packageStays(deps: PackageStaysDependencies) {
  const { db, hotels, mailEvents, payments } = deps;
  const repository = reservationsRepository(db);
  const cancelAndRelease = cancellation(db, deps.inventory, deps.extras, deps.discounts);

  /**
   * Cancels the stay and settles the card to keep what the package's ending says. A stay already
   * cancelled is left as it is, and its card settled again: a refund that failed before is tried
   * again, and one made already gives nothing twice. `actor` is who asked, for the stay's history
   * (none when the package is undone by itself).
   */
  async function end(reservationId: string, ending: StayEnding, actor: Actor | null, now: Date) {
    const reservation = await repository.findById(db, reservationId);
    if (!reservation) return;
    const catalogue = await hotels.getCatalogueById(reservation.hotel_id);
    const settlement = { keep: ending.cardKeeps, cancelled: true };
    await inTransaction(db, async (trx) => {
      const locked = await repository.lockById(trx, reservationId);
      if (!locked || locked.status === 'cancelled') return;
      await cancelAndRelease(trx, locked, catalogue, { fee: ending.hotelFee, reason: ending.reason, details: ending.details, at: now });
      if (actor)
        await recordChange(repository, trx, actor, {
          reservation_id: locked.id,
          kind: 'cancel',
          before: { status: locked.status, total_price: locked.total_price },
          after: { status: 'cancelled', cancellation_fee: ending.hotelFee },
          fee: ending.hotelFee,
        });
      await mailEvents.record(trx, locked.id, 'cancelled');
      // Written with the cancellation: if the gateway fails below, the job settles it later.
      await payments.scheduleSettlement(trx, locked.id, settlement, now);
    });
    await payments.settle(reservationId, settlement, now);
  }

  return {
    /** The stay as the reservation path keeps it, for its policy, its check-in and who may cancel it. */
    find: (reservationId: string) => repository.findById(db, reservationId),

    /** Gives up the stay of a package whose flights could not be had (ADR 0059): no fee, all its card refunded. */
    undo: (reservationId: string, now: Date) => end(reservationId, { hotelFee: 0, cardKeeps: 0, reason: 'package_undone', details: null }, null, now),

    /** Cancels the stay of a package cancelled as a whole (ADR 0062), keeping the hotel's fee and the card the package's fees. */
    cancel: end,
  };
}
export type PackageStays = ReturnType<typeof packageStays>;
