import type { ConfirmationQuestionsAnswer } from '@yado/domain/wire/questions';
import type { ReservationAnswer } from '@yado/domain/wire/reservations';
import { queryOptions } from '@tanstack/react-query';
import type { Answer } from '@yado/domain/questions';
import { reservationCredentialHeaders, type ReservationCredentials } from '@yado/domain/reservation-access';
import { apiRequest } from '../../../lib/api-client';

/** GET reservations/{id}/additional_questions: the confirmation screen's questions and the answers given. */
export const confirmationQuestionsQuery = (number: string, credentials: ReservationCredentials, locale: string) =>
  queryOptions({
    queryKey: ['confirmation-questions', number, credentials, locale],
    queryFn: async () =>
      (
        await apiRequest<ConfirmationQuestionsAnswer>(`/reservations/${encodeURIComponent(number)}/additional_questions`, {
          headers: reservationCredentialHeaders(credentials),
        })
      ).data,
  });

export async function sendAnswers(
  number: string,
  credentials: ReservationCredentials,
  answers: Answer[],
): Promise<ReservationAnswer['data']['reservation']> {
  return (
    await apiRequest<ReservationAnswer>(`/reservations/${encodeURIComponent(number)}/additional_questions`, {
      method: 'POST',
      body: { ...credentials, answers },
    })
  ).data.reservation;
}
