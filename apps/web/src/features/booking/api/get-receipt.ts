import type { ReceiptAnswer } from '@yado/domain/wire/reservations';
import { queryOptions } from '@tanstack/react-query';
import { reservationCredentialHeaders, type ReservationCredentials } from '@yado/domain/reservation-access';
import { apiRequest } from '../../../lib/api-client';

/** GET reservations/{id}/receipt: made out to a name, for a purpose; with the booking's credentials as headers. */
export const receiptQuery = (
  number: string,
  credentials: ReservationCredentials,
  query: { name: string; receipt_title: string },
  locale: string,
) =>
  queryOptions({
    queryKey: ['receipt', number, credentials, query, locale],
    queryFn: async () =>
      (
        await apiRequest<ReceiptAnswer>(`/reservations/${encodeURIComponent(number)}/receipt`, {
          query,
          headers: reservationCredentialHeaders(credentials),
        })
      ).data.receipt,
  });
