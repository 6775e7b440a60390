import { queryOptions } from '@tanstack/react-query';
import type { PackageBookingRequest } from '@yado/domain/packages/requests';
import { reservationCredentialHeaders, type ReservationCredentials } from '@yado/domain/reservation-access';
import type { PackageCancelRequest } from '@yado/domain/packages/requests';
import type {
  packageBookingResponse,
  packageCancellationResponse,
  packageViewSchema,
  PackageCancellationQuoteView,
  PackageSearchAnswer,
} from '@yado/domain/wire/packages';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { packageQuery, type PackageSearch } from './package-search';

export type { PackageCancellationQuoteView, PackageSearchAnswer };
export type CancelledPackage = z.infer<typeof packageCancellationResponse>['data'];
export type PackageView = z.infer<typeof packageViewSchema>;
export type BookedPackage = z.infer<typeof packageBookingResponse>['data'];
export type FlightOfferView = PackageSearchAnswer['outbound'][number];
export type PackagePlanView = PackageSearchAnswer['plans'][number];

/** GET hotels/{code}/packages: the hotel's plans priced with flights there and back (seats are read live, so kept briefly). */
export const packagesQuery = (code: string, search: PackageSearch, locale: string) =>
  queryOptions({
    queryKey: ['packages', code, search, locale],
    queryFn: async () =>
      (await apiRequest<{ data: PackageSearchAnswer }>(`/hotels/${encodeURIComponent(code)}/packages`, { query: packageQuery(search) }))
        .data,
    staleTime: 30_000,
  });

/**
 * POST hotels/{code}/packages/reservations. The draft's Idempotency-Key makes a retry safe: the
 * package already booked is answered, never booked twice; one the server undid frees its key.
 */
export async function bookPackage(code: string, body: PackageBookingRequest, idempotencyKey: string): Promise<BookedPackage> {
  const path = `/hotels/${encodeURIComponent(code)}/packages/reservations`;
  return (await apiRequest<{ data: BookedPackage }>(path, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

/** GET reservations/{number}/package with the reservation's own credentials: flights, passengers, tickets. */
export const packageViewQuery = (number: string, credentials: Partial<ReservationCredentials>, locale: string) =>
  queryOptions({
    queryKey: ['reservation-package', number, credentials, locale],
    queryFn: async () =>
      (
        await apiRequest<{ data: PackageView }>(`/reservations/${encodeURIComponent(number)}/package`, {
          headers: reservationCredentialHeaders(credentials),
        })
      ).data,
  });

/** GET reservations/{number}/package/cancel_quote: the hotel's fee, the airline's and the refund, were the package cancelled now. */
export const packageCancelQuoteQuery = (number: string, credentials: Partial<ReservationCredentials>, locale: string) =>
  queryOptions({
    queryKey: ['reservation-package-cancel-quote', number, credentials, locale],
    queryFn: async () =>
      (
        await apiRequest<{ data: PackageCancellationQuoteView }>(`/reservations/${encodeURIComponent(number)}/package/cancel_quote`, {
          headers: reservationCredentialHeaders(credentials),
        })
      ).data,
    // Fees move with the clock: asked afresh each time the guest opens the dialog.
    staleTime: 0,
    gcTime: 0,
  });

/** PUT reservations/{number}/package/cancel at the total fee the guest was shown: the stay and both flights cancelled together. */
export async function cancelPackage(number: string, body: PackageCancelRequest): Promise<CancelledPackage> {
  return (
    await apiRequest<{ data: CancelledPackage }>(`/reservations/${encodeURIComponent(number)}/package/cancel`, { method: 'PUT', body })
  ).data;
}
