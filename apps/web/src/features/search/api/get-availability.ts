import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface AvailabilityDay {
  date: string;
  available: boolean;
  lowest_price: number | null;
}

/** GET hotels/{hotel}/rooms/availability: the calendar's availability and lowest price per day. */
export const availabilityQuery = (code: string, range: { start: string; end: string }, adults: number) =>
  queryOptions({
    queryKey: ['availability', code, range.start, range.end, adults],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: { currency: string; days: AvailabilityDay[] } }>(
          `/hotels/${encodeURIComponent(code)}/rooms/availability`,
          {
            query: { start_date: range.start, end_date: range.end, adults },
            signal,
          },
        )
      ).data,
    staleTime: 60_000,
  });
