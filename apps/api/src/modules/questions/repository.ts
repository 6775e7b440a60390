import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connect';
import type { AdditionalQuestionsTable, FileAttachmentsTable } from '../../db/schema';
import type { QuestionPlace } from '@yado/domain/questions';

/** A question as the hotel set it up, with its translations. */
export type HotelQuestion = Selectable<AdditionalQuestionsTable>;

export function questionsRepository(db: Db) {
  return {
    forHotel(hotelId: number, place: QuestionPlace): Promise<HotelQuestion[]> {
      return db
        .selectFrom('additional_questions')
        .selectAll()
        .where('hotel_id', '=', hotelId)
        .where('place', '=', place)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async insertAttachment(attachment: Insertable<FileAttachmentsTable>) {
      await db.insertInto('file_attachments').values(attachment).execute();
    },

    findAttachments(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('file_attachments').selectAll().where('id', 'in', ids).execute();
    },

    /** Deletes an upload that no answer has claimed; answers its storage key when it did. */
    async deleteUnclaimed(id: string): Promise<string | null> {
      const deleted = await db
        .deleteFrom('file_attachments')
        .where('id', '=', id)
        .where('reservation_id', 'is', null)
        .returning('storage_key')
        .executeTakeFirst();
      return deleted?.storage_key ?? null;
    },

    /** Gives attachments to the reservation whose answers name them. */
    async claimAttachments(trx: Db, ids: string[], reservationId: string) {
      if (ids.length === 0) return;
      await trx.updateTable('file_attachments').set({ reservation_id: reservationId }).where('id', 'in', ids).execute();
    },

    async countAttachments(reservationId: string) {
      const row = await db
        .selectFrom('file_attachments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('reservation_id', '=', reservationId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async upsertAnswer(
      trx: Db,
      answer: { reservation_id: string; question_id: number; answer: string | null; rooms: unknown[]; attachment_ids: string[] },
    ) {
      const row = { ...answer, rooms: JSON.stringify(answer.rooms) };
      await trx
        .insertInto('reservation_answers')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['reservation_id', 'question_id']).doUpdateSet({
            answer: row.answer,
            rooms: row.rooms,
            attachment_ids: row.attachment_ids,
            answered_at: new Date(),
          }),
        )
        .execute();
    },

    findReservationAttachment(reservationId: string, id: string) {
      return db
        .selectFrom('file_attachments')
        .selectAll()
        .where('id', '=', id)
        .where('reservation_id', '=', reservationId)
        .executeTakeFirst();
    },

    answersFor(trx: Db, reservationId: string) {
      return trx.selectFrom('reservation_answers').selectAll().where('reservation_id', '=', reservationId).orderBy('question_id').execute();
    },
  };
}
