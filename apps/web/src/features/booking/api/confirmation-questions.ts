import { queryOptions } from '@tanstack/react-query';
import type { Answer } from '@yado/domain/questions';
import { apiRequest } from '../../../lib/api-client';
import type { AskedQuestion } from '../../../lib/questions';
import type { Reservation } from '../../../lib/reservation';

type Credentials = { email: string; bypass_token: string };

/** GET reservations/{id}/additional_questions: the confirmation screen's questions and the answers given. */
export const confirmationQuestionsQuery = (number: string, credentials: Credentials, locale: string) =>
  queryOptions({
    queryKey: ['confirmation-questions', number, credentials, locale],
    queryFn: async () =>
      (
        await apiRequest<{ data: { questions: AskedQuestion[]; answers: Reservation['answers'] } }>(
          `/reservations/${encodeURIComponent(number)}/additional_questions`,
          { query: credentials },
        )
      ).data,
  });

export async function sendAnswers(number: string, credentials: Credentials, answers: Answer[]): Promise<Reservation> {
  return (
    await apiRequest<{ data: { reservation: Reservation } }>(`/reservations/${encodeURIComponent(number)}/additional_questions`, {
      method: 'POST',
      body: { ...credentials, answers },
    })
  ).data.reservation;
}
