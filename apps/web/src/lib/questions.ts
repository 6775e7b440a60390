import { queryOptions } from '@tanstack/react-query';
import type { Answer, QuestionMode, QuestionType } from '@yado/domain/questions';
import { apiRequest } from './api-client';

/** A question as the API lists it, in the guest's language (§3). */
export interface AskedQuestion {
  id: number;
  question_type: QuestionType;
  answer_type: 'text' | 'options';
  mode: QuestionMode;
  required: boolean;
  text: string;
  options: Array<{ value: string; label: string }>;
  attachments_allowed: boolean;
}

/** An uploaded file, named for the guest. */
export interface Attachment {
  id: string;
  filename: string;
  size: number;
}

/** Answers as forms keep them: the answer, with the names of the files attached. */
export type DraftAnswer = Answer & { attachments?: Attachment[] };

export const bookingQuestionsQuery = (code: string, planCodes: string[], locale: string) =>
  queryOptions({
    queryKey: ['questions', code, planCodes, locale],
    queryFn: async () =>
      (
        await apiRequest<{ data: { questions: AskedQuestion[] } }>(`/hotels/${encodeURIComponent(code)}/additional_questions`, {
          query: { hotel_plan_codes: planCodes.join(','), place: 'place_booking_process', locale },
        })
      ).data.questions,
    staleTime: 5 * 60_000,
  });

/** POST file_attachments: one file. */
export async function uploadAttachment(file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiRequest<{ data: Attachment }>('/file_attachments', { method: 'POST', body: form })).data;
}

/** What is sent: the answer without the file names kept for the form. */
export const toAnswers = (answers: DraftAnswer[]): Answer[] => answers.map(({ attachments: _files, ...answer }) => answer);

/** The questions that take an answer, in the order they are asked: answer i is for question i. */
export const answerable = (questions: AskedQuestion[]) => questions.filter((q) => q.question_type !== 'notification');

/** One answer per answerable question, in order, so field paths (answers.i...) name the right question. */
export function orderedAnswers(questions: AskedQuestion[], answers: DraftAnswer[]): DraftAnswer[] {
  return answerable(questions).map((q) => answers.find((a) => a.question_id === q.id) ?? { question_id: q.id });
}
