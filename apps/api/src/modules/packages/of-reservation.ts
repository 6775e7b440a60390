import type { PackageState } from '@yado/domain/wire/packages';
import type { Db } from '../../db/connect';
import { presentPackage } from './presenter';
import { packageBookingsRepository } from './repository';

/**
 * The states in which a package's card has been charged for its stay and flights, or it is
 * cancelled as a whole (its cancellation mail lists the flights cancelled): its mails and receipt show them.
 * One waiting for its challenge counts: the booked mail of a challenge passed may be written before its job moves it on.
 */
const CHARGED: readonly PackageState[] = ['stock_taken', 'awaiting_challenge', 'paid', 'confirmed', 'cancelling', 'cancelled'];

/**
 * A reservation's package as the other modules read it (the guest's mails, the receipt): its
 * flights and tickets in a language, and what its flights cost; null when the stay is not a
 * package, or one whose booking did not go through. Tickets are empty until the airline issues them.
 */
export async function packageOfReservation(db: Db, reservationNumber: string, locale: string) {
  const row = await packageBookingsRepository(db).findByReservationNumber(reservationNumber);
  if (!row || !CHARGED.includes(row.state as PackageState)) return null;
  return { ...presentPackage(row, locale), flights_price: row.flights_price };
}
export type ReservationPackage = NonNullable<Awaited<ReturnType<typeof packageOfReservation>>>;

/** Whether a reservation was made as a flight package's stay, whatever became of the package. */
export async function isPackageStay(db: Db, reservationNumber: string): Promise<boolean> {
  return (await packageBookingsRepository(db).findByReservationNumber(reservationNumber)) !== undefined;
}
