/** §2 URL handling: what the widget does to the address it was opened with, before anything reads it. */
import type { ReservationCredentials } from './reservation-access';

/** Tokens a start-up URL may carry (§2); read once, then taken out of the address. */
export const ADDRESS_TOKENS = ['accessToken', 'login_token', 'one_time_access_token', 'refresh_token', 'otid'] as const;

const EMAIL_LIKE = /[^\s@/?&=]+@[^\s@/?&=]+\.[^\s@/?&=]+/;

export interface WidgetAddress {
  pathname: string;
  search: string;
  hash: string;
}

/** What a reservation page's link carries to show the booking (§2 confirmation page): its email and bypass token. */
const RESERVATION_LINK_KEYS = ['email', 'bypass_token'] as const satisfies ReadonlyArray<keyof ReservationCredentials>;
/** Pages that show one reservation by the credentials their link carries; the number is the last segment. */
const RESERVATION_PAGE = /^\/reservation\/(?:confirmation|payment-pending|receipt)\/([^/]*)\/?$/;
const RESERVATION_NUMBER = /^[A-Za-z0-9-]{1,32}$/;

/** Tokens a mailed member link carries to its own page, read there (§2 member-confirmation, change-password). */
export const PAGE_TOKENS = { '/member-confirmation': 'confirmation_token', '/change-password': 'reset_password_token' } as const;
export type PageTokenName = (typeof PAGE_TOKENS)[keyof typeof PAGE_TOKENS];

export interface NormalisedAddress {
  address: WidgetAddress;
  /** Tokens found in the address, for whoever signs the guest in. */
  tokens: Partial<Record<(typeof ADDRESS_TOKENS)[number], string>>;
  /** A reservation page's credentials, taken out of its address, for the page to find. */
  reservation: { number: string; credentials: Partial<ReservationCredentials> } | null;
  /** A member page's token, taken out of its address, for the page to find. */
  pageToken: { name: PageTokenName; value: string } | null;
  changed: boolean;
}

/** §2: a pay-link parameter on any page opens the payment link page for that number. */
export const PAY_LINK_PARAMS = ['pay_link', 'payLink'] as const;

/**
 * - an old hash URL (/#/booking/result?code=x) becomes the path it names;
 * - double slashes in the path collapse to one (/booking//result/?… → /booking/result/?…);
 * - a reservation page's email and bypass token, and a member page's token, are taken out and
 *   handed back, so they stay out of history, referrers and logs (the page finds them kept);
 * - other parameters holding something like an email address are dropped, for the same reason;
 * - start-up tokens are taken out of the address and handed back;
 * - a pay-link parameter becomes the path payments/{number}.
 */
export function normaliseWidgetAddress(current: WidgetAddress): NormalisedAddress {
  let { pathname, search, hash } = current;
  if (hash.startsWith('#/')) {
    const target = new URL(hash.slice(1), 'http://widget.invalid');
    const merged = new URLSearchParams(search);
    for (const [key, value] of target.searchParams) merged.set(key, value);
    pathname = target.pathname;
    search = merged.toString() ? `?${merged}` : '';
    hash = '';
  }
  pathname = pathname.replace(/\/{2,}/g, '/');
  const params = new URLSearchParams(search);
  const tokens: NormalisedAddress['tokens'] = {};
  for (const name of ADDRESS_TOKENS) {
    const value = params.get(name);
    if (value) tokens[name] = value;
    params.delete(name);
  }
  for (const name of PAY_LINK_PARAMS) {
    const number = params.get(name);
    params.delete(name);
    if (number && /^[A-Za-z0-9-]{4,32}$/.test(number)) pathname = `/payments/${number}`;
  }
  const reservation = takeReservationCredentials(pathname, params);
  const pageToken = takePageToken(pathname, params);
  for (const [key, value] of [...params]) if (EMAIL_LIKE.test(value)) params.delete(key);
  const query = params.toString();
  const address = { pathname, search: query ? `?${query}` : '', hash };
  const changed = address.pathname !== current.pathname || address.search !== current.search || address.hash !== current.hash;
  return { address, tokens, reservation, pageToken, changed };
}

function takeReservationCredentials(pathname: string, params: URLSearchParams): NormalisedAddress['reservation'] {
  const number = RESERVATION_PAGE.exec(pathname)?.[1];
  if (number === undefined) return null;
  const credentials: Partial<ReservationCredentials> = {};
  for (const key of RESERVATION_LINK_KEYS) {
    const value = params.get(key);
    if (value) credentials[key] = value;
    params.delete(key);
  }
  // Reservation numbers are plain (digits, letters, dashes): anything else finds no booking anyway.
  return Object.keys(credentials).length > 0 && RESERVATION_NUMBER.test(number) ? { number, credentials } : null;
}

function takePageToken(pathname: string, params: URLSearchParams): NormalisedAddress['pageToken'] {
  const name = PAGE_TOKENS[pathname.replace(/\/$/, '') as keyof typeof PAGE_TOKENS];
  if (!name) return null;
  const value = params.get(name);
  params.delete(name);
  return value ? { name, value } : null;
}

/** A path inside the widget, or null: where a sign-in may send the member back to, never another site. */
export function safeReturnPath(value: string | null | undefined): string | null {
  return value && /^\/[a-z]/.test(value) && !value.startsWith('//') && !value.includes('\\') ? value : null;
}
