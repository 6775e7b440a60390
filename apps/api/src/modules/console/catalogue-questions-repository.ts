import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { AdditionalQuestionsTable } from '../../db/schema';

const questionColumns = [
  'id',
  'text_translations',
  'question_type',
  'answer_type',
  'mode',
  'place',
  'attachments_allowed',
  'options',
  'hotel_plan_codes',
  'display_start_date',
  'display_end_date',
  'position',
] as const;

/** The console's additional questions: a hotel's own (a brand's notifications are not its to edit), and the answers guests gave. */
export function catalogueQuestionsRepository() {
  const own = (trx: Db, hotelId: number) =>
    trx.selectFrom('additional_questions').select(questionColumns).where('hotel_id', '=', hotelId).where('ownable_type', '=', 'Hotel');
  return {
    questions(trx: Db, hotelId: number) {
      return own(trx, hotelId).orderBy('position').orderBy('id').execute();
    },

    /** One question, locked until the transaction ends (so two edits never both start from the same before). */
    lockQuestion(trx: Db, hotelId: number, id: number) {
      return own(trx, hotelId).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async insertQuestion(trx: Db, values: Insertable<AdditionalQuestionsTable>) {
      return (await trx.insertInto('additional_questions').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    async updateQuestion(trx: Db, id: number, values: Updateable<AdditionalQuestionsTable>) {
      await trx.updateTable('additional_questions').set(values).where('id', '=', id).execute();
    },

    /** The answers to the hotel's questions on reservations not cancelled whose stay has not ended by the day given. */
    upcomingAnswers(trx: Db, hotelId: number, today: string) {
      return trx
        .selectFrom('reservation_answers as a')
        .innerJoin('reservations as r', 'r.id', 'a.reservation_id')
        .innerJoin('additional_questions as q', 'q.id', 'a.question_id')
        .select(['a.question_id', 'a.answer'])
        .where('q.hotel_id', '=', hotelId)
        .where('r.status', '!=', 'cancelled')
        .where('r.checkout_date', '>=', today)
        .execute();
    },
  };
}
