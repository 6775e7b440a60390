import type { ErrorKey } from '../errors';
import type { Locale } from '../locales';
import { nightsBetween } from '../dates';
import { paymentTypeFitsCurrency } from '../payments';

/** §9: a stay plus flight books at most this many rooms. */
export const PACKAGE_MAX_ROOMS = 5;
/** §5: the reservation process of a flight package is in Japanese only. */
export const PACKAGE_LOCALES: readonly Locale[] = ['ja'];
export const CABINS = ['economy', 'premium'] as const;
export type Cabin = (typeof CABINS)[number];
/** §2 dynamic_package: the value that opens the stay plus flight tab. */
export const DYNAMIC_PACKAGE = 'wbf';
/** The channel a package's stay is booked through (§6 my reservations channel filter). */
export const PACKAGE_BOOKING_METHOD = 'wbf';

export interface PackageSearchShape {
  undated: boolean;
  checkin?: string | null | undefined;
  checkout?: string | null | undefined;
  roomCount: number;
  departureAirport?: string | null | undefined;
}

/**
 * §5: what a stay plus flight search may not be. Flights need dates (no undated search, and at
 * least one night: the return flies on the check-out day), a departure airport, and at most 5 rooms.
 */
export function packageSearchProblem(search: PackageSearchShape): ErrorKey | null {
  if (search.undated || !search.checkin || !search.checkout) return 'package_dates_required';
  if (nightsBetween(search.checkin, search.checkout) < 1) return 'package_dates_required';
  if (search.roomCount > PACKAGE_MAX_ROOMS) return 'package_too_many_rooms';
  if (!search.departureAirport) return 'package_departure_required';
  return null;
}

/** §5: a package is booked in Japanese only. */
export function packageLocaleProblem(locale: string): ErrorKey | null {
  return (PACKAGE_LOCALES as readonly string[]).includes(locale) ? null : 'package_japanese_only';
}

/** The outbound flight leaves on the check-in day and the return on the check-out day. */
export function flightsFitStay(
  stay: { checkin: string; checkout: string },
  flights: { outboundDate: string; returnDate: string },
): boolean {
  return flights.outboundDate === stay.checkin && flights.returnDate === stay.checkout;
}

/** Ways a plan is paid in full by card at booking, as a package is: the first a plan takes pays its stay. */
const FULL_CARD_PAYMENT_TYPES = [
  'credit_card',
  'credit_card_full',
  'pre_paid',
  'credit_card_krw_international',
  'credit_card_krw_domestic',
  'twd_credit_card',
] as const;

/** How a package pays a plan's stay: in full by card, in the hotel's currency; null when the plan takes no such way. */
export function packagePaymentType(planPaymentMethods: readonly string[], hotelCurrency: string): string | null {
  return FULL_CARD_PAYMENT_TYPES.find((type) => planPaymentMethods.includes(type) && paymentTypeFitsCurrency(type, hotelCurrency)) ?? null;
}

/**
 * The tickets of one passenger: the supplier issues one per passenger and flight, every
 * passenger's ticket for the first flight, then every one's for the second.
 */
export function ticketsOf(ticketNumbers: readonly string[], passengerCount: number, passenger: number): string[] {
  if (passengerCount === 0) return [];
  const flights = Math.floor(ticketNumbers.length / passengerCount);
  return Array.from({ length: flights }, (_, flight) => ticketNumbers[flight * passengerCount + passenger] ?? '').filter(Boolean);
}
