import { queryOptions } from '@tanstack/react-query';
import type { Answer } from '@yado/domain/questions';
import type { AskedQuestion, AttachmentView } from '@yado/domain/wire/questions';
import { apiRequest } from './api-client';

export type { AskedQuestion } from '@yado/domain/wire/questions';

/** An uploaded file as forms keep it, named for the guest. */
export type Attachment = Pick<AttachmentView, 'id' | 'filename' | 'size'>;

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
export async function uploadAttachment(file: File): Promise<AttachmentView> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiRequest<{ data: AttachmentView }>('/file_attachments', { method: 'POST', body: form })).data;
}

/** What is sent: the answer without the file names kept for the form. */
export const toAnswers = (answers: DraftAnswer[]): Answer[] => answers.map(({ attachments: _files, ...answer }) => answer);

/** The questions that take an answer, in the order they are asked: answer i is for question i. */
export const answerable = (questions: AskedQuestion[]) => questions.filter((q) => q.question_type !== 'notification');

/** One answer per answerable question, in order, so field paths (answers.i...) name the right question. */
export function orderedAnswers(questions: AskedQuestion[], answers: DraftAnswer[]): DraftAnswer[] {
  return answerable(questions).map((q) => answers.find((a) => a.question_id === q.id) ?? { question_id: q.id });
}
