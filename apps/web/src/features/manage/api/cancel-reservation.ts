import type { ReservationAnswer } from '@yado/domain/wire/reservations';
import { apiRequest } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/reservation';

export interface CancelInput {
  number: string;
  email: string;
  reason: string;
  details: string;
  cancellation_fee_displayed: number;
}

/** PUT reservations/{id}/cancel with the fee the guest was shown. */
export async function cancelReservation({ number, ...body }: CancelInput): Promise<Reservation> {
  return (await apiRequest<ReservationAnswer>(`/reservations/${encodeURIComponent(number)}/cancel`, { method: 'PUT', body })).data
    .reservation;
}
