import { z } from 'zod';
import { chosenCodes, MAX_NAME_LENGTH, namedInHotelLanguage, translations, type CatalogueProblem } from './catalogue-editing';
import type { Locale } from './locales';
import { ANSWER_TYPES, QUESTION_MODES, QUESTION_PLACES, QUESTION_TYPES } from './questions';
import { isoDateField, msg } from './validation';

/**
 * The console's additional questions (§3): what staff may send, and the rules a change must keep.
 * Shared by the API and the console's form. A choice keeps its value (what answers store) while
 * its labels change; a new choice is given one.
 */
export const MAX_QUESTION_LENGTH = 500;
export const MAX_CHOICES = 20;
const CHOICE_VALUE = /^[a-z0-9_-]{1,40}$/;

const choiceSchema = z.object({
  value: z.string().regex(CHOICE_VALUE, msg('validation.invalid')).optional(),
  labels: translations(MAX_NAME_LENGTH),
});

const questionFields = {
  texts: translations(MAX_QUESTION_LENGTH),
  question_type: z.enum(QUESTION_TYPES),
  answer_type: z.enum(ANSWER_TYPES),
  mode: z.enum(QUESTION_MODES),
  place: z.enum(QUESTION_PLACES),
  attachments_allowed: z.boolean(),
  choices: z.array(choiceSchema).max(MAX_CHOICES),
  /** The plans it is asked for; empty for all. */
  plan_codes: chosenCodes(),
  display_start_date: isoDateField().nullable(),
  display_end_date: isoDateField().nullable(),
  sort_order: z.number().int().min(0).max(9999),
};
export const questionCreateSchema = z.object(questionFields);
export const questionChangeSchema = questionCreateSchema.partial();
export type QuestionCreate = z.infer<typeof questionCreateSchema>;
export type QuestionChange = z.infer<typeof questionChangeSchema>;
export type QuestionChoice = z.infer<typeof choiceSchema>;

/** What is wrong with a question as it would be after a change, by field. */
export function questionProblems(question: QuestionCreate, hotelLocale: Locale): CatalogueProblem[] {
  const problems = namedInHotelLanguage(question.texts, hotelLocale, 'texts');
  if (question.answer_type === 'options') {
    if (question.question_type !== 'free') problems.push({ field: 'answer_type', message: 'validation.choices_free_only' });
    if (question.choices.length < 2) problems.push({ field: 'choices', message: 'validation.choices_required' });
  } else if (question.choices.length > 0) problems.push({ field: 'choices', message: 'validation.choices_unused' });
  const labels = new Set<string>();
  question.choices.forEach((choice, index) => {
    const label = choice.labels[hotelLocale];
    if (!label) problems.push({ field: `choices.${index}.labels.${hotelLocale}`, message: 'validation.name_in_hotel_language' });
    else if (labels.has(label)) problems.push({ field: `choices.${index}.labels.${hotelLocale}`, message: 'validation.duplicate' });
    if (label) labels.add(label);
  });
  if (question.attachments_allowed && question.question_type !== 'free')
    problems.push({ field: 'attachments_allowed', message: 'validation.attachments_free_only' });
  const { display_start_date: start, display_end_date: end } = question;
  if (start && end && end < start) problems.push({ field: 'display_end_date', message: 'validation.sale_period' });
  return problems;
}

/**
 * The choices with a value each: those kept keep theirs, new ones take the next free `choice-N`,
 * never one the question had before (answers may hold it).
 */
export function withChoiceValues(
  choices: QuestionChoice[],
  usedBefore: readonly string[] = [],
): Array<{ value: string; labels: QuestionChoice['labels'] }> {
  const taken = new Set([...usedBefore, ...choices.map((c) => c.value ?? '')]);
  let next = 1;
  return choices.map((choice) => {
    if (choice.value) return { value: choice.value, labels: choice.labels };
    while (taken.has(`choice-${next}`)) next += 1;
    taken.add(`choice-${next}`);
    return { value: `choice-${next}`, labels: choice.labels };
  });
}

/** What guests yet to stay have answered a question: whether any has, and the choices they picked. */
export interface QuestionAnswers {
  upcoming: boolean;
  values: string[];
}

/**
 * What a change would rewrite under guests who answered (409 QUESTION_ANSWERED): what the question
 * asks and how it is answered, and a choice someone picked. Texts, labels and the rest may change.
 */
export function answeredQuestionProblems(
  before: Pick<QuestionCreate, 'question_type' | 'answer_type'>,
  next: Pick<QuestionCreate, 'question_type' | 'answer_type' | 'choices'>,
  answers: QuestionAnswers,
): CatalogueProblem[] {
  if (!answers.upcoming) return [];
  const problems: CatalogueProblem[] = [];
  if (next.question_type !== before.question_type) problems.push({ field: 'question_type', message: 'validation.question_answered' });
  if (next.answer_type !== before.answer_type) problems.push({ field: 'answer_type', message: 'validation.question_answered' });
  const kept = new Set(next.choices.map((c) => c.value));
  if (before.answer_type === 'options' && answers.values.some((value) => !kept.has(value)))
    problems.push({ field: 'choices', message: 'validation.choice_answered' });
  return problems;
}
