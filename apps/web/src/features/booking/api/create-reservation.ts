import type { ReservationRequest } from '@yado/domain/booking';
import { apiRequest } from '../../../lib/api-client';
import type { CreatedReservation } from '@yado/domain/wire/reservations';

export type { CreatedReservation };

/** POST hotels/{hotel}/reservations; the Idempotency-Key makes a retry safe. */
export async function createReservation(code: string, body: ReservationRequest, idempotencyKey: string): Promise<CreatedReservation> {
  const { data } = await apiRequest<{ data: CreatedReservation }>(`/hotels/${encodeURIComponent(code)}/reservations`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
