/** The hotel's additional questions and the answers given to them, as the API sends them. */
import { z } from 'zod';

export const questionSchema = z.object({
  id: z.number(),
  question_type: z.enum(['checkin', 'checkout', 'people_per_room', 'free', 'notification']),
  answer_type: z.enum(['text', 'options']),
  mode: z.enum(['do_not_ask', 'optional', 'required']),
  required: z.boolean(),
  text: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  attachments_allowed: z.boolean(),
  ownable_type: z.string(),
  labels: z.array(z.string()),
});

export const questionsResponse = z.object({ data: z.object({ questions: z.array(questionSchema) }) });

export const answerViewSchema = z.object({
  question_id: z.number(),
  answer: z.string().nullable(),
  rooms: z.array(z.record(z.string(), z.unknown())),
  attachment_ids: z.array(z.string()),
});
/** GET reservations/{id}/additional_questions: the questions asked after booking, and the answers given so far. */
export const confirmationQuestionsResponse = z.object({
  data: z.object({ questions: z.array(questionSchema), answers: z.array(answerViewSchema) }),
});
export type ConfirmationQuestionsAnswer = z.infer<typeof confirmationQuestionsResponse>;
export type AskedQuestion = z.infer<typeof questionSchema>;
export type AnswerView = z.infer<typeof answerViewSchema>;

/** An uploaded file, named for the guest (POST file_attachments). */
export const attachmentSchema = z.object({ id: z.string(), filename: z.string(), content_type: z.string(), size: z.number() });
export const attachmentResponse = z.object({ data: attachmentSchema });
export type AttachmentView = z.infer<typeof attachmentSchema>;
