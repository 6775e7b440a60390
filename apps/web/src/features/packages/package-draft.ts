import type { RoomParty } from '@yado/domain/party';
import type { Travellers } from '@yado/domain/packages/travellers';
import { newIdempotencyKey } from '../../lib/booking-draft';
import { PACKAGE_DRAFT_KEY } from '../../lib/package-draft-storage';
import { sessionStore } from '../../lib/storage';
import type { FlightOfferView, PackagePlanView, PackageSearchAnswer } from './api';
import type { PackageSearch } from './package-search';

/** The package the guest chose on the results, and what they typed since: kept for the tab, so a reload loses nothing. */
export interface PackageDraft {
  hotelCode: string;
  search: PackageSearch;
  /** Who stays in each room, as the search answered. */
  party: RoomParty[];
  travellers: Travellers;
  departureAirport: PackageSearchAnswer['departure_airport'];
  arrivalAirport: PackageSearchAnswer['arrival_airport'];
  nights: number;
  plan: PackagePlanView;
  outbound: FlightOfferView;
  return: FlightOfferView;
  /** The one price shown for the whole party, stay and both flights. */
  total: { cents: number; currency: string };
  /** The form as typed (booker, staying guests, passengers), so an error or a reload keeps it. */
  form?: Record<string, unknown>;
  /** Sent with the booking: a retry after a timeout is answered with the package booked, never a second one. */
  idempotencyKey: string;
}

export function readPackageDraft(): PackageDraft | null {
  const raw = sessionStore.get(PACKAGE_DRAFT_KEY);
  try {
    if (!raw) return null;
    const draft = JSON.parse(raw) as PackageDraft;
    if (draft.idempotencyKey) return draft;
    // A draft kept before bookings took a key is given one, kept with it from then on.
    const keyed = { ...draft, idempotencyKey: newIdempotencyKey() };
    savePackageDraft(keyed);
    return keyed;
  } catch {
    // A draft we cannot read is no draft: the guest chooses the package again.
    return null;
  }
}

export function savePackageDraft(draft: PackageDraft | null) {
  if (draft) sessionStore.set(PACKAGE_DRAFT_KEY, JSON.stringify(draft));
  else sessionStore.remove(PACKAGE_DRAFT_KEY);
}
