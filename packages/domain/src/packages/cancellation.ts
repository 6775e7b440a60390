import { addDays, localDateAndMinutes, minutesOfDay, nightsBetween } from '../dates';
import { percentOf } from '../money';
import type { Fares } from './pricing';

/**
 * The sandbox airline's fare rules for cancelling (ADR 0062), counted in days before the flight's
 * departure day at its departure airport: free until `FREE_UNTIL_DAYS_BEFORE` days before, then a
 * share of the fare that grows as the day comes, and nothing back once the flight has left.
 */
export const FREE_UNTIL_DAYS_BEFORE = 14;
/** From `days_before` the departure day (and later), the airline keeps `percentage_of_fare` of each fare. */
export const AIRLINE_CANCELLATION_STEPS = [
  { days_before: FREE_UNTIL_DAYS_BEFORE - 1, percentage_of_fare: 30 },
  { days_before: 2, percentage_of_fare: 50 },
] as const;
/** A flight that has left is not refunded at all. */
export const DEPARTED_PERCENTAGE = 100;

/** A flight as the package booked it: when it leaves, in its airport's time, and its fares per passenger. */
export interface CancelledFlight {
  departure_date: string;
  /** Local time at the departure airport, HH:MM. */
  departs_at: string;
  /** The departure airport's time zone. */
  timeZone: string;
  fares: Fares;
}

/** Who flies, by the fare each paid: a seated infant was booked as a child, a lap infant paid nothing. */
export interface FareTravellers {
  adults: number;
  children: number;
  infants: number;
}

/** The share of each fare the airline keeps for a cancellation made `now`. */
export function airlineCancellationPercentage(flight: Omit<CancelledFlight, 'fares'>, now: Date): number {
  const local = localDateAndMinutes(flight.timeZone, now);
  const departed = local.date === flight.departure_date && local.minutes >= minutesOfDay(flight.departs_at);
  if (local.date > flight.departure_date || departed) return DEPARTED_PERCENTAGE;
  const daysBefore = nightsBetween(local.date, flight.departure_date);
  let percentage = 0;
  for (const step of AIRLINE_CANCELLATION_STEPS) if (daysBefore <= step.days_before) percentage = step.percentage_of_fare;
  return percentage;
}

/** One line of a flight's fare rules as a guest reads them before booking. */
export type AirlineFeeLine =
  | { kind: 'free'; until: string }
  | { kind: 'fee'; from: string; percentage_of_fare: number }
  | { kind: 'departed'; percentage_of_fare: number };

/**
 * A flight's fare rules as dates at its departure airport, the lines that still lie ahead `now`:
 * free until a day, then from each day the share of the fare kept, then nothing back once it has
 * left. The same steps as `airlineCancellationPercentage`, which charges them.
 */
export function airlineFeeSchedule(flight: Omit<CancelledFlight, 'fares'>, now: Date): AirlineFeeLine[] {
  const today = localDateAndMinutes(flight.timeZone, now).date;
  const steps = AIRLINE_CANCELLATION_STEPS.map((step) => ({
    kind: 'fee' as const,
    from: addDays(flight.departure_date, -step.days_before),
    percentage_of_fare: step.percentage_of_fare,
  }));
  const lines: AirlineFeeLine[] = [{ kind: 'free', until: addDays(flight.departure_date, -FREE_UNTIL_DAYS_BEFORE) }, ...steps];
  // A line is over once the line after it has begun; the last fee step lasts until the flight leaves.
  const ahead = lines.filter((_, index) => {
    const next = lines[index + 1];
    return next === undefined || (next.kind === 'fee' && next.from > today);
  });
  return [...ahead, { kind: 'departed', percentage_of_fare: DEPARTED_PERCENTAGE }];
}

/**
 * What the airline keeps of one flight for the party: its share of each passenger's fare, worked
 * out per fare as the fares were charged (adults and children 12+ the adult fare, children and
 * seated infants the child fare); a lap infant flew free and costs nothing.
 */
export function flightCancellationFee(
  flight: CancelledFlight,
  travellers: FareTravellers,
  now: Date,
): { percentage_of_fare: number; fee: number } {
  const percentage = airlineCancellationPercentage(flight, now);
  const fee =
    percentOf(flight.fares.adult, percentage) * travellers.adults + percentOf(flight.fares.child, percentage) * travellers.children;
  return { percentage_of_fare: percentage, fee };
}

/** Who flies by fare, from the passengers as the booking named them. */
export function fareTravellersOf(passengers: ReadonlyArray<{ type: string }>): FareTravellers {
  const count = (type: string) => passengers.filter((passenger) => passenger.type === type).length;
  return { adults: count('adult'), children: count('child'), infants: count('infant') };
}

export interface PackageCancellationQuote {
  /** What the hotel keeps of the stay, by its cancellation policy (or the fee its staff name). */
  hotel_fee: number;
  /** What the airline keeps of both flights, by its fare rules. */
  flight_fee: number;
  total_fee: number;
  /** What goes back to the card that paid the package: its charge less both fees. */
  refund: number;
}

/**
 * A package cancelled as a whole: the hotel's fee and the airline's fees are kept, the rest of
 * the one charge goes back. Neither fee is ever more than the part it is for, so the refund is
 * never negative.
 */
export function packageCancellationQuote(input: {
  charged: number;
  hotelPrice: number;
  flightsPrice: number;
  hotelFee: number;
  flightFees: readonly number[];
}): PackageCancellationQuote {
  const hotelFee = Math.min(input.hotelFee, input.hotelPrice);
  const flightFee = Math.min(
    input.flightFees.reduce((sum, fee) => sum + fee, 0),
    input.flightsPrice,
  );
  const totalFee = Math.min(hotelFee + flightFee, input.charged);
  return { hotel_fee: hotelFee, flight_fee: flightFee, total_fee: totalFee, refund: input.charged - totalFee };
}
