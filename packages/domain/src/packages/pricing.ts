import type { Travellers } from './travellers';

/** One flight's fares per passenger, in yen: infants on a lap fly free. */
export interface Fares {
  adult: number;
  child: number;
}

/** What the party pays for one flight. */
export function partyFare(fares: Fares, travellers: Travellers): number {
  return fares.adult * travellers.adults + fares.child * travellers.children;
}

export interface PackagePrice {
  /** The one price the guest is shown and charged: the stay and both flights, for the whole party. */
  total: number;
  /** The parts, kept with the booking for the hotel and the airline; the guest sees the total and each flight's supplement. */
  hotel: number;
  flights: number;
}

/** A package's price: the hotel's rate for the stay (all rooms) plus both flights for the whole party. */
export function packagePrice(input: { hotelTotal: number; outbound: Fares; inbound: Fares; travellers: Travellers }): PackagePrice {
  const flights = partyFare(input.outbound, input.travellers) + partyFare(input.inbound, input.travellers);
  return { total: input.hotelTotal + flights, hotel: input.hotelTotal, flights };
}

/**
 * What choosing a flight adds to the package's lowest price: its fare for the party less the
 * cheapest of the same direction (0 for the cheapest itself).
 */
export function supplements(partyFares: readonly number[]): number[] {
  const cheapest = partyFares.length ? Math.min(...partyFares) : 0;
  return partyFares.map((fare) => fare - cheapest);
}
