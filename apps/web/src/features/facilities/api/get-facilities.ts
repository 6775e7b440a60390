import { queryOptions } from '@tanstack/react-query';
import { searchQuery, type SearchCriteria } from '@yado/domain/search-criteria';
import type { BrandHotelsPage } from '@yado/domain/wire/search';
import { apiRequest } from '../../../lib/api-client';

export type Facility = BrandHotelsPage['data'][number];
type Page = BrandHotelsPage;

const PER_PAGE = 20;

/**
 * GET hotel_brands/{brand}/hotels with the lowest price for the search (§7): the first page,
 * then every other page at once, merged in order (§4).
 */
export const facilitiesQuery = (brand: string, criteria: SearchCriteria, locale: string) =>
  queryOptions({
    queryKey: ['facilities', brand, criteria, locale],
    queryFn: async ({ signal }) => {
      const path = `/hotel_brands/${encodeURIComponent(brand)}/hotels`;
      const query = { ...searchQuery(criteria), is_including_lowest_price: 'true', per_page: PER_PAGE };
      const first = await apiRequest<Page>(path, { query: { ...query, page: 1 }, signal });
      const rest = await Promise.all(
        Array.from({ length: first.meta.total_pages - 1 }, (_, i) => apiRequest<Page>(path, { query: { ...query, page: i + 2 }, signal })),
      );
      return [first, ...rest].flatMap((page) => page.data);
    },
    staleTime: 30_000,
  });
