import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/reservation';

/** GET reservations/{id} with the email and bypass token from the confirmation link. */
export const reservationQuery = (number: string, credentials: { email: string; bypass_token: string }, locale: string) =>
  queryOptions({
    queryKey: ['reservation', number, credentials, locale],
    queryFn: async () =>
      (await apiRequest<{ data: { reservation: Reservation } }>(`/reservations/${encodeURIComponent(number)}`, { query: credentials })).data
        .reservation,
  });
