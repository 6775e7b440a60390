import type { SearchCriteria } from './search-criteria';

/** §9: the search cookie lives one hour. */
export const SEARCH_COOKIE_DAYS = 1 / 24;

export const searchCookieName = (hotelCode: string) => `yado_search_${hotelCode}`;

/** The fields §3 keeps in the search cookie. */
interface SearchCookie {
  checkin: string;
  checkout: string;
  type: SearchCriteria['type'];
  is_day_use: boolean;
  rooms: SearchCriteria['rooms'];
  parentUrl: string | null;
  adults: number;
  kids_tiers: SearchCriteria['rooms'][number]['kids_tiers'];
  room_count: number;
  search_type: SearchCriteria['search_type'];
  nights: number;
}

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));

/** The search as the cookie keeps it: base64 of a JSON object with the §3 fields. */
export function encodeSearchCookie(criteria: SearchCriteria, parentUrl: string | null): string {
  const first = criteria.rooms[0];
  const cookie: SearchCookie = {
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    type: criteria.type,
    is_day_use: criteria.is_day_use,
    rooms: criteria.rooms,
    parentUrl,
    adults: first?.adults ?? 2,
    kids_tiers: first?.kids_tiers ?? [],
    room_count: criteria.rooms.length,
    search_type: criteria.search_type,
    nights: criteria.nights,
  };
  return toBase64(JSON.stringify(cookie));
}

/**
 * The saved search as URL parameters, to be read like any link (so stale dates move to today),
 * or null for a cookie that cannot be read.
 */
export function decodeSearchCookie(value: string | null): URLSearchParams | null {
  if (!value) return null;
  try {
    const cookie = JSON.parse(fromBase64(value)) as Partial<SearchCookie>;
    const params = new URLSearchParams();
    if (cookie.search_type === 'undated') params.set('search_type', 'undated');
    if (typeof cookie.nights === 'number') params.set('nights', String(cookie.nights));
    if (typeof cookie.checkin === 'string') params.set('checkin', cookie.checkin);
    if (typeof cookie.checkout === 'string') params.set('checkout', cookie.checkout);
    if (cookie.type === 'plans') params.set('type', 'plans');
    if (cookie.is_day_use === true) params.set('is_day_use', 'true');
    if (Array.isArray(cookie.rooms) && cookie.rooms.length > 0) params.set('rooms', JSON.stringify(cookie.rooms));
    else if (typeof cookie.adults === 'number') params.set('adults', String(cookie.adults));
    return params;
  } catch {
    // Someone else's or an old cookie: no saved search.
    return null;
  }
}

/** Whether a URL already says what to search; only a bare URL takes the saved search. */
export function hasSearchParams(params: URLSearchParams): boolean {
  return ['checkin', 'checkout', 'adults', 'rooms', 'search_type', 'room_count', 'is_day_use'].some((key) => params.has(key));
}
