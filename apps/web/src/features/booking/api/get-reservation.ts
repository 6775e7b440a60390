import type { ReservationAnswer } from '@yado/domain/wire/reservations';
import { queryOptions } from '@tanstack/react-query';
import { reservationCredentialHeaders, type ReservationCredentials } from '@yado/domain/reservation-access';
import { apiRequest } from '../../../lib/api-client';

/** GET reservations/{id} with the email and bypass token from the confirmation link, sent as headers. */
export const reservationQuery = (number: string, credentials: ReservationCredentials, locale: string) =>
  queryOptions({
    queryKey: ['reservation', number, credentials, locale],
    queryFn: async () =>
      (
        await apiRequest<ReservationAnswer>(`/reservations/${encodeURIComponent(number)}`, {
          headers: reservationCredentialHeaders(credentials),
        })
      ).data.reservation,
  });
