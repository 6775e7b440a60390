import type { Locale } from './locales';
import { distanceKm, placeById, type Place } from './places';

/**
 * Which of a brand's other hotels a guest is offered when the hotel they searched has nothing for
 * the stay (§3 brand setting nearby_hotels_suggestion), and in which order (ADR 0058).
 */

/** At most this many hotels are suggested. */
export const NEARBY_HOTELS_LIMIT = 5;

/** Hotels farther than this from the searched one are not "nearby", whatever the brand has. */
export const NEARBY_RADIUS_KM = 100;

/** A hotel as the suggestion rule sees it: its own coordinates, else the place it belongs to, and its country. */
export interface HotelLocation {
  code: string;
  latitude: number | null;
  longitude: number | null;
  /** A place of places.ts (a city or an area). */
  placeId: string | null;
  /** ISO country of its address, when known. */
  country: string | null;
}

export interface NearbyCandidate<T extends HotelLocation> {
  hotel: T;
  /** Kilometres from the searched hotel; null when either has no known position. */
  distanceKm: number | null;
}

function positionOf(hotel: HotelLocation): { latitude: number; longitude: number } | null {
  if (hotel.latitude !== null && hotel.longitude !== null) return { latitude: hotel.latitude, longitude: hotel.longitude };
  const place = hotel.placeId ? placeById(hotel.placeId) : undefined;
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/**
 * The brand's other hotels that may be suggested, nearest first: those with a known distance
 * within NEARBY_RADIUS_KM by distance; then, only when a distance cannot be known, those in the
 * same country, in the brand's order. A hotel known to be farther, or in another country, is left out.
 */
export function nearbyCandidates<T extends HotelLocation>(searched: HotelLocation, brandHotels: readonly T[]): NearbyCandidate<T>[] {
  const from = positionOf(searched);
  const placed: NearbyCandidate<T>[] = [];
  const unplaced: NearbyCandidate<T>[] = [];
  for (const hotel of brandHotels) {
    if (hotel.code === searched.code) continue;
    const to = positionOf(hotel);
    if (from && to) {
      const distance = distanceKm(from, to);
      if (distance <= NEARBY_RADIUS_KM) placed.push({ hotel, distanceKm: Math.round(distance * 10) / 10 });
    } else if (searched.country !== null && hotel.country === searched.country) unplaced.push({ hotel, distanceKm: null });
  }
  // A stable sort: hotels at the same distance keep the brand's order.
  placed.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
  return [...placed, ...unplaced];
}

/** The city a place belongs to (itself for a city), named in the locale. */
export function cityName(placeId: string | null, locale: string): string | null {
  const place = placeId ? placeById(placeId) : undefined;
  if (!place) return null;
  const city: Place | undefined = place.kind === 'city' ? place : place.parent ? placeById(place.parent) : undefined;
  return city ? (city.names[locale as Locale] ?? city.names.en) : null;
}
