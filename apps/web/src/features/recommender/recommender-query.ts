import { addDays, isIsoDate } from '@yado/domain/dates';
import { decimalDigits } from '@yado/domain/money';
import { MAX_CHILD_AGE, MAX_ROOMS, usesTiers, type KidsType } from '@yado/domain/party';
import { MAX_RECOMMENDED_GUESTS } from '@yado/domain/recommendation';
import { parseKidsAges, parseKidsTiers } from '@yado/domain/search-criteria';

/** What the guest asks the recommender: the stay, the whole party, the rooms (any number or a few) and a budget. */
export interface RecommenderAsk {
  checkin: string;
  checkout: string;
  adults: number;
  /** Children's ages, where the hotel counts children by age. */
  kidsAges: number[];
  /** Children by tier code, where it counts them by tier. */
  kidsTiers: Record<string, number>;
  rooms: 'any' | number;
  /** In minor units of the currency prices are shown in; null for none. */
  budget: number | null;
}

const intIn = (raw: string | null, min: number, max: number) => {
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** The ask an address holds (booking/recommender?checkin=…&adults=…), with the hotel's today and tomorrow for missing dates. */
export function askFromParams(params: URLSearchParams, today: string): RecommenderAsk {
  const checkin =
    isIsoDate(params.get('checkin') ?? '') && (params.get('checkin') as string) >= today ? (params.get('checkin') as string) : today;
  const checkoutParam = params.get('checkout') ?? '';
  const checkout = isIsoDate(checkoutParam) && checkoutParam > checkin ? checkoutParam : addDays(checkin, 1);
  const children = intIn(params.get('children'), 0, MAX_RECOMMENDED_GUESTS) ?? 0;
  const ages = parseKidsAges(params.get('kids_ages'));
  return {
    checkin,
    checkout,
    adults: intIn(params.get('adults'), 1, MAX_RECOMMENDED_GUESTS) ?? 2,
    kidsAges: Array.from({ length: children }, (_, i) => ages[i] ?? 0),
    kidsTiers: Object.fromEntries(parseKidsTiers(params.get('kids_tiers')).map((tier) => [tier.code, tier.children])),
    rooms: intIn(params.get('room_count'), 1, MAX_ROOMS) ?? 'any',
    budget: intIn(params.get('budget'), 0, 1_000_000_000_000),
  };
}

export const childrenIn = (ask: RecommenderAsk, kidsType: KidsType) =>
  usesTiers(kidsType) ? Object.values(ask.kidsTiers).reduce((sum, n) => sum + n, 0) : ask.kidsAges.length;

/** The ask as query parameters: the address of booking/recommender and the recommendation call alike. */
export function askToParams(ask: RecommenderAsk, kidsType: KidsType): Record<string, string> {
  const tiers = Object.entries(ask.kidsTiers).filter(([, n]) => n > 0);
  const children = childrenIn(ask, kidsType);
  return {
    checkin: ask.checkin,
    checkout: ask.checkout,
    adults: String(ask.adults),
    ...(children > 0 ? { children: String(children) } : {}),
    ...(!usesTiers(kidsType) && ask.kidsAges.length > 0 ? { kids_ages: ask.kidsAges.join(',') } : {}),
    ...(usesTiers(kidsType) && tiers.length > 0 ? { kids_tiers: tiers.map(([code, n]) => `${code}:${n}`).join(',') } : {}),
    ...(ask.rooms !== 'any' ? { room_count: String(ask.rooms) } : {}),
    ...(ask.budget !== null ? { budget: String(ask.budget) } : {}),
  };
}

/** A budget as typed ("25000", "199.50") in minor units of the currency, or null when blank or unreadable. */
export function budgetFromInput(typed: string, currency: string): number | null {
  const value = Number(typed.replace(/[\s,]/g, ''));
  if (typed.trim() === '' || !Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 10 ** decimalDigits(currency));
}

/** A budget in minor units as the field shows it. */
export const budgetToInput = (budget: number | null, currency: string) =>
  budget === null ? '' : String(budget / 10 ** decimalDigits(currency));

export { MAX_CHILD_AGE, MAX_RECOMMENDED_GUESTS };
