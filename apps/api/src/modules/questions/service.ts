import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { todayInTimeZone } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import {
  answerProblems,
  MAX_ATTACHMENTS,
  notificationShown,
  questionShown,
  type Answer,
  type NotificationViewer,
  type QuestionPlace,
  UNCLAIMED_ATTACHMENT_HOURS,
} from '@yado/domain/questions';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { Catalogue } from '../hotels/service';
import { questionsRepository, type HotelQuestion } from './repository';
import type { FileStorage } from './storage';
import type { JobRunner } from '../jobs/runner';

/** The kinds of file a guest may attach: images, and PDFs. */
const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'application/pdf'];

interface Asked {
  catalogue: Catalogue;
  place: QuestionPlace;
  planCodes: string[];
  now: Date;
  /** Who is looking, for notification labels; nobody signed in when absent. */
  viewer?: NotificationViewer | null;
}

/** Deletes an upload its answer never claimed (the guest left the booking, or chose another file). */
export const ATTACHMENT_EXPIRY_JOB = 'attachment.expire';

/** Additional questions (§3): what a hotel asks, the answers a booking gives, and attached files. */
export function questionsService(db: Db, storage: FileStorage, jobs: Pick<JobRunner, 'enqueue'>) {
  const repository = questionsRepository(db);
  // Read on every booking and change: kept with the catalogue read they belong to, whose version
  // covers them, so an edit on any server is seen when that server reads its catalogue again.
  const kept = new WeakMap<Catalogue, Map<QuestionPlace, Promise<HotelQuestion[]>>>();

  function hotelQuestions(catalogue: Catalogue, place: QuestionPlace): Promise<HotelQuestion[]> {
    const byPlace = kept.get(catalogue) ?? new Map<QuestionPlace, Promise<HotelQuestion[]>>();
    kept.set(catalogue, byPlace);
    let questions = byPlace.get(place);
    if (!questions) {
      questions = repository.forHotel(catalogue.hotel.id, place);
      questions.catch(() => byPlace.get(place) === questions && byPlace.delete(place));
      byPlace.set(place, questions);
    }
    return questions;
  }

  /** The questions shown for a stay: inside their display window today, for its plans, not 'do_not_ask'. */
  async function shown({ catalogue, place, planCodes, now, viewer = null }: Asked) {
    const today = todayInTimeZone(catalogue.hotel.timeZone, now);
    const rows = await hotelQuestions(catalogue, place);
    const notice = { hotelCode: catalogue.hotel.code, place, viewer, lottery: false };
    return rows.filter(
      (q) =>
        q.mode !== 'do_not_ask' &&
        questionShown(q, today, planCodes) &&
        (q.question_type !== 'notification' || notificationShown(q, notice)),
    );
  }

  return {
    async list(asked: Asked, locale: string) {
      return (await shown(asked)).map((q) => ({
        id: q.id,
        question_type: q.question_type,
        answer_type: q.answer_type,
        mode: q.mode,
        required: q.mode === 'required',
        text: pickTranslation(q.text_translations, locale, q.text),
        options: q.options.map((o) => ({ value: o.value, label: pickTranslation(o.labels, locale, o.value) })),
        attachments_allowed: q.attachments_allowed,
        ownable_type: q.ownable_type,
        labels: q.labels,
      }));
    },

    /**
     * Checks answers against the questions shown (§3 rules, §5 limits) and that every attached file
     * exists and belongs to this guest; `adults` is each room's adults, in booking order.
     */
    async check(asked: Asked, answers: Answer[], adults: number[], owner: { clientSessionId?: string | null; reservationId?: string }) {
      const questions = await shown(asked);
      const problems = answerProblems(
        questions.map((q) => ({ ...q, options: q.options.map((o) => o.value) })),
        answers,
        adults,
      );
      if (problems.length) throw new AppError('invalid', {}, problems);
      const ids = answers.flatMap((a) => a.attachment_ids ?? []);
      const files = await repository.findAttachments(ids);
      const mine = (f: (typeof files)[number]) =>
        (owner.reservationId !== undefined && f.reservation_id === owner.reservationId) ||
        (f.reservation_id === null && owner.clientSessionId != null && f.client_session_id === owner.clientSessionId);
      if (files.length !== new Set(ids).size || !files.every(mine)) throw new AppError('attachment_not_found');
      const already = owner.reservationId ? await repository.countAttachments(owner.reservationId) : 0;
      const added = files.filter((f) => f.reservation_id === null).length;
      if (already + added > MAX_ATTACHMENTS) throw new AppError('too_many_attachments');
    },

    /** Stores a booking's answers inside its transaction; room places become the booked rooms' ids. */
    async record(trx: Db, reservationId: string, answers: Answer[], roomIds: number[]) {
      for (const answer of answers) {
        await repository.upsertAnswer(trx, {
          reservation_id: reservationId,
          question_id: answer.question_id,
          answer: answer.answer || null,
          rooms: (answer.rooms ?? []).map(({ room, ...rest }) => ({ reservation_hotel_room_id: roomIds[room] ?? room, ...rest })),
          attachment_ids: answer.attachment_ids ?? [],
        });
        await repository.claimAttachments(trx, answer.attachment_ids ?? [], reservationId);
      }
    },

    async answersFor(trx: Db, reservationId: string) {
      return (await repository.answersFor(trx, reservationId)).map((a) => ({
        question_id: a.question_id,
        answer: a.answer,
        rooms: a.rooms,
        attachment_ids: a.attachment_ids,
      }));
    },

    /** A file one of the reservation's answers carries, to read back (1252 when it has none such). */
    async openAttachment(reservationId: string, id: string) {
      const file = await repository.findReservationAttachment(reservationId, id);
      if (!file) throw new AppError('attachment_not_found');
      return { filename: file.filename, content_type: file.content_type, size: file.size, stream: storage.open(file.storage_key) };
    },

    /** POST file_attachments: one file, kept under a random key until an answer claims it. */
    async upload(
      clientSessionId: string,
      file: { filename: string; mimetype: string; stream: Readable & { truncated?: boolean } },
      now = new Date(),
    ) {
      if (!ATTACHMENT_TYPES.includes(file.mimetype)) {
        file.stream.resume();
        throw new AppError('attachment_unprocessable');
      }
      const id = randomUUID();
      // A file over the size limit arrives cut short (or breaks off): nothing half-written is kept.
      const size = await storage.save(id, file.stream).catch(() => null);
      if (size === null || file.stream.truncated) {
        await storage.remove(id);
        throw new AppError('attachment_unprocessable');
      }
      const filename = file.filename.slice(0, 255);
      await repository.insertAttachment({
        id,
        client_session_id: clientSessionId,
        reservation_id: null,
        storage_key: id,
        filename,
        content_type: file.mimetype,
        size,
      });
      const expiresAt = new Date(now.getTime() + UNCLAIMED_ATTACHMENT_HOURS * 3_600_000);
      await jobs.enqueue(db, { kind: ATTACHMENT_EXPIRY_JOB, payload: { attachment_id: id }, runAt: expiresAt });
      return { id, filename, content_type: file.mimetype, size };
    },

    /** The expiry job: an upload still unclaimed goes, its file too; a claimed one stays with its reservation. */
    async expireAttachment(id: string) {
      const storageKey = await repository.deleteUnclaimed(id);
      if (storageKey) await storage.remove(storageKey);
    },
  };
}
export type QuestionsService = ReturnType<typeof questionsService>;
