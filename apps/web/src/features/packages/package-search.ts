import { AIRPORTS, airportByCode, routeFlown, type Airport } from '@yado/domain/packages/airports';
import { CABINS, DYNAMIC_PACKAGE, packageSearchProblem, PACKAGE_MAX_ROOMS, type Cabin } from '@yado/domain/packages/rules';
import { criteriaFromParams, writeParty, type CriteriaContext } from '@yado/domain/search-criteria';
import type { ErrorKey } from '@yado/domain/errors';
import type { RoomParty } from '@yado/domain/party';

/** A stay plus flight search as the address carries it (§2 dynamic_package=wbf): always dated. */
export interface PackageSearch {
  checkin: string;
  checkout: string;
  rooms: RoomParty[];
  /** The airport the party flies from; '' until chosen. */
  departure_airport: string;
  cabin: Cabin;
}

/** The keys this tab adds to a results address; the stay tab drops them. */
export const PACKAGE_KEYS = ['dynamic_package', 'departure_airport', 'cabin'] as const;

/**
 * Reads the tab's search from the address: the stay and party as the room search reads them, but
 * dated whatever the link said (§5: no undated or day-use search with flights).
 */
export function packageSearchFrom(params: URLSearchParams, context: CriteriaContext): PackageSearch {
  const dated = new URLSearchParams(params);
  for (const key of ['search_type', 'nights', 'is_day_use']) dated.delete(key);
  const criteria = criteriaFromParams(dated, { ...context, defaultSearchType: 'dated' });
  const airport = airportByCode(params.get('departure_airport') ?? '');
  const cabin = CABINS.find((candidate) => candidate === params.get('cabin')) ?? 'economy';
  return { checkin: criteria.checkin, checkout: criteria.checkout, rooms: criteria.rooms, departure_airport: airport?.code ?? '', cabin };
}

/** Writes the tab's search into an address, keeping its other parameters (the hotel code, start-up ones). */
export function packageSearchParams(search: PackageSearch, base = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const key of ['search_type', 'nights', 'is_day_use', 'rooms', 'adults', 'children', 'kids_ages', 'kids_tiers', 'room_count'])
    out.delete(key);
  out.set('dynamic_package', DYNAMIC_PACKAGE);
  out.set('checkin', search.checkin);
  out.set('checkout', search.checkout);
  writeParty(out, search.rooms);
  if (search.departure_airport) out.set('departure_airport', search.departure_airport);
  else out.delete('departure_airport');
  out.set('cabin', search.cabin);
  return out;
}

/** The API query of a package search: the search's parameters without the hotel code. */
export function packageQuery(search: PackageSearch): Record<string, string> {
  const params = packageSearchParams(search);
  return Object.fromEntries(params);
}

/** What keeps a search from being sent (§5), as an error code: no airport, too many rooms, no night. */
export function packageFormProblem(search: PackageSearch): ErrorKey | null {
  return packageSearchProblem({
    undated: false,
    checkin: search.checkin,
    checkout: search.checkout,
    roomCount: search.rooms.length,
    departureAirport: search.departure_airport,
  });
}

export { PACKAGE_MAX_ROOMS };

/** The airports a party can fly from to the hotel's airport (none in its own city), in the domain's order. */
export function departureAirports(arrivalCode: string): Airport[] {
  const arrival = airportByCode(arrivalCode);
  return arrival ? AIRPORTS.filter((airport) => routeFlown(airport, arrival)) : [];
}
