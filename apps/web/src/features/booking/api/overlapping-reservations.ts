import { queryOptions } from '@tanstack/react-query';
import type { Overlap } from '@yado/domain/wire/reservations';
import { apiRequest } from '../../../lib/api-client';

export type { Overlap } from '@yado/domain/wire/reservations';

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
