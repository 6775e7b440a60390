import { RTL_LOCALES } from './locales';

/** Currencies of §3, with their minor-unit digits. Amounts are always integers in minor units. */
export interface Currency {
  code: string;
  symbol: string;
  decimalDigits: number;
  isSuggested: boolean;
}

const ZERO_DECIMAL = new Set(['JPY', 'IDR', 'TWD', 'KRW', 'VND']);
const SUGGESTED = new Set(['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD']);
const SYMBOLS: Record<string, string> = {
  JPY: '¥',
  KRW: '₩',
  TWD: 'NT$',
  USD: '$',
  EUR: '€',
  GBP: '£',
  CNY: 'CN¥',
  AUD: 'A$',
  CAD: 'CA$',
  HKD: 'HK$',
  SGD: 'S$',
  NZD: 'NZ$',
  INR: '₹',
  THB: '฿',
  PHP: '₱',
  VND: '₫',
};
const CODES = [
  'JPY',
  'ARS',
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'INR',
  'IDR',
  'ILS',
  'MOP',
  'MYR',
  'MXN',
  'TWD',
  'NZD',
  'NOK',
  'PHP',
  'GBP',
  'QAR',
  'RUB',
  'SAR',
  'SGD',
  'ZAR',
  'KRW',
  'LKR',
  'SEK',
  'CHF',
  'THB',
  'AED',
  'USD',
  'VND',
] as const;

export const CURRENCIES: readonly Currency[] = CODES.map((code) => ({
  code,
  symbol: SYMBOLS[code] ?? code,
  decimalDigits: ZERO_DECIMAL.has(code) ? 0 : 2,
  isSuggested: SUGGESTED.has(code),
}));

export const DEFAULT_CURRENCY = 'JPY';

/** Case-insensitive lookup (§5: the currency search is case-insensitive). */
export function findCurrency(code: string): Currency | undefined {
  const wanted = code.trim().toUpperCase();
  return CURRENCIES.find((c) => c.code === wanted);
}

export function decimalDigits(code: string): number {
  return findCurrency(code)?.decimalDigits ?? 2;
}

export interface Money {
  cents: number;
  currency_iso: string;
}

// Making a formatter costs far more than using one (a results page prices every plan), so each is made once.
const moneyFormats = new Map<string, Intl.NumberFormat>();

const RLM = '\u200F';

/**
 * Formats an integer amount in minor units for a locale, with the currency's own digits.
 *
 * Arabic keeps Unicode's order, the amount and then the symbol (so the symbol shows at the amount's
 * left), with Latin digits (toBcp47). Its symbol is the one the product lists for the currency
 * (¥, $, ₩) rather than Arabic's JP¥ or US$, whose Latin letters would make a second left-to-right
 * run beside the amount; a currency without one keeps its Arabic symbol (ر.س.). Right-to-left marks
 * before the amount (Intl's) and before the symbol keep the two together beside any other text.
 */
export function formatMoney(cents: number, currency: string, locale: string, options: { signed?: boolean } = {}): string {
  const digits = decimalDigits(currency);
  const key = `${locale} ${currency} ${options.signed === true}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(toBcp47(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      // A difference shows its sign where the language puts it (right to left too).
      ...(options.signed ? { signDisplay: 'exceptZero' as const } : {}),
    });
    moneyFormats.set(key, format);
  }
  const amount = cents / 10 ** digits;
  if (!(RTL_LOCALES as readonly string[]).includes(locale)) return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? RLM + (SYMBOLS[currency] ?? part.value) : part.value))
    .join('');
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/** An amount in minor units in a locale's short form (26.8K, 2.7万, 26.8 ألف), without its currency: a calendar's nightly price. */
export function formatCompactAmount(cents: number, currency: string, locale: string): string {
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(toBcp47(locale), { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format.format(cents / 10 ** decimalDigits(currency));
}

const countFormats = new Map<string, Intl.NumberFormat>();

/** A count (points, nights) in a locale's digits and grouping; `signed` shows + and − where the language puts them. */
export function formatCount(count: number, locale: string, options: { signed?: boolean } = {}): string {
  const key = `${locale} ${options.signed === true}`;
  let format = countFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(toBcp47(locale), options.signed ? { signDisplay: 'exceptZero' } : {});
    countFormats.set(key, format);
  }
  return format.format(count);
}

/**
 * Our locale names use underscores (zh_Hant); Intl wants BCP 47 tags (zh-Hant). Arabic is pinned to
 * Latin digits, the default of current Unicode data for `ar` (older data gave Arabic-Indic ones), so
 * that prices, dates and counts share one digit system in every browser and on the server.
 */
export function toBcp47(locale: string): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale.replace('_', '-');
}

/** Percentage of an amount in minor units, rounded half up to a whole minor unit. */
export function percentOf(cents: number, percentage: number): number {
  return Math.round((cents * percentage) / 100);
}

/** An amount in another currency at a rate (units of `to` per unit of `from`), in the target's minor units. */
export function convertMoney(cents: number, from: string, to: string, rate: number): number {
  return Math.round((cents / 10 ** decimalDigits(from)) * rate * 10 ** decimalDigits(to));
}

/**
 * §4 multi-currency: the currency prices are shown in. The first of: a currency asked for this
 * visit (temporary), the guest's own choice (selected), the one their browser's region uses
 * (detected), a guess, and the hotel's own currency.
 */
export function chooseCurrency(candidates: {
  temporary?: string | null;
  selected?: string | null;
  detected?: string | null;
  guessed?: string | null;
  hotel: string;
}): string {
  for (const code of [candidates.temporary, candidates.selected, candidates.detected, candidates.guessed]) {
    const found = code ? findCurrency(code) : undefined;
    if (found) return found.code;
  }
  return candidates.hotel;
}

/** The currency of a browser region (en-US → USD), for the regions whose currency we show. */
export function currencyOfRegion(region: string | undefined): string | null {
  const byRegion: Record<string, string> = {
    US: 'USD',
    GB: 'GBP',
    AU: 'AUD',
    CA: 'CAD',
    NZ: 'NZD',
    SG: 'SGD',
    HK: 'HKD',
    TW: 'TWD',
    KR: 'KRW',
    CN: 'CNY',
    TH: 'THB',
    ID: 'IDR',
    PH: 'PHP',
    IN: 'INR',
    JP: 'JPY',
    VN: 'VND',
    MY: 'MYR',
    DE: 'EUR',
    FR: 'EUR',
    IT: 'EUR',
    ES: 'EUR',
    NL: 'EUR',
    AE: 'AED',
    SA: 'SAR',
    CH: 'CHF',
    SE: 'SEK',
    NO: 'NOK',
    DK: 'DKK',
  };
  return region ? (byRegion[region.toUpperCase()] ?? null) : null;
}

/**
 * The currency list a guest picks from (§5): first the hotel's own, then the guest's likely ones
 * (their browser region's, their language's), then the widely used ones; then every other. The
 * list shows codes, so each group past the guest's own is in the order of its codes.
 */
export function currencyChoices(
  hotel: string,
  likely: ReadonlyArray<string | null | undefined>,
): { suggested: Currency[]; others: Currency[] } {
  const byCode = (a: Currency, b: Currency) => a.code.localeCompare(b.code);
  const wanted = [hotel, ...likely].map((code) => (code ? findCurrency(code) : undefined)).filter((c): c is Currency => c !== undefined);
  const widelyUsed = CURRENCIES.filter((c) => c.isSuggested).sort(byCode);
  const suggested = [...new Map([...wanted, ...widelyUsed].map((c) => [c.code, c])).values()];
  const taken = new Set(suggested.map((c) => c.code));
  return { suggested, others: CURRENCIES.filter((c) => !taken.has(c.code)).sort(byCode) };
}
