import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HotelRatings } from '@yado/domain/wire/reviews';
import { apiRequest, OTA_API_BASE } from '../../../lib/api-client';

/** GET api/ota/v1/hotels/{code}/ratings, a page at a time, newest first: "More reviews" asks for the next. */
export const hotelRatingsQuery = (hotelCode: string) =>
  infiniteQueryOptions({
    queryKey: ['hotel-ratings', hotelCode],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<HotelRatings>(`/hotels/${encodeURIComponent(hotelCode)}/ratings`, {
        base: OTA_API_BASE,
        query: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
    staleTime: 60_000,
  });
