import { queryOptions } from '@tanstack/react-query';
import { searchQuery, type SearchCriteria } from '@yado/domain/search-criteria';
import type { NearbyHotel } from '@yado/domain/wire/nearby-hotels';
import { apiRequest } from '../../../lib/api-client';

export type { NearbyHotel };

/** GET hotels/{code}/rooms/nearby: the brand's other hotels nearest this one with rooms for the search (ADR 0058). */
export const nearbyHotelsQuery = (code: string, criteria: SearchCriteria, locale: string, currency: string) =>
  queryOptions({
    queryKey: ['nearby-hotels', code, searchQuery(criteria), locale, currency],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: NearbyHotel[] }>(`/hotels/${encodeURIComponent(code)}/rooms/nearby`, {
          query: { ...searchQuery(criteria), currency },
          signal,
        })
      ).data,
    staleTime: 30_000,
  });
