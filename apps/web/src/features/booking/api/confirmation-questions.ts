import { queryOptions } from '@tanstack/react-query';
import type { Answer } from '@yado/domain/questions';
import { reservationCredentialHeaders, type ReservationCredentials } from '@yado/domain/reservation-access';
import { apiRequest } from '../../../lib/api-client';
import type { AskedQuestion } from '../../../lib/questions';
import type { Reservation } from '../../../lib/reservation';

/** GET reservations/{id}/additional_questions: the confirmation screen's questions and the answers given. */
export const confirmationQuestionsQuery = (number: string, credentials: ReservationCredentials, locale: string) =>
  queryOptions({
    queryKey: ['confirmation-questions', number, credentials, locale],
    queryFn: async () =>
      (
        await apiRequest<{ data: { questions: AskedQuestion[]; answers: Reservation['answers'] } }>(
          `/reservations/${encodeURIComponent(number)}/additional_questions`,
          { headers: reservationCredentialHeaders(credentials) },
        )
      ).data,
  });

export async function sendAnswers(number: string, credentials: ReservationCredentials, answers: Answer[]): Promise<Reservation> {
  return (
    await apiRequest<{ data: { reservation: Reservation } }>(`/reservations/${encodeURIComponent(number)}/additional_questions`, {
      method: 'POST',
      body: { ...credentials, answers },
    })
  ).data.reservation;
}
