import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { chooseCurrency, convertMoney, currencyOfRegion, toBcp47 } from '@yado/domain/money';
import type { ExchangeRate, ExchangeRateAnswer } from '@yado/domain/wire/payments';
import { apiRequest } from './api-client';
import { formatMoney } from './format';
import { localStore } from './storage';
import { useWidget } from './widget-settings';

const KEY = 'yado_currency';
const listeners = new Set<() => void>();

const regions = new Map<string, string | undefined>();
/** The region a language tag most likely means (en-US → US, ko → KR), for the currency it suggests; worked out once per tag. */
function regionOf(language: string): string | undefined {
  if (!regions.has(language)) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(language).maximize().region;
    } catch {
      region = undefined;
    }
    regions.set(language, region);
  }
  return regions.get(language);
}

/** The guest's own choices, for pages outside a hotel (the agency's search): the currency picked, and their region's. */
export const selectedCurrency = () => localStore.get(KEY);
export const detectedCurrency = () => currencyOfRegion(regionOf(navigator.language));

/**
 * The currency prices are also shown in (§4): the one asked for in the address (temporary), else the
 * guest's choice (selected), else their browser region's (detected), else the hotel's. Only where
 * the hotel shows other currencies; elsewhere always the hotel's own.
 */
export function useDisplayCurrency() {
  const { settings, locale } = useWidget();
  const [params] = useSearchParams();
  const selected = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => localStore.get(KEY),
    () => null,
  );
  const hotel = settings.init_settings.currency;
  const detected = currencyOfRegion(regionOf(navigator.language));
  const currency = settings.init_settings.mcp_enabled
    ? chooseCurrency({ temporary: params.get('currency'), selected, detected, hotel })
    : hotel;
  // The guest's likely currencies, suggested after the hotel's: their browser region's and their language's.
  const byLanguage = currencyOfRegion(regionOf(toBcp47(locale)));
  const likelyCurrencies = useMemo(() => [detected, byLanguage], [detected, byLanguage]);
  const choose = useCallback((code: string) => {
    localStore.set(KEY, code);
    for (const listener of listeners) listener();
  }, []);
  return { currency, hotelCurrency: hotel, likelyCurrencies, enabled: settings.init_settings.mcp_enabled, choose };
}

export type { ExchangeRate } from '@yado/domain/wire/payments';

export const exchangeRateKey = (code: string, currency: string) => ['exchange-rate', code, currency] as const;

/** The latest rate from the hotel's currency to the display currency; null when they are the same or no rate is known. */
export function useExchangeRate(): ExchangeRate | null {
  const { code } = useWidget();
  const { currency, hotelCurrency } = useDisplayCurrency();
  const rate = useQuery({
    queryKey: exchangeRateKey(code, currency),
    queryFn: async () =>
      (
        await apiRequest<ExchangeRateAnswer>(`/hotels/${encodeURIComponent(code)}/exchange_rate`, {
          query: { currency },
        })
      ).data.exchange_rate,
    enabled: currency !== hotelCurrency,
    staleTime: 5 * 60_000,
  });
  return currency !== hotelCurrency ? (rate.data ?? null) : null;
}

/** An amount in the hotel's currency at a rate, in the rate's currency. */
export const convertAt = (cents: number, exchange: ExchangeRate) => convertMoney(cents, exchange.base, exchange.currency, exchange.rate);

/** An amount in the hotel's currency written in the display currency ("≈ US$92.40"), or null. */
export type ApproximatePrice = (cents: number, locale: string) => string | null;

/**
 * Prices in the display currency beside the hotel's, at the latest rate; null when the display
 * currency is the hotel's or no rate is known. A list asks once and hands it to its rows.
 */
export function useApproximatePrice(): ApproximatePrice {
  const exchange = useExchangeRate();
  return (cents, locale) => (exchange ? formatMoney(convertAt(cents, exchange), exchange.currency, locale) : null);
}
