import { AGENCY_SORTS, MEAL_FILTERS, type AgencySort, type MealFilter } from '@yado/domain/agency-search';
import { amenitiesForWishes, budgetPerNight, mealsForWishes, requestedRooms, requestedStay, stayNights } from '@yado/domain/agency-request';
import { isAmenity, type Amenity } from '@yado/domain/amenities';
import { BUDGET_PERIODS, WISHES, type Budget, type HotelRequest, type Wish } from '@yado/domain/assistant/request';
import { addDays } from '@yado/domain/dates';
import { findCurrency } from '@yado/domain/money';
import type { RoomParty } from '@yado/domain/party';
import { criteriaFromParams, writeParty } from '@yado/domain/search-criteria';

/**
 * The agency search as its address carries it (/search-hotels?place=…&checkin=…): everything a
 * link needs to show the same page — place, stay, party, filters, order, page — and, for a
 * search in words, the wishes and budget each hotel is said to fit.
 */
export interface AgencyStay {
  search_type: 'dated' | 'undated';
  checkin: string;
  checkout: string;
  nights: number;
}

export interface AgencyFilters {
  price_min?: number;
  price_max?: number;
  stars: string[];
  rating_min?: number;
  amenities: Amenity[];
  meals?: MealFilter;
}

export interface AgencySearch {
  /** A place id of places.ts, or what was typed. */
  place: string;
  stay: AgencyStay;
  rooms: RoomParty[];
  filters: AgencyFilters;
  sort: AgencySort;
  page: number;
  /** The currency prices and the price filter are in, when the address names one. */
  currency?: string;
  wishes: Wish[];
  budget: Budget | null;
  /** Asked in words (the assistant): each hotel offers to be booked at once, paid in advance (ADR 0060). */
  inWords?: boolean;
}

export const NO_FILTERS: AgencyFilters = { stars: [], amenities: [] };
export const RATING_STEPS = [3, 3.5, 4, 4.5] as const;
const STAR_CLASSES = ['1', '2', '3', '4', '5'];

const list = (raw: string | null) => (raw ?? '').split(',').filter((part) => part !== '');
function amount(raw: string | null): number | undefined {
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1_000_000_000 ? value : undefined;
}
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.includes(raw as T) ? (raw as T) : undefined;

function budgetFrom(params: URLSearchParams): Budget | null {
  const value = amount(params.get('budget'));
  const currency = params.get('budget_currency') ?? '';
  if (!value || !findCurrency(currency)) return null;
  return { amount: value, currency, per: oneOf(BUDGET_PERIODS, params.get('budget_per')) ?? 'night' };
}

/** Reads a search from its address leniently: what is malformed is left out, a past or missing date starts today. */
export function searchFromParams(params: URLSearchParams, today: string): AgencySearch {
  const criteria = criteriaFromParams(params, { today, kidsType: 'ages' });
  const priceMin = amount(params.get('price_min'));
  const priceMax = amount(params.get('price_max'));
  const rating = amount(params.get('rating_min'));
  const currency = params.get('currency') ?? '';
  const page = Number(params.get('page'));
  return {
    place: (params.get('place') ?? '').trim().slice(0, 100),
    stay: { search_type: criteria.search_type, checkin: criteria.checkin, checkout: criteria.checkout, nights: criteria.nights },
    rooms: criteria.rooms,
    filters: {
      ...(priceMin !== undefined ? { price_min: priceMin } : {}),
      // A range the wrong way round keeps its lower end only.
      ...(priceMax !== undefined && (priceMin === undefined || priceMax >= priceMin) ? { price_max: priceMax } : {}),
      stars: [...new Set(list(params.get('stars')).filter((s) => STAR_CLASSES.includes(s)))].sort(),
      ...(rating !== undefined && rating >= 1 && rating <= 5 ? { rating_min: rating } : {}),
      amenities: [...new Set(list(params.get('amenities')).filter(isAmenity))],
      ...(oneOf(MEAL_FILTERS, params.get('meals')) ? { meals: params.get('meals') as MealFilter } : {}),
    },
    sort: oneOf(AGENCY_SORTS, params.get('sort')) ?? 'recommended',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    ...(findCurrency(currency) ? { currency } : {}),
    wishes: [...new Set(list(params.get('wishes')).filter((w): w is Wish => (WISHES as readonly string[]).includes(w)))],
    budget: budgetFrom(params),
    ...(params.get('asked') === 'words' ? { inWords: true } : {}),
  };
}

/** The stay and party as the widget's own search writes them: what a hotel's page and the API read. */
export function stayParams(search: Pick<AgencySearch, 'stay' | 'rooms'>): URLSearchParams {
  const out = new URLSearchParams();
  if (search.stay.search_type === 'undated') {
    out.set('search_type', 'undated');
    out.set('nights', String(search.stay.nights));
  } else {
    out.set('checkin', search.stay.checkin);
    out.set('checkout', search.stay.checkout);
  }
  return writeParty(out, search.rooms);
}

/** The address of a search: only what differs from the defaults, so links stay short. */
export function searchToParams(search: AgencySearch): URLSearchParams {
  const out = new URLSearchParams();
  if (search.place) out.set('place', search.place);
  for (const [key, value] of stayParams(search)) out.set(key, value);
  const { filters } = search;
  if (filters.price_min !== undefined) out.set('price_min', String(filters.price_min));
  if (filters.price_max !== undefined) out.set('price_max', String(filters.price_max));
  if (filters.stars.length > 0) out.set('stars', filters.stars.join(','));
  if (filters.rating_min !== undefined) out.set('rating_min', String(filters.rating_min));
  if (filters.amenities.length > 0) out.set('amenities', filters.amenities.join(','));
  if (filters.meals) out.set('meals', filters.meals);
  if (search.sort !== 'recommended') out.set('sort', search.sort);
  if (search.page > 1) out.set('page', String(search.page));
  if (search.currency) out.set('currency', search.currency);
  if (search.wishes.length > 0) out.set('wishes', search.wishes.join(','));
  if (search.budget) {
    out.set('budget', String(search.budget.amount));
    out.set('budget_currency', search.budget.currency);
    if (search.budget.per !== 'night') out.set('budget_per', search.budget.per);
  }
  if (search.inWords) out.set('asked', 'words');
  return out;
}

export const searchHref = (search: AgencySearch) => `/search-hotels?${searchToParams(search)}`;

/** A hotel's room search on the agency site, for the same stay and party. */
export const hotelHref = (code: string, search: Pick<AgencySearch, 'stay' | 'rooms'>) =>
  `/hotels/${encodeURIComponent(code)}?${stayParams(search)}`;

/** The API's query for a search (GET /api/ota/v1/hotels/search): the address less what only the page reads. */
export function apiQuery(search: AgencySearch, currency: string, perPage: number): Record<string, string> {
  const query = Object.fromEntries(searchToParams({ ...search, wishes: [], budget: null, currency, inWords: false }));
  return { ...query, per_page: String(perPage) };
}

/** A new search with one thing changed: a different filter or order starts again at the first page. */
export function withFilters(search: AgencySearch, filters: Partial<AgencyFilters>): AgencySearch {
  return { ...search, filters: { ...search.filters, ...filters }, page: 1 };
}

/**
 * A request understood from a sentence (or chosen in the form) as a search: its place, stay and
 * party; its budget as the highest price per night, in the budget's currency; its wishes as
 * amenities and meals where hotels say so; its stars and rating (out of 10) as filters.
 */
export function searchFromRequest(request: HotelRequest, today: string): AgencySearch {
  const stay = requestedStay(request);
  const nights = stayNights(stay);
  const priceMax = request.budget ? budgetPerNight(request.budget, nights) : null;
  const rating = request.min_rating !== undefined ? Math.round((request.min_rating / 2) * 2) / 2 : undefined;
  const meals = mealsForWishes(request.wishes);
  return {
    place: request.place_id ?? '',
    stay:
      stay === null
        ? { search_type: 'dated', checkin: today, checkout: addDays(today, 1), nights: 1 }
        : stay.search_type === 'dated'
          ? { ...stay, nights: 1 }
          : { search_type: 'undated', checkin: today, checkout: addDays(today, stay.nights), nights: stay.nights },
    rooms: requestedRooms(request),
    filters: {
      ...(priceMax !== null ? { price_max: priceMax } : {}),
      stars: request.min_stars ? STAR_CLASSES.filter((s) => Number(s) >= (request.min_stars ?? 0)) : [],
      ...(rating !== undefined && rating >= 1 ? { rating_min: Math.min(rating, 5) } : {}),
      amenities: amenitiesForWishes(request.wishes),
      ...(meals ? { meals } : {}),
    },
    sort: 'recommended',
    page: 1,
    ...(request.budget ? { currency: request.budget.currency } : {}),
    wishes: request.wishes,
    budget: request.budget ?? null,
    inWords: true,
  };
}

/** A wish taken back: the amenity or meals filter it brought goes with it. */
export function withoutWish(search: AgencySearch, wish: Wish): AgencySearch {
  const wishes = search.wishes.filter((w) => w !== wish);
  const amenity = amenitiesForWishes([wish])[0];
  const { meals, ...filters } = search.filters;
  return {
    ...search,
    wishes,
    filters: {
      ...filters,
      ...(meals && mealsForWishes([wish]) !== meals ? { meals } : {}),
      amenities: amenity ? filters.amenities.filter((a) => a !== amenity) : filters.amenities,
    },
    page: 1,
  };
}

/** A budget changed or taken back: the highest price per night follows it, in its currency. */
export function withBudget(search: AgencySearch, budget: Budget | null): AgencySearch {
  const { price_max: _previous, ...filters } = search.filters;
  const nights = search.stay.search_type === 'undated' ? search.stay.nights : stayNights({ ...search.stay, search_type: 'dated' });
  const priceMax = budget ? budgetPerNight(budget, nights) : null;
  const { currency: _currency, ...rest } = search;
  return {
    ...rest,
    ...(budget ? { currency: budget.currency } : search.currency && !search.budget ? { currency: search.currency } : {}),
    budget,
    filters: { ...filters, ...(priceMax !== null ? { price_max: priceMax } : {}) },
    page: 1,
  };
}
