import type { ReservationAnswer } from '@yado/domain/wire/reservations';
import type { ExtrasAddRequest, GuestsUpdate, StayChange } from '@yado/domain/booking';
import type { ChangeQuote } from '@yado/domain/stay-change';
import { reservationCredentialHeaders } from '@yado/domain/reservation-access';
import { apiRequest } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/reservation';

const path = (number: string, rest = '') => `/reservations/${encodeURIComponent(number)}${rest}`;

/** GET reservations/{id}/change_quote, the email in a header (never in the address). */
export async function quoteChange(number: string, email: string, change: StayChange): Promise<ChangeQuote> {
  const query = { checkin_date: change.checkin_date, checkout_date: change.checkout_date, room_ids: change.room_ids.join(',') };
  const headers = reservationCredentialHeaders({ email });
  return (await apiRequest<{ data: { quote: ChangeQuote } }>(path(number, '/change_quote'), { query, headers })).data.quote;
}

/** PUT reservations/{id} at the total and fee the guest was shown. */
export async function changeStay(
  number: string,
  body: StayChange & { email: string; version: number; total_price_displayed: number; change_fee_displayed: number },
): Promise<Reservation> {
  return (await apiRequest<ReservationAnswer>(path(number), { method: 'PUT', body })).data.reservation;
}

/** PUT reservations/{id}/guests */
export async function updateGuests(number: string, body: GuestsUpdate & { email: string }): Promise<Reservation> {
  return (await apiRequest<ReservationAnswer>(path(number, '/guests'), { method: 'PUT', body })).data.reservation;
}

/** POST reservations/{id}/extras at the total the guest was shown. */
export async function addExtras(number: string, body: ExtrasAddRequest & { email: string }): Promise<Reservation> {
  return (await apiRequest<ReservationAnswer>(path(number, '/extras'), { method: 'POST', body })).data.reservation;
}
