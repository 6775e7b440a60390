import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/reservation';

/** GET hotel_brands/{brand}/reservations/{number}?email= */
export const lookupQuery = (brand: string, number: string, email: string, locale: string) =>
  queryOptions({
    queryKey: ['lookup', brand, number, email, locale],
    queryFn: async () =>
      (
        await apiRequest<{ data: { reservation: Reservation } }>(
          `/hotel_brands/${encodeURIComponent(brand)}/reservations/${encodeURIComponent(number)}`,
          { query: { email } },
        )
      ).data.reservation,
    retry: false,
  });
