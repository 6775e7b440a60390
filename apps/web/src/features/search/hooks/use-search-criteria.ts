import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, isIsoDate, nightsBetween } from '@yado/domain/dates';
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
  return value !== null && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/**
 * The search lives in the URL with the §2 parameter names, so a result page can be shared
 * and reloaded. Missing dates start today in the hotel's time zone, for one night.
 */
export function useSearchCriteria(today: string) {
  const [params, setParams] = useSearchParams();
  const criteria = useMemo<SearchCriteria>(() => {
    const checkinParam = params.get('checkin');
    const checkin = checkinParam && isIsoDate(checkinParam) ? checkinParam : today;
    const checkoutParam = params.get('checkout');
    const checkout =
      checkoutParam && isIsoDate(checkoutParam) && nightsBetween(checkin, checkoutParam) > 0 ? checkoutParam : addDays(checkin, 1);
    const order = params.get('order');
    return {
      checkin,
      checkout,
      adults: intParam(params.get('adults'), DEFAULT_ADULTS, 1, 20),
      children: intParam(params.get('children'), 0, 0, 20),
      order: SORT_ORDERS.includes(order as SortOrder) ? (order as SortOrder) : DEFAULT_SORT_ORDER,
    };
  }, [params, today]);

  const setCriteria = useCallback(
    (next: Partial<SearchCriteria>) => {
      const updated = new URLSearchParams(params);
      for (const [key, value] of Object.entries({ ...criteria, ...next })) updated.set(key, String(value));
      setParams(updated);
    },
    [params, setParams, criteria],
  );
  return { criteria, setCriteria };
}
