import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import type { ExtrasService } from '../extras/service';
import type { ReservationMailEvents } from '../guest-mails/events';
import type { HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import type { CardPaymentsService } from '../payments/service';
import { cancellation, type StayDiscounts } from './payment-effects';
import { reservationsRepository } from './repository';
import { recordChange, type Actor } from './update-setting';

export interface LinkedStaysDependencies {
  db: Db;
  hotels: Pick<HotelsService, 'getCatalogueById'>;
  inventory: InventoryService;
  extras: ExtrasService;
  discounts: StayDiscounts;
  mailEvents: ReservationMailEvents;
  payments: Pick<CardPaymentsService, 'scheduleSettlement' | 'settle'>;
}

/** How a stay sold with something else ends: the hotel's fee on the stay, and what the card keeps of the one charge for both. */
export interface StayEnding {
  hotelFee: number;
  /** In the currency the card paid. */
  cardKeeps: number;
  reason: string;
  details: string | null;
}

/**
 * A stay sold with something else on one card charge (a flight package's, ADR 0059, 0062), ended
 * with what it was sold with: the reservation path's own cancellation (stock, extras, discounts and
 * points given back, the cancellation mail), with the card settled to keep what the whole sale
 * keeps, since its one charge paid for more than the stay. What that is, is the caller's to say.
 */
export function linkedStays(deps: LinkedStaysDependencies) {
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
    // A gateway that fails now leaves the stay cancelled all the same: the settlement job written above pays it later.
    await payments.settle(reservationId, settlement, now).catch(() => undefined);
  }

  return {
    /** The stay as the reservation path keeps it, for its policy, its check-in and who may cancel it. */
    find: (reservationId: string) => repository.findById(db, reservationId),
    end,
  };
}
export type LinkedStays = ReturnType<typeof linkedStays>;
