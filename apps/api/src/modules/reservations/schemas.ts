import { z } from 'zod';
import { stayChangeSchema } from '@yado/domain/booking';
import { BYPASS_TOKEN_HEADER, RESERVATION_EMAIL_HEADER, readCredentialHeader } from '@yado/domain/reservation-access';

export const reservationNumberParams = z.object({ id: z.string().max(32) });
export const lookupParams = z.object({ brand: z.string().max(64), number: z.string().max(32) });
export const credentialsQuery = z.object({
  email: z.string().max(255).optional(),
  bypass_token: z.string().max(255).optional(),
  locale: z.string().max(10).optional(),
});
/** A credential header: percent-encoded UTF-8 as the widget sends it, read back before its length is checked. */
const credentialHeader = (description: string) =>
  z.string().max(1024).transform(readCredentialHeader).pipe(z.string().max(255)).optional().describe(description);

/**
 * The reservation's email or bypass token as request headers (ADR 0040), preferred to the query:
 * headers stay out of addresses, so out of history, referrers and access logs.
 */
export const credentialHeaders = z.object({
  [RESERVATION_EMAIL_HEADER]: credentialHeader('The email the reservation was booked with (percent-encoded UTF-8); instead of ?email'),
  [BYPASS_TOKEN_HEADER]: credentialHeader('The bypass token given when it was booked; instead of ?bypass_token'),
});
export type CredentialHeaders = z.infer<typeof credentialHeaders>;

export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(255).optional() });

export const receiptQuery = credentialsQuery.extend({
  name: z.string().max(100).optional(),
  receipt_title: z.string().max(100).optional(),
});
/** A change of stay from the query string: room ids as a comma-separated list. */
export const stayChangeQuery = credentialsQuery.extend({
  ...stayChangeSchema.shape,
  room_ids: z
    .string()
    .max(200)
    .transform((value) => value.split(',').filter(Boolean).map(Number))
    .pipe(stayChangeSchema.shape.room_ids),
});

/** What the presenter builds: the reservation as its wire shape (packages/domain/src/wire) names it. */
export type { ReservationView } from '@yado/domain/wire/reservations';
