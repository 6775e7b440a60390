import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET hotel_brands/{brand}/hotels: the hotels a guest can switch between in the search bar. */
export const brandHotelsQuery = (brand: string, locale: string) =>
  queryOptions({
    queryKey: ['brand-hotels', brand, locale],
    queryFn: async () =>
      (await apiRequest<{ data: Array<{ code: string; name: string }> }>(`/hotel_brands/${encodeURIComponent(brand)}/hotels`)).data,
    staleTime: 5 * 60_000,
  });
