import type { LinkedStays, StayEnding } from '../reservations/linked-stay';
import type { Actor } from '../reservations/update-setting';

/**
 * A flight package's stay, ended with the package: given up without a fee and refunded in full
 * when the booking is undone (ADR 0059), or cancelled with the hotel's fee while the card keeps
 * the package's fees, the airline's too, when it is cancelled as a whole (ADR 0062).
 */
export function packageStays(stays: LinkedStays) {
  return {
    find: stays.find,

    /** Gives up the stay of a package whose flights could not be had: no fee, all its card refunded. */
    undo: (reservationId: string, now: Date) =>
      stays.end(reservationId, { hotelFee: 0, cardKeeps: 0, reason: 'package_undone', details: null }, null, now),

    /** Cancels the stay of a package cancelled as a whole, the hotel's fee on it and the package's fees kept by the card. */
    cancel: (reservationId: string, ending: StayEnding, actor: Actor | null, now: Date) => stays.end(reservationId, ending, actor, now),
  };
}
export type PackageStays = ReturnType<typeof packageStays>;
