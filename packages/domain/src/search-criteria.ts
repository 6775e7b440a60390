import { defaultCheckout, isIsoDate, nightsBetween } from './dates';
import { MAX_NIGHTS } from './limits';
import {
  MAX_CHILD_AGE,
  MAX_ROOMS,
  companionsIn,
  emptyRoom,
  normaliseRoom,
  sameParty,
  type KidsTierCount,
  type KidsType,
  type RoomParty,
} from './party';
import { DEFAULT_SORT_ORDER, SEARCH_RESULT_TYPES, SORT_ORDERS, type SearchResultType, type SortOrder } from './statuses';

/**
 * A search as the URL carries it (§2 search parameters, §3 search criteria). Keys keep their
 * wire names so the URL, the search cookie and the API query all speak the same words.
 */
export interface SearchCriteria {
  checkin: string;
  checkout: string;
  search_type: 'dated' | 'undated';
  /** Nights of an undated search (defaults to 1). */
  nights: number;
  is_day_use: boolean;
  rooms: RoomParty[];
  type: SearchResultType;
  order: SortOrder;
  /** room_search_filters ids the rooms must all have. */
  filter: number[];
  room_type_codes: string[];
  hotel_plan_codes: string[];
  room_plan_codes: string[];
  /** Sold-out rooms listed too; null leaves it to the hotel's available_rooms_only. */
  is_including_occupied: boolean | null;
  promo_code: string;
  /** A promo code from Google Hotel Ads: it opens and prices like promo_code, and the booking says where it came from. */
  google_promo_code: string;
  mode: 'secret' | 'voucher' | null;
  /** With mode voucher: the member's voucher the search is for (§2 voucher_coupon_code, ADR 0046). */
  voucher_coupon_code?: string;
}

export interface CriteriaContext {
  /** Today in the hotel's time zone. */
  today: string;
  kidsType: KidsType;
  /** The hotel's search_type setting: how a link that does not say starts. */
  defaultSearchType?: 'dated' | 'undated';
}

const MAX_GUESTS = 20;

function intIn(value: unknown, min: number, max: number): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** kids_ages as a comma list: "4,7". */
export function parseKidsAges(raw: string | null): number[] {
  if (!raw) return [];
  return raw.split(',').flatMap((part) => {
    const age = intIn(part, 0, MAX_CHILD_AGE);
    return age === null ? [] : [age];
  });
}

/** kids_tiers as code:children pairs: "A:1,C:2". */
export function parseKidsTiers(raw: string | null): KidsTierCount[] {
  if (!raw) return [];
  return raw.split(',').flatMap((part) => {
    const [code, count] = part.split(':');
    const children = intIn(count, 0, MAX_GUESTS);
    return code && /^[A-Za-z0-9_-]{1,16}$/.test(code) && children !== null ? [{ code, children }] : [];
  });
}

const formatKidsAges = (ages: number[]) => ages.join(',');
const formatKidsTiers = (tiers: KidsTierCount[]) => tiers.map((t) => `${t.code}:${t.children}`).join(',');

function roomFromUnknown(value: unknown): RoomParty | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const adults = intIn(v.adults ?? 2, 1, MAX_GUESTS);
  const children = intIn(v.children ?? 0, 0, MAX_GUESTS);
  if (adults === null || children === null) return null;
  const ages = Array.isArray(v.kids_ages) ? v.kids_ages : [];
  const tiers = Array.isArray(v.kids_tiers) ? v.kids_tiers : [];
  const adultCompanions = intIn(v.adult_companion ?? 0, 0, MAX_GUESTS);
  const kidCompanions = intIn(v.kid_tier_A_companion ?? 0, 0, MAX_GUESTS);
  if (adultCompanions === null || kidCompanions === null) return null;
  return {
    adults,
    children,
    ...(adultCompanions > 0 ? { adult_companion: adultCompanions } : {}),
    ...(kidCompanions > 0 ? { kid_tier_A_companion: kidCompanions } : {}),
    kids_ages: ages.flatMap((a) => (intIn(a, 0, MAX_CHILD_AGE) === null ? [] : [a as number])),
    kids_tiers: tiers.flatMap((t) => {
      const tier = t as Record<string, unknown>;
      const count = intIn(tier.children, 0, MAX_GUESTS);
      return typeof tier.code === 'string' && count !== null ? [{ code: tier.code.slice(0, 16), children: count }] : [];
    }),
  };
}

/** The rooms parameter: a JSON list of rooms, used when the rooms of a search differ. */
export function parseRoomsParam(raw: string | null): RoomParty[] | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ROOMS) return null;
    const rooms = value.map(roomFromUnknown);
    return rooms.every((r) => r !== null) ? (rooms as RoomParty[]) : null;
  } catch {
    // A hand-edited or truncated link: the single-room parameters apply instead.
    return null;
  }
}

/** The rooms of a search: the rooms list when given, else room_count rooms of adults, children and kids. */
function roomsFromParams(params: URLSearchParams, kidsType: KidsType): RoomParty[] {
  const listed = parseRoomsParam(params.get('rooms'));
  if (listed) return listed.map((r) => normaliseRoom(r, kidsType));
  const room: RoomParty = {
    adults: intIn(params.get('adults'), 1, MAX_GUESTS) ?? emptyRoom().adults,
    children: intIn(params.get('children'), 0, MAX_GUESTS) ?? 0,
    kids_ages: parseKidsAges(params.get('kids_ages')),
    kids_tiers: parseKidsTiers(params.get('kids_tiers')),
  };
  const count = intIn(params.get('room_count'), 1, MAX_ROOMS) ?? 1;
  return Array.from({ length: count }, () => normaliseRoom(room, kidsType));
}

/** Comma lists of codes, from one or more parameters, as one list without blanks or repeats. */
export const splitCodes = (...lists: Array<string | null | undefined>): string[] => [
  ...new Set(lists.flatMap((list) => (list ?? '').split(',').map((c) => c.trim())).filter((c) => c !== '')),
];

/** A code restriction under its singular and plural names (room_type_code, room_type_codes). */
function codes(params: URLSearchParams, name: string): string[] {
  return splitCodes(...params.getAll(name), ...params.getAll(`${name}s`)).filter((c) => c.length <= 64);
}

function bool(raw: string | null): boolean | null {
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return null;
}

/** Undated when asked, dated when dates are given, else as the hotel starts its searches. */
function searchType(params: URLSearchParams, fallback: 'dated' | 'undated'): 'dated' | 'undated' {
  const asked = params.get('search_type');
  if (asked === 'undated' || asked === 'dated') return asked;
  return params.has('checkin') ? 'dated' : fallback;
}

/**
 * Reads a search from the URL leniently, so an old or hand-written link still shows something
 * useful: missing, malformed or past dates start today in the hotel's time zone; a check-out
 * not after check-in (or not on it, for day use) or beyond the longest stay becomes the default.
 */
export function criteriaFromParams(params: URLSearchParams, context: CriteriaContext): SearchCriteria {
  const { today } = context;
  const isDayUse = bool(params.get('is_day_use')) === true;
  const checkinParam = params.get('checkin');
  const checkin = checkinParam && isIsoDate(checkinParam) && checkinParam >= today ? checkinParam : today;
  const checkoutParam = params.get('checkout');
  const nights = checkoutParam && isIsoDate(checkoutParam) ? nightsBetween(checkin, checkoutParam) : -1;
  const checkoutFits = isDayUse ? nights === 0 : nights >= 1 && nights <= MAX_NIGHTS;
  const order = params.get('order') as SortOrder;
  const type = params.get('type') as SearchResultType;
  const mode = params.get('mode');
  return {
    checkin,
    checkout: checkoutParam && checkoutFits ? checkoutParam : defaultCheckout(checkin, isDayUse),
    search_type: searchType(params, context.defaultSearchType ?? 'dated'),
    nights: intIn(params.get('nights'), 1, MAX_NIGHTS) ?? 1,
    is_day_use: isDayUse,
    rooms: roomsFromParams(params, context.kidsType),
    type: SEARCH_RESULT_TYPES.includes(type) ? type : 'rooms',
    order: SORT_ORDERS.includes(order) ? order : DEFAULT_SORT_ORDER,
    filter: codes(params, 'filter').flatMap((id) => (intIn(id, 1, 2 ** 31 - 1) === null ? [] : [Number(id)])),
    room_type_codes: codes(params, 'room_type_code'),
    hotel_plan_codes: codes(params, 'hotel_plan_code'),
    room_plan_codes: codes(params, 'room_plan_code'),
    is_including_occupied: bool(params.get('is_including_occupied')),
    promo_code: (params.get('promo_code') ?? '').trim().slice(0, 64),
    google_promo_code: (params.get('google_promo_code') ?? '').trim().slice(0, 64),
    mode: mode === 'secret' || mode === 'voucher' ? mode : null,
    ...(mode === 'voucher' ? { voucher_coupon_code: (params.get('voucher_coupon_code') ?? '').trim().slice(0, 32) } : {}),
  };
}

const SEARCH_KEYS = [
  'checkin',
  'checkout',
  'search_type',
  'nights',
  'is_day_use',
  'rooms',
  'adults',
  'children',
  'kids_ages',
  'kids_tiers',
  'room_count',
  'type',
  'order',
  'filter',
  'room_type_code',
  'room_type_codes',
  'hotel_plan_code',
  'hotel_plan_codes',
  'room_plan_code',
  'room_plan_codes',
  'is_including_occupied',
  'promo_code',
  'google_promo_code',
  'mode',
  'voucher_coupon_code',
] as const;

/** Writes a party: rooms alike as adults, children (kids_ages, kids_tiers) and room_count; rooms that differ as the rooms list. */
export function writeParty(out: URLSearchParams, rooms: RoomParty[]): URLSearchParams {
  const [first] = rooms;
  const alike = first && rooms.every((r) => sameParty(r, first) && formatKidsAges(r.kids_ages) === formatKidsAges(first.kids_ages));
  // Companions travel only in the rooms list (§3 rooms), so a party with them is always written as one.
  if (first && alike && !rooms.some(companionsIn)) {
    out.set('adults', String(first.adults));
    out.set('children', String(first.children));
    if (first.kids_ages.length > 0) out.set('kids_ages', formatKidsAges(first.kids_ages));
    if (first.kids_tiers.length > 0) out.set('kids_tiers', formatKidsTiers(first.kids_tiers));
    if (rooms.length > 1) out.set('room_count', String(rooms.length));
  } else {
    out.set('rooms', JSON.stringify(rooms));
  }
  return out;
}

function setCodes(out: URLSearchParams, name: string, values: string[]) {
  if (values.length === 1) out.set(name, values[0] as string);
  else if (values.length > 1) out.set(`${name}s`, values.join(','));
}

/**
 * Writes a search into URL parameters, keeping every other parameter (start-up and marketing
 * ones, the hotel code) as it was. Rooms alike are written as adults, children and room_count;
 * rooms that differ as the rooms list.
 */
export function criteriaToParams(criteria: SearchCriteria, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const key of SEARCH_KEYS) out.delete(key);
  if (criteria.search_type === 'undated') {
    out.set('search_type', 'undated');
    out.set('nights', String(criteria.nights));
  } else {
    out.set('checkin', criteria.checkin);
    out.set('checkout', criteria.checkout);
  }
  if (criteria.is_day_use) out.set('is_day_use', 'true');
  writeParty(out, criteria.rooms);
  if (criteria.type !== 'rooms') out.set('type', criteria.type);
  if (criteria.order !== DEFAULT_SORT_ORDER) out.set('order', criteria.order);
  if (criteria.filter.length > 0) out.set('filter', criteria.filter.join(','));
  setCodes(out, 'room_type_code', criteria.room_type_codes);
  setCodes(out, 'hotel_plan_code', criteria.hotel_plan_codes);
  setCodes(out, 'room_plan_code', criteria.room_plan_codes);
  if (criteria.is_including_occupied !== null) out.set('is_including_occupied', String(criteria.is_including_occupied));
  if (criteria.promo_code) out.set('promo_code', criteria.promo_code);
  if (criteria.google_promo_code) out.set('google_promo_code', criteria.google_promo_code);
  if (criteria.mode) out.set('mode', criteria.mode);
  if (criteria.mode === 'voucher' && criteria.voucher_coupon_code) out.set('voucher_coupon_code', criteria.voucher_coupon_code);
  return out;
}

/** The query of a rooms search: the search parameters only, so the hotel `code` never travels with it (§2). */
export function searchQuery(criteria: SearchCriteria): Record<string, string> {
  return Object.fromEntries(criteriaToParams(criteria));
}
