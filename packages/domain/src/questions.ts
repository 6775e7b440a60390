import { z } from 'zod';
import { idField, MAX_ID } from './validation';

/** §3 additional questions. */
export const QUESTION_TYPES = ['checkin', 'checkout', 'people_per_room', 'free', 'notification'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const ANSWER_TYPES = ['text', 'options'] as const;
/** §3 question-field modes. */
export const QUESTION_MODES = ['do_not_ask', 'optional', 'required'] as const;
export type QuestionMode = (typeof QUESTION_MODES)[number];
/** Where a question is asked: while booking, or on the confirmation screen afterwards. */
export const QUESTION_PLACES = ['place_booking_process', 'place_confirmation_screen'] as const;
export type QuestionPlace = (typeof QUESTION_PLACES)[number];

/** §5 and §9: answers up to 255 characters, at most 30 attachments, 80 MB per image. */
export const ANSWER_MAX_LENGTH = 255;
export const MAX_ATTACHMENTS = 30;
export const MAX_ATTACHMENT_BYTES = 80 * 1024 * 1024;
/** An upload no answer has claimed after this long is deleted, file and all. */
export const UNCLAIMED_ATTACHMENT_HOURS = 24;

/** A question as the rules read it. */
export interface Question {
  id: number;
  question_type: QuestionType;
  answer_type: (typeof ANSWER_TYPES)[number];
  mode: QuestionMode;
  options: string[];
  attachments_allowed: boolean;
}

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' });

/** A rooms answer (§3): arrival and departure times, and who stays, per room. */
export const roomAnswerSchema = z.object({
  /** The room's place in the booking (0, 1, ...), or its id once booked. */
  room: z.number().int().min(0).max(MAX_ID),
  checkin_time: time.optional(),
  checkout_time: time.optional(),
  men_count: z.number().int().min(0).max(20).optional(),
  women_count: z.number().int().min(0).max(20).optional(),
});

export const answerSchema = z.object({
  question_id: idField(),
  answer: z.string().trim().max(ANSWER_MAX_LENGTH, { message: 'validation.too_long' }).optional(),
  rooms: z.array(roomAnswerSchema).max(10).optional(),
  attachment_ids: z.array(z.string().uuid()).max(MAX_ATTACHMENTS, { message: 'validation.too_many_files' }).optional(),
});
export type Answer = z.infer<typeof answerSchema>;

/** What a question asks per room, by its type. */
function roomField(type: QuestionType): 'checkin_time' | 'checkout_time' | null {
  if (type === 'checkin') return 'checkin_time';
  if (type === 'checkout') return 'checkout_time';
  return null;
}

/**
 * The field problems of a set of answers (catalogue keys by field path): required questions
 * answered, options among those offered, a time for every room, and for a room's people the men
 * and women adding up to its adults (§3). `adults` is each room's adults, in booking order.
 */
export function answerProblems(questions: Question[], answers: Answer[], adults: number[]): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  const asked = questions.filter((q) => q.mode !== 'do_not_ask' && q.question_type !== 'notification');
  answers.forEach((answer, index) => {
    if (!asked.some((q) => q.id === answer.question_id))
      problems.push({ field: `answers.${index}.question_id`, message: 'validation.invalid' });
  });
  for (const question of asked) {
    const index = answers.findIndex((a) => a.question_id === question.id);
    const answer = answers[index];
    const at = (path: string) => `answers.${index < 0 ? answers.length : index}.${path}`;
    const required = question.mode === 'required';
    if (!question.attachments_allowed && answer?.attachment_ids?.length)
      problems.push({ field: at('attachment_ids'), message: 'validation.invalid' });
    if (question.question_type === 'free') {
      const text = answer?.answer ?? '';
      if (required && !text && !answer?.attachment_ids?.length) problems.push({ field: at('answer'), message: 'validation.required' });
      if (text && question.answer_type === 'options' && !question.options.includes(text))
        problems.push({ field: at('answer'), message: 'validation.answer_option' });
      continue;
    }
    adults.forEach((roomAdults, room) => {
      const given = answer?.rooms?.find((r) => r.room === room);
      const field = roomField(question.question_type);
      if (field) {
        if (required && !given?.[field]) problems.push({ field: at(`rooms.${room}.${field}`), message: 'validation.required' });
        return;
      }
      const counted = given?.men_count !== undefined || given?.women_count !== undefined;
      if (!counted) {
        if (required) problems.push({ field: at(`rooms.${room}.men_count`), message: 'validation.required' });
        return;
      }
      if ((given?.men_count ?? 0) + (given?.women_count ?? 0) !== roomAdults)
        problems.push({ field: at(`rooms.${room}.men_count`), message: 'validation.people_count' });
    });
  }
  return problems;
}

/** Shown only inside its display window (§3), by the hotel's today, and only for the plans it names. */
export function questionShown(
  question: { display_start_date: string | null; display_end_date: string | null; hotel_plan_codes: string[] },
  today: string,
  planCodes: string[],
): boolean {
  if (question.display_start_date && today < question.display_start_date) return false;
  if (question.display_end_date && today > question.display_end_date) return false;
  return question.hotel_plan_codes.length === 0 || planCodes.some((code) => question.hotel_plan_codes.includes(code));
}

/** Who is looking, as notification labels know them (§3): a member's program, rank and organization. */
export interface NotificationViewer {
  programId: number | null;
  rankId: number | null;
  organizationId: number | null;
}

const USER_LABEL = /^(all_users|membership_(program|rank|organization)_\d+)$/;

/**
 * §3 notifications: a brand's are kept only when labelled for all facilities or this hotel; labels
 * then filter by page (page_{place}) and by who is looking (all_users, or a member's program, rank
 * or organization). None are shown for lottery bookings.
 */
export function notificationShown(
  notification: { ownable_type: string; labels: string[] },
  context: { hotelCode: string; place: QuestionPlace; viewer: NotificationViewer | null; lottery: boolean },
): boolean {
  if (context.lottery) return false;
  const { labels } = notification;
  if (notification.ownable_type === 'HotelBrand' && !labels.includes('all_facilities') && !labels.includes(`facility_${context.hotelCode}`))
    return false;
  const pages = labels.filter((l) => l.startsWith('page_'));
  if (pages.length && !pages.includes(`page_${context.place}`)) return false;
  const users = labels.filter((l) => USER_LABEL.test(l));
  if (users.length === 0 || users.includes('all_users')) return true;
  const viewer = context.viewer;
  if (!viewer) return false;
  return (
    (viewer.programId !== null && users.includes(`membership_program_${viewer.programId}`)) ||
    (viewer.rankId !== null && users.includes(`membership_rank_${viewer.rankId}`)) ||
    (viewer.organizationId !== null && users.includes(`membership_organization_${viewer.organizationId}`))
  );
}
