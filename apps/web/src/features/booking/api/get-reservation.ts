import type { ReservationAnswer } from '@yado/domain/wire/reservations';
import { queryOptions } from '@tanstack/react-query';
import { reservationCredentialHeaders, type ReservationCredentials } from '@yado/domain/reservation-access';
import { apiRequest, OTA_API_BASE } from '../../../lib/api-client';
import { isAgencyMode } from '../../../lib/agency-mode';

/**
 * GET reservations/{id} with the email and bypass token from the confirmation link, sent as headers;
 * on the agency site its own call (§7 OTA reservations/{id}), which answers the bookings made there.
 */
export const reservationQuery = (number: string, credentials: ReservationCredentials, locale: string) => {
  const agency = isAgencyMode();
  return queryOptions({
    queryKey: ['reservation', number, credentials, locale, agency],
    queryFn: async () =>
      (
        await apiRequest<ReservationAnswer>(`/reservations/${encodeURIComponent(number)}`, {
          headers: reservationCredentialHeaders(credentials),
          ...(agency ? { base: OTA_API_BASE } : {}),
        })
      ).data.reservation,
  });
};
