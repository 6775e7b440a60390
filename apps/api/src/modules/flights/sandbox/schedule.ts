import { isIsoDate } from '@yado/domain/dates';
import { AIRPORTS, routeFlown, type Airport } from '@yado/domain/packages/airports';
import type { Cabin } from '@yado/domain/packages/rules';
import type { Fares } from '@yado/domain/packages/pricing';
import { distanceKm } from '@yado/domain/places';

/**
 * The sandbox airline's timetable and fares: worked out from the airports and a fixed seed, so the
 * same flight on the same day always has the same number, times and fare, on any server.
 */
const FARE_SEED = 'yado-sandbox-air-2026';
export const CARRIER = 'YD';
/** Seats each flight sells per cabin, unless its row in the database says otherwise. */
export const CABIN_CAPACITY: Record<Cabin, number> = { economy: 12, premium: 4 };

/** The sandbox quotes in the hotel's currency at fixed demo rates, as real suppliers quote in the point of sale's. */
const QUOTED_CURRENCIES: Record<string, { perYen: number; roundTo: number }> = {
  JPY: { perYen: 1, roundTo: 10 },
  KRW: { perYen: 9.13, roundTo: 100 },
  TWD: { perYen: 0.213, roundTo: 1 },
};
export const quotesIn = (currency: string) => currency in QUOTED_CURRENCIES;

export interface ScheduledFlight {
  flightNumber: string;
  from: Airport;
  to: Airport;
  departureMinutes: number;
  durationMinutes: number;
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Every route in a fixed order, so each flight keeps its number. */
const ROUTES = AIRPORTS.flatMap((from) => AIRPORTS.filter((to) => routeFlown(from, to)).map((to) => ({ from, to })));
const DEPARTURE_HOURS = [7, 12, 17];

function flightsOfRoute(index: number): ScheduledFlight[] {
  const { from, to } = ROUTES[index] as (typeof ROUTES)[number];
  const km = distanceKm(from, to);
  const durationMinutes = Math.round((km / 12.5 + 35) / 5) * 5;
  const seed = hash(`${FARE_SEED}:${from.code}-${to.code}`);
  return DEPARTURE_HOURS.map((hour, i) => ({
    flightNumber: `${CARRIER}${101 + index * DEPARTURE_HOURS.length + i}`,
    from,
    to,
    departureMinutes: hour * 60 + ((seed >> (i * 4)) % 12) * 5,
    durationMinutes,
  }));
}

/** The flights of a route (every day alike). */
export function scheduledFlights(fromCode: string, toCode: string): ScheduledFlight[] {
  const index = ROUTES.findIndex((route) => route.from.code === fromCode && route.to.code === toCode);
  return index < 0 ? [] : flightsOfRoute(index);
}

export function flightByNumber(flightNumber: string): ScheduledFlight | null {
  const number = Number(flightNumber.slice(CARRIER.length));
  if (!flightNumber.startsWith(CARRIER) || !Number.isInteger(number) || number < 101) return null;
  const index = Math.floor((number - 101) / DEPARTURE_HOURS.length);
  if (index >= ROUTES.length) return null;
  return flightsOfRoute(index).find((flight) => flight.flightNumber === flightNumber) ?? null;
}

const UTC_OFFSET_MINUTES: Record<Airport['country'], number> = { JP: 540, KR: 540, TW: 480 };

const clock = (minutes: number) => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

export function localTimes(flight: ScheduledFlight): { departsAt: string; arrivesAt: string } {
  const shift = UTC_OFFSET_MINUTES[flight.to.country] - UTC_OFFSET_MINUTES[flight.from.country];
  return { departsAt: clock(flight.departureMinutes), arrivesAt: clock(flight.departureMinutes + flight.durationMinutes + shift) };
}

const roundUp = (amount: number, to: number) => Math.ceil(amount / to) * to;

/**
 * A flight's fares on a day: a base by distance, dearer on Fridays and Sundays, early and evening
 * flights, varied per flight and day by the seed; premium is 1.6 times economy; a child pays 75 %
 * of an adult; infants on a lap fly free. Null for a currency the sandbox does not quote in.
 */
export function faresOf(flight: ScheduledFlight, date: string, cabin: Cabin, currency: string): Fares | null {
  const quoted = QUOTED_CURRENCIES[currency];
  if (!quoted) return null;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const dayFactor = weekday === 5 || weekday === 0 ? 1.2 : weekday === 6 ? 1.1 : 1;
  const hourFactor = flight.departureMinutes < 9 * 60 || flight.departureMinutes >= 17 * 60 ? 1.1 : 1;
  const variation = 0.9 + (hash(`${FARE_SEED}:${flight.flightNumber}:${date}`) % 31) / 100;
  const cabinFactor = cabin === 'premium' ? 1.6 : 1;
  const yen = (6000 + distanceKm(flight.from, flight.to) * 11) * dayFactor * hourFactor * variation * cabinFactor;
  const adult = roundUp(yen * quoted.perYen, quoted.roundTo);
  return { adult, child: roundUp(adult * 0.75, quoted.roundTo) };
}

export const offerIdOf = (flightNumber: string, date: string, cabin: Cabin) => `${flightNumber}.${date}.${cabin}`;

export function parseOfferId(offerId: string): { flight: ScheduledFlight; date: string; cabin: Cabin } | null {
  const match = /^([A-Z]{2}\d{3,4})\.(\d{4}-\d{2}-\d{2})\.(economy|premium)$/.exec(offerId);
  // A date the calendar does not have (2026-02-30) is no offer, not a query that fails.
  const flight = match && isIsoDate(match[2] as string) ? flightByNumber(match[1] as string) : null;
  return match && flight ? { flight, date: match[2] as string, cabin: match[3] as Cabin } : null;
}
