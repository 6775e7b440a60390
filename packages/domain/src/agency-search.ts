import { z } from 'zod';
import { AMENITIES, type Amenity } from './amenities';
import type { Locale } from './locales';
import { distanceKm, normalizePlaceText, PLACE_RADIUS_KM, PLACES, placeById, placeSpellings, type Place, type PlaceKind } from './places';
import { roomSearchFields } from './search';

/**
 * The agency site's hotel search (§7 OTA: GET api/ota/v1/hotels/search): every brand's hotels at
 * once, filtered and ordered. Its stay and party are the room search's own parameters.
 */
export const AGENCY_SORTS = ['recommended', 'price', 'rating', 'distance'] as const;
export type AgencySort = (typeof AGENCY_SORTS)[number];

export const MEAL_FILTERS = ['breakfast', 'room_only'] as const;
export type MealFilter = (typeof MEAL_FILTERS)[number];

/** Agency pages are short: each hotel on one is priced with the room search itself. */
export const AGENCY_MAX_PER_PAGE = 50;

const listOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(500)
    .transform((raw) => raw.split(',').filter((part) => part !== ''))
    .pipe(z.array(z.enum(values), { message: 'validation.invalid' }));

const amount = z.coerce.number().min(0).max(1_000_000_000);

export const agencySearchQuerySchema = roomSearchFields
  .pick({
    checkin: true,
    checkout: true,
    search_type: true,
    nights: true,
    adults: true,
    children: true,
    kids_ages: true,
    kids_tiers: true,
    rooms: true,
    room_count: true,
    currency: true,
    locale: true,
  })
  .extend({
    /** A place id of places.ts, or what a traveller typed: a place's or a hotel's name. */
    place: z.string().trim().max(100).optional(),
    /** Price per night for the whole party, in `currency`'s major units (yen, dollars). */
    price_min: amount.optional(),
    price_max: amount.optional(),
    /** Star classes, e.g. "4,5". */
    stars: listOf(['1', '2', '3', '4', '5']).optional(),
    rating_min: z.coerce.number().min(1).max(5).optional(),
    amenities: listOf(AMENITIES as unknown as [Amenity, ...Amenity[]]).optional(),
    meals: z.enum(MEAL_FILTERS).optional(),
    sort: z.enum(AGENCY_SORTS).default('recommended'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(AGENCY_MAX_PER_PAGE).default(10),
  })
  .superRefine((query, ctx) => {
    if (query.search_type !== 'undated')
      for (const field of ['checkin', 'checkout'] as const)
        if (!query[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max)
      ctx.addIssue({ code: 'custom', path: ['price_max'], message: 'validation.invalid' });
  });
export type AgencySearchQuery = z.infer<typeof agencySearchQuerySchema>;

export const placeSuggestQuerySchema = z.object({
  q: z.string().trim().min(1, { message: 'validation.required' }).max(100),
  locale: z.string().max(10).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

/** A hotel as the agency search reads it: where it is and what it offers. */
export interface AgencyHotel {
  code: string;
  names: string[];
  latitude: number;
  longitude: number;
  stars: number;
  amenities: readonly string[];
  rating: { average: number; count: number } | null;
}

/** What a search asks of a hotel besides its price. */
export interface HotelCriteria {
  stars?: readonly string[] | undefined;
  rating_min?: number | undefined;
  amenities?: readonly string[] | undefined;
}

export function hotelMatches(hotel: AgencyHotel, criteria: HotelCriteria): boolean {
  if (criteria.stars?.length && !criteria.stars.includes(String(hotel.stars))) return false;
  if (criteria.rating_min !== undefined && (hotel.rating?.average ?? 0) < criteria.rating_min) return false;
  return (criteria.amenities ?? []).every((amenity) => hotel.amenities.includes(amenity));
}

/** Where a search looks: around a place, at hotels named so, or everywhere. */
export type SearchArea = { place: Place } | { hotelCodes: string[] } | { everywhere: true };

/**
 * What `text` names: a place by id or by one of its spellings, else hotels whose name holds it,
 * else the place one of whose spellings it begins; null when nothing matches.
 */
export function resolveSearchArea(text: string | undefined, hotels: ReadonlyArray<Pick<AgencyHotel, 'code' | 'names'>>): SearchArea | null {
  if (!text) return { everywhere: true };
  const byId = placeById(text);
  if (byId) return { place: byId };
  const wanted = normalizePlaceText(text);
  if (wanted === '') return { everywhere: true };
  const spelled = PLACES.find((place) => placeSpellings(place).some((spelling) => normalizePlaceText(spelling) === wanted));
  if (spelled) return { place: spelled };
  const named = hotels.filter((hotel) => hotel.names.some((name) => normalizePlaceText(name).includes(wanted)));
  if (named.length > 0) return { hotelCodes: named.map((hotel) => hotel.code) };
  const begun = PLACES.find((place) => placeSpellings(place).some((spelling) => normalizePlaceText(spelling).startsWith(wanted)));
  return begun ? { place: begun } : null;
}

/** How far a hotel is from the place searched, in km (one decimal); null when no place was. */
export function distanceFrom(area: SearchArea, hotel: Pick<AgencyHotel, 'latitude' | 'longitude'>): number | null {
  return 'place' in area ? Math.round(distanceKm(area.place, hotel) * 10) / 10 : null;
}

export function inArea(area: SearchArea, hotel: Pick<AgencyHotel, 'code' | 'latitude' | 'longitude'>): boolean {
  if ('place' in area) return distanceKm(area.place, hotel) <= PLACE_RADIUS_KM[area.place.kind];
  if ('hotelCodes' in area) return area.hotelCodes.includes(hotel.code);
  return true;
}

/** A hotel found, as the order reads it; price is per night in the currency asked, null when none is known. */
export interface Ranked {
  code: string;
  price: number | null;
  rating: { average: number; count: number } | null;
  stars: number;
  distance: number | null;
}

/** A rating weighed by how many reviews it rests on: a 4.6 from 3 reviews ranks below a 4.4 from 300. */
export function ratingScore(rating: Ranked['rating']): number {
  if (!rating || rating.count === 0) return 0;
  const PRIOR = 3.5;
  const WEIGHT = 10;
  return (rating.average * rating.count + PRIOR * WEIGHT) / (rating.count + WEIGHT);
}

const recommendation = (hotel: Ranked) => ratingScore(hotel.rating) + hotel.stars * 0.15;

/** Hotels with a price come first in every order; ties go to the code, so pages never shuffle. */
export function sortHotels<T extends Ranked>(hotels: T[], sort: AgencySort): T[] {
  const missingLast = (a: number | null, b: number | null) => (a === null ? 1 : 0) - (b === null ? 1 : 0);
  const by: Record<AgencySort, (a: T, b: T) => number> = {
    recommended: (a, b) => recommendation(b) - recommendation(a),
    price: (a, b) => missingLast(a.price, b.price) || (a.price ?? 0) - (b.price ?? 0),
    rating: (a, b) => (b.rating?.average ?? 0) - (a.rating?.average ?? 0) || (b.rating?.count ?? 0) - (a.rating?.count ?? 0),
    distance: (a, b) => missingLast(a.distance, b.distance) || (a.distance ?? 0) - (b.distance ?? 0),
  };
  return [...hotels].sort((a, b) => missingLast(a.price, b.price) || by[sort](a, b) || a.code.localeCompare(b.code));
}

export type SuggestionKind = PlaceKind | 'hotel';

export interface SuggestionCandidate {
  kind: SuggestionKind;
  id: string;
  spellings: readonly string[];
}

/**
 * How well `query` (normalised) meets a spelling: 0 the same, 1 its start, 2 the start of a word
 * in it, 3 inside it, 4 one letter off (typed fast); null when it does not.
 */
export function matchScore(query: string, spelling: string): number | null {
  const text = normalizePlaceText(spelling);
  if (query === '' || text === '') return null;
  if (text === query) return 0;
  if (text.startsWith(query)) return 1;
  const words = spelling
    .normalize('NFKC')
    .toLowerCase()
    .split(/[\s\-'’.·・]+/u);
  if (words.slice(1).some((word) => word.startsWith(query))) return 2;
  if (text.includes(query)) return 3;
  if (query.length >= 4 && withinOneEdit(query, text.slice(0, query.length + 1))) return 4;
  if (query.length >= 4 && withinOneEdit(query, text.slice(0, query.length))) return 4;
  return null;
}

/** Whether two strings differ by at most one letter added, dropped or changed. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

const KIND_ORDER: Record<SuggestionKind, number> = { city: 0, area: 1, station: 2, landmark: 3, hotel: 4 };

/** The candidates `query` meets, best first: by match, then cities before areas, stations, landmarks and hotels. */
export function rankSuggestions<T extends SuggestionCandidate>(query: string, candidates: readonly T[], limit: number): T[] {
  const wanted = normalizePlaceText(query);
  const scored: Array<{ candidate: T; score: number }> = [];
  for (const candidate of candidates) {
    let best: number | null = null;
    for (const spelling of candidate.spellings) {
      const score = matchScore(wanted, spelling);
      if (score !== null && (best === null || score < best)) best = score;
    }
    if (best !== null) scored.push({ candidate, score: best });
  }
  scored.sort(
    (a, b) =>
      a.score - b.score || KIND_ORDER[a.candidate.kind] - KIND_ORDER[b.candidate.kind] || a.candidate.id.localeCompare(b.candidate.id),
  );
  return scored.slice(0, limit).map((s) => s.candidate);
}

/** Every place as a suggestion candidate. */
export const placeCandidates = (): SuggestionCandidate[] =>
  PLACES.map((place) => ({ kind: place.kind, id: place.id, spellings: placeSpellings(place) }));

export const placeName = (place: Place, locale: Locale) => place.names[locale];
