import { airportByCode } from '@yado/domain/packages/airports';
import type { Fares } from '@yado/domain/packages/pricing';
import type { FlightOffer } from '../flights/supplier';

/** A flight as a package keeps it: what the guest was sold, at the fares the package was priced with. */
export interface BookedFlight {
  direction: 'outbound' | 'return';
  offer_id: string;
  flight_number: string;
  departure_airport: string;
  arrival_airport: string;
  departure_date: string;
  departs_at: string;
  arrives_at: string;
  cabin: string;
  fares: Fares;
}

/** A supplier's offer in the package's words: which flight, when, in which cabin. */
export function flightOf(offer: FlightOffer) {
  return {
    offer_id: offer.offerId,
    flight_number: offer.flightNumber,
    departure_airport: offer.from,
    arrival_airport: offer.to,
    departure_date: offer.departureDate,
    departs_at: offer.departsAt,
    arrives_at: offer.arrivesAt,
    cabin: offer.cabin,
  };
}

export function bookedFlight(direction: BookedFlight['direction'], offer: FlightOffer): BookedFlight {
  return { direction, ...flightOf(offer), fares: offer.fares };
}

const airportView = (code: string, locale: string) => {
  const airport = airportByCode(code);
  return { code, name: airport ? (airport.names[locale as keyof typeof airport.names] ?? airport.names.en) : code };
};

/** A booked flight as the guest sees it: airports named in their language, fares left out (the package has one price). */
export function presentFlight(flight: BookedFlight, locale: string) {
  return {
    direction: flight.direction,
    flight_number: flight.flight_number,
    departure_airport: airportView(flight.departure_airport, locale),
    arrival_airport: airportView(flight.arrival_airport, locale),
    departure_date: flight.departure_date,
    departs_at: flight.departs_at,
    arrives_at: flight.arrives_at,
    cabin: flight.cabin,
  };
}

export { airportView };
