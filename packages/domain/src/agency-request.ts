import type { MealFilter } from './agency-search';
import type { Amenity } from './amenities';
import type { Budget, HotelRequest, Wish } from './assistant/request';
import { addDays, nightsBetween } from './dates';
import { decimalDigits } from './money';
import { emptyRoom, type RoomParty } from './party';

/**
 * How a traveller's request (the form's or a sentence understood, `hotelRequestSchema`) becomes the
 * agency search's filters: wishes a hotel's amenities answer, a breakfast wish as the meals filter,
 * a budget as the highest price per night.
 */
export const WISH_AMENITIES: Partial<Record<Wish, Amenity>> = {
  onsen: 'onsen',
  pool: 'pool',
  parking: 'parking',
  wifi: 'free_wifi',
  non_smoking: 'non_smoking_rooms',
  accessible: 'accessible_rooms',
  family: 'family_rooms',
  pets: 'pets',
};

export const amenitiesForWishes = (wishes: readonly Wish[]): Amenity[] =>
  wishes.flatMap((wish) => (WISH_AMENITIES[wish] ? [WISH_AMENITIES[wish]] : []));

export const mealsForWishes = (wishes: readonly Wish[]): MealFilter | undefined => (wishes.includes('breakfast') ? 'breakfast' : undefined);

/** A budget as the most per night, in its currency's major units; a budget for the stay is shared out over its nights. */
export function budgetPerNight(budget: Budget, nights: number | null): number | null {
  if (budget.per === 'night') return budget.amount;
  return nights && nights > 0 ? Math.floor(budget.amount / nights) : null;
}

/** The stay a request names: dates (check-out from the nights when only those were said), nights without dates, or nothing. */
export type RequestedStay = { search_type: 'dated'; checkin: string; checkout: string } | { search_type: 'undated'; nights: number } | null;

export function requestedStay(request: Pick<HotelRequest, 'checkin' | 'checkout' | 'nights'>): RequestedStay {
  if (request.checkin) {
    const checkout = request.checkout ?? addDays(request.checkin, request.nights ?? 1);
    return { search_type: 'dated', checkin: request.checkin, checkout };
  }
  return request.nights ? { search_type: 'undated', nights: request.nights } : null;
}

export const stayNights = (stay: RequestedStay): number | null =>
  stay === null ? null : stay.search_type === 'dated' ? nightsBetween(stay.checkin, stay.checkout) : stay.nights;

/**
 * The rooms of a request: its adults shared over its rooms (each room at least one, the first
 * rooms taking what is left over), the children in the first room with the ages that were said.
 */
export function requestedRooms(request: Pick<HotelRequest, 'rooms' | 'adults' | 'children'>): RoomParty[] {
  const count = Math.max(1, request.rooms);
  const adults = Math.max(count, request.adults ?? emptyRoom().adults * count);
  return Array.from({ length: count }, (_, index) => {
    const room = emptyRoom(Math.floor(adults / count) + (index < adults % count ? 1 : 0));
    if (index > 0) return room;
    // Ages are kept in order up to the first one not said; the search asks for the rest (§3 kids warning).
    const unsaid = request.children.indexOf(null);
    const ages = (unsaid === -1 ? request.children : request.children.slice(0, unsaid)) as number[];
    return { ...room, children: request.children.length, kids_ages: ages };
  });
}

/** A price in minor units as major units of its currency (yen, dollars), as budgets and price filters are written. */
export const majorUnits = (minor: number, currency: string) => minor / 10 ** decimalDigits(currency);
