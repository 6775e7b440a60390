import { addDays, isIsoDate, nightsBetween } from '@yado/domain/dates';
import { MAX_NIGHTS } from '@yado/domain/limits';
import { DEFAULT_ADULTS, DEFAULT_SORT_ORDER, SORT_ORDERS, type SortOrder } from '@yado/domain/statuses';

export interface SearchCriteria {
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
  order: SortOrder;
}

function intParam(value: string | null, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/**
 * Reads the search from the URL's §2 parameters. Missing, malformed or past dates start today
 * in the hotel's time zone (an old shared link still shows something useful), for one night;
 * a check-out not after check-in or beyond the longest stay falls back to one night too.
 */
export function criteriaFromParams(params: URLSearchParams, today: string): SearchCriteria {
  const checkinParam = params.get('checkin');
  const checkin = checkinParam && isIsoDate(checkinParam) && checkinParam >= today ? checkinParam : today;
  const checkoutParam = params.get('checkout');
  const nights = checkoutParam && isIsoDate(checkoutParam) ? nightsBetween(checkin, checkoutParam) : 0;
  const order = params.get('order');
  return {
    checkin,
    checkout: checkoutParam && nights >= 1 && nights <= MAX_NIGHTS ? checkoutParam : addDays(checkin, 1),
    adults: intParam(params.get('adults'), DEFAULT_ADULTS, 1, 20),
    children: intParam(params.get('children'), 0, 0, 20),
    order: SORT_ORDERS.includes(order as SortOrder) ? (order as SortOrder) : DEFAULT_SORT_ORDER,
  };
}
