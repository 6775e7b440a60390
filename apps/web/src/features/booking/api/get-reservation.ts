import { queryOptions } from '@tanstack/react-query';
import { reservationCredentialHeaders, type ReservationCredentials } from '@yado/domain/reservation-access';
import { apiRequest } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/reservation';

/** GET reservations/{id} with the email and bypass token from the confirmation link, sent as headers. */
export const reservationQuery = (number: string, credentials: ReservationCredentials, locale: string) =>
  queryOptions({
    queryKey: ['reservation', number, credentials, locale],
    queryFn: async () =>
      (
        await apiRequest<{ data: { reservation: Reservation } }>(`/reservations/${encodeURIComponent(number)}`, {
          headers: reservationCredentialHeaders(credentials),
        })
      ).data.reservation,
  });
