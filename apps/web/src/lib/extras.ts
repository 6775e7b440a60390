import { queryOptions } from '@tanstack/react-query';
import { extraLine, type ExtraSelection } from '@yado/domain/extras';
import type { ListedExtra } from '@yado/domain/wire/extras';
import { apiRequest } from './api-client';

export type { ListedExtra } from '@yado/domain/wire/extras';

/** A guest's choice as the booking draft keeps it: the selection, with its name and price for the summary. */
export interface ChosenExtra extends ExtraSelection {
  name: string;
  total_price: number;
}

/** The extras a stay on the booked plans can add: one the hotel offers only with other plans is not listed. */
export const extrasQuery = (code: string, stay: { checkin: string; checkout: string; planCodes: string[] }, locale: string) =>
  queryOptions({
    queryKey: ['extras', code, stay.checkin, stay.checkout, stay.planCodes, locale],
    queryFn: async () =>
      (
        await apiRequest<{ data: { extras: ListedExtra[] } }>(`/hotels/${encodeURIComponent(code)}/extras`, {
          query: { checkin_date: stay.checkin, checkout_date: stay.checkout, hotel_plan_codes: stay.planCodes.join(','), locale },
        })
      ).data.extras,
    staleTime: 60_000,
  });

/** A choice priced as the server prices it: the unit price of its date, tax rounded once on the line. */
export function priceChoice(extra: ListedExtra, selection: ExtraSelection, taxRatePercent: number): number {
  const date = extra.extra_type === 'dated' ? selection.date : extra.dates[0]?.date;
  const unit = extra.dates.find((d) => d.date === date)?.price_without_tax ?? 0;
  return extraLine(unit, selection.quantity, taxRatePercent).total_price;
}

export const extrasTotal = (chosen: ChosenExtra[] | undefined) => (chosen ?? []).reduce((sum, e) => sum + e.total_price, 0);
