import type { ReservationAnswer } from '@yado/domain/wire/reservations';
import { queryOptions } from '@tanstack/react-query';
import { reservationCredentialHeaders } from '@yado/domain/reservation-access';
import { apiRequest } from '../../../lib/api-client';

/** GET hotel_brands/{brand}/reservations/{number}, the email in a header (never in the address). */
export const lookupQuery = (brand: string, number: string, email: string, locale: string) =>
  queryOptions({
    queryKey: ['lookup', brand, number, email, locale],
    queryFn: async () =>
      (
        await apiRequest<ReservationAnswer>(`/hotel_brands/${encodeURIComponent(brand)}/reservations/${encodeURIComponent(number)}`, {
          headers: reservationCredentialHeaders({ email }),
        })
      ).data.reservation,
    retry: false,
  });
