/** §2 URL handling: what the widget does to the address it was opened with, before anything reads it. */

/** Tokens a start-up URL may carry (§2); read once, then taken out of the address. */
export const ADDRESS_TOKENS = ['accessToken', 'login_token', 'one_time_access_token', 'refresh_token', 'otid'] as const;

const EMAIL_LIKE = /[^\s@/?&=]+@[^\s@/?&=]+\.[^\s@/?&=]+/;

export interface WidgetAddress {
  pathname: string;
  search: string;
  hash: string;
}

export interface NormalisedAddress {
  address: WidgetAddress;
  /** Tokens found in the address, for whoever signs the guest in. */
  tokens: Partial<Record<(typeof ADDRESS_TOKENS)[number], string>>;
  changed: boolean;
}

const isConfirmation = (pathname: string) => /^\/reservation\/confirmation\//.test(pathname);

/** §2: a pay-link parameter on any page opens the payment link page for that number. */
export const PAY_LINK_PARAMS = ['pay_link', 'payLink'] as const;

/**
 * - an old hash URL (/#/booking/result?code=x) becomes the path it names;
 * - double slashes in the path collapse to one (/booking//result/?… → /booking/result/?…);
 * - parameters holding something like an email address are dropped, so addresses do not travel
 *   in links, referrers and logs, except on the confirmation page, which looks a booking up by it;
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
  if (!isConfirmation(pathname)) {
    for (const [key, value] of [...params]) if (EMAIL_LIKE.test(value)) params.delete(key);
  }
  const query = params.toString();
  const address = { pathname, search: query ? `?${query}` : '', hash };
  const changed = address.pathname !== current.pathname || address.search !== current.search || address.hash !== current.hash;
  return { address, tokens, changed };
}

/** A path inside the widget, or null: where a sign-in may send the member back to, never another site. */
export function safeReturnPath(value: string | null | undefined): string | null {
  return value && /^\/[a-z]/.test(value) && !value.startsWith('//') && !value.includes('\\') ? value : null;
}
