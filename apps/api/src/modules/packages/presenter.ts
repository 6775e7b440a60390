import type { PackageState } from '@yado/domain/wire/packages';
import type { PackageCancellationRecord, PackageRow } from './repository';
import { presentFlight, type BookedFlight } from './flights';

/** The states in which a package tells why it was undone. */
const UNDONE: readonly PackageState[] = ['undoing', 'undone'];

/** What a package's cancellation kept and gave back, once it has started (ADR 0062). */
export function cancellationOf(row: PackageRow) {
  const record = row.cancellation as PackageCancellationRecord | null;
  if (!record) return null;
  const { hotel_fee, flight_fee, total_fee, refund } = record;
  return { hotel_fee, flight_fee, total_fee, refund, currency_iso: row.currency };
}

/** A package booking as its guest sees it: state, flights, passengers, tickets and the one price. */
export function presentPackage(row: PackageRow, locale: string) {
  const flights = row.flights as BookedFlight[];
  return {
    id: row.id,
    state: row.state as PackageState,
    flights: flights.map((flight) => presentFlight(flight, locale)),
    passengers: (row.passengers as Array<{ first_name: string; last_name: string; type: string }>).map((passenger) => ({
      first_name: passenger.first_name,
      last_name: passenger.last_name,
      type: passenger.type,
    })),
    ticket_numbers: row.ticket_numbers ?? [],
    total_price: { cents: row.total_price, currency_iso: row.currency },
    cancellation: cancellationOf(row),
    failure_code: UNDONE.includes(row.state as PackageState) ? row.failure_code : null,
  };
}
