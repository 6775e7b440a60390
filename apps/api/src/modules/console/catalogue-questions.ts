import { canEditRatesAndStock } from '@yado/domain/console';
import { todayInTimeZone } from '@yado/domain/dates';
import type { Locale } from '@yado/domain/locales';
import {
  answeredQuestionProblems,
  questionProblems,
  withChoiceValues,
  type QuestionChange,
  type QuestionCreate,
} from '@yado/domain/questions-editing';
import type { ConsoleQuestion } from '@yado/domain/wire/console-catalogue';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { baseName, catalogueAccess, refuse } from './catalogue-access';
import { planChoices } from './catalogue-plan-choices';
import { catalogueQuestionsRepository } from './catalogue-questions-repository';

type QuestionRow = Awaited<ReturnType<ReturnType<typeof catalogueQuestionsRepository>['questions']>>[number];
type Answers = Awaited<ReturnType<ReturnType<typeof catalogueQuestionsRepository>['upcomingAnswers']>>;

const presentQuestion = (row: QuestionRow, answers: Answers): ConsoleQuestion => ({
  id: row.id,
  texts: row.text_translations,
  question_type: row.question_type,
  answer_type: row.answer_type,
  mode: row.mode,
  place: row.place,
  attachments_allowed: row.attachments_allowed,
  choices: row.options,
  plan_codes: row.hotel_plan_codes,
  display_start_date: row.display_start_date,
  display_end_date: row.display_end_date,
  sort_order: row.position,
  answered: answers.some((a) => a.question_id === row.id),
});

const questionValues = (question: QuestionCreate, hotelLocale: Locale, usedBefore: string[] = []) => ({
  text: baseName(question.texts, hotelLocale, ''),
  text_translations: JSON.stringify(question.texts),
  question_type: question.question_type,
  answer_type: question.answer_type,
  mode: question.mode,
  place: question.place,
  attachments_allowed: question.attachments_allowed,
  options: JSON.stringify(withChoiceValues(question.choices, usedBefore)),
  hotel_plan_codes: question.plan_codes,
  display_start_date: question.display_start_date,
  display_end_date: question.display_end_date,
  position: question.sort_order,
});

/**
 * The hotel's additional questions in the console (§3): listed for anyone working there, created
 * and changed by its owners and managers, each change audited. Guests yet to stay keep what they
 * answered: what a question asks, how it is answered, and the choices they picked. The widget
 * reads questions afresh on each request, so its next booking step asks the question as changed.
 */
export function consoleQuestions(db: Db, accounts: ConsoleAccounts, hotels: HotelsService) {
  const repository = catalogueQuestionsRepository();
  const { hotelOf, record } = catalogueAccess(db, accounts, hotels);

  return {
    async list(user: ConsoleUser, code: string, locale: Locale) {
      const hotel = await hotelOf(user, code, false);
      const answers = await repository.upcomingAnswers(db, hotel.id, todayInTimeZone(hotel.time_zone));
      return {
        hotel_locale: hotel.locale,
        can_edit: canEditRatesAndStock(user.role),
        questions: (await repository.questions(db, hotel.id)).map((row) => presentQuestion(row, answers)),
        plans: await planChoices.list(db, hotel.id, locale),
      };
    },

    async create(user: ConsoleUser, code: string, input: QuestionCreate): Promise<ConsoleQuestion> {
      const hotel = await hotelOf(user, code, true);
      refuse(questionProblems(input, hotel.locale));
      return inTransaction(db, async (trx) => {
        await planChoices.refuseUnknown(trx, hotel.id, 'plan_codes', input.plan_codes);
        const id = await repository.insertQuestion(trx, {
          hotel_id: hotel.id,
          ownable_type: 'Hotel',
          ...questionValues(input, hotel.locale),
        });
        const created = presentQuestion((await repository.lockQuestion(trx, hotel.id, id))!, []);
        await record(trx, user, hotel, 'catalogue.question_created', null, created);
        return created;
      });
    },

    async change(user: ConsoleUser, code: string, id: number, change: QuestionChange): Promise<ConsoleQuestion> {
      const hotel = await hotelOf(user, code, true);
      return inTransaction(db, async (trx) => {
        const row = await repository.lockQuestion(trx, hotel.id, id);
        if (!row) throw new AppError('not_found');
        const answers = (await repository.upcomingAnswers(trx, hotel.id, todayInTimeZone(hotel.time_zone))).filter(
          (a) => a.question_id === id,
        );
        const before = presentQuestion(row, answers);
        const { id: _id, answered: _answered, ...current } = before;
        const next = { ...current, ...change } as QuestionCreate;
        refuse(questionProblems(next, hotel.locale));
        if (change.plan_codes) await planChoices.refuseUnknown(trx, hotel.id, 'plan_codes', change.plan_codes);
        const usedBefore = before.choices.map((c) => c.value);
        const values = questionValues(next, hotel.locale, usedBefore);
        const withValues = { ...next, choices: withChoiceValues(next.choices, usedBefore) };
        const answered = { upcoming: answers.length > 0, values: answers.flatMap((a) => (a.answer ? [a.answer] : [])) };
        const problems = answeredQuestionProblems(before as QuestionCreate, withValues, answered);
        if (problems.length > 0) throw new AppError('question_answered', {}, problems);
        await repository.updateQuestion(trx, row.id, values);
        const after = presentQuestion((await repository.lockQuestion(trx, hotel.id, id))!, answers);
        await record(trx, user, hotel, 'catalogue.question_changed', before, after);
        return after;
      });
    },
  };
}
export type ConsoleQuestions = ReturnType<typeof consoleQuestions>;
