import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface Overlap {
  reservation_number: string;
  hotel_name: string;
  checkin_date: string;
  checkout_date: string;
}

/** GET reservations/overlapping: the guest's own bookings that meet a stay. */
export const overlappingQuery = (checkin: string, checkout: string) =>
  queryOptions({
    queryKey: ['overlapping', checkin, checkout],
    queryFn: async () =>
      (
        await apiRequest<{ data: { reservations: Overlap[] } }>('/reservations/overlapping', {
          query: { checkin_date: checkin, checkout_date: checkout },
        })
      ).data.reservations,
  });
