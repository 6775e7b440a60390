/** §2 start-up and search parameters that say where a guest came from; kept and sent with the booking. */
export const MARKETING_PARAMS = [
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'gclid',
  'yclid',
  'campaignid',
  'adgroupid',
  'keyword',
  'metasearch_source',
  'google_site',
  'google_promo_code',
  'price_displayed_total',
] as const;
export type MarketingParam = (typeof MARKETING_PARAMS)[number];
export type Marketing = Partial<Record<MarketingParam, string>>;

/** The UTM parameters the UTM cookie keeps (§3), for one day (§9). */
export const UTM_PARAMS = ['utm_campaign', 'utm_medium', 'utm_source'] as const;
export const UTM_COOKIE = 'yado_utm';
export const UTM_COOKIE_DAYS = 1;

export const MARKETING_MAX_LENGTH = 255;

/** The marketing parameters a URL carries, trimmed; anything else is left out. */
export function marketingFromParams(params: URLSearchParams): Marketing {
  const found: Marketing = {};
  for (const name of MARKETING_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) found[name] = value.slice(0, MARKETING_MAX_LENGTH);
  }
  return found;
}

/** What a booking carries: what this visit's URL said, over what was kept from earlier in the visit or the UTM cookie. */
export function mergeMarketing(...sources: Marketing[]): Marketing {
  return Object.assign({}, ...sources.slice().reverse()) as Marketing;
}
