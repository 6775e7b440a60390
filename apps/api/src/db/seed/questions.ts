import type { Db } from '../connect';
import { inEveryLanguage } from './translations';

const json = (value: unknown) => JSON.stringify(value);

/** The Tokyo hotel's additional questions (§3), all optional so any booking can go without them. Added once. */
export const DEMO_QUESTIONS = [
  {
    question_type: 'notification',
    answer_type: 'text',
    place: 'place_booking_process',
    text: {
      en: 'Our front desk is open 24 hours: late arrivals are welcome.',
      ja: 'フロントは24時間営業です。遅いご到着も承ります。',
    },
    options: [],
    attachments_allowed: false,
    labels: ['all_users'],
  },
  {
    question_type: 'checkin',
    answer_type: 'text',
    place: 'place_booking_process',
    text: { en: 'What time will you arrive?', ja: 'ご到着予定時刻をお知らせください。' },
    options: [],
    attachments_allowed: false,
    labels: [],
  },
  {
    question_type: 'people_per_room',
    answer_type: 'text',
    place: 'place_booking_process',
    text: { en: 'How many men and women will stay in each room?', ja: '各部屋にお泊まりの男性・女性の人数をお知らせください。' },
    options: [],
    attachments_allowed: false,
    labels: [],
  },
  {
    question_type: 'free',
    answer_type: 'options',
    place: 'place_booking_process',
    text: { en: 'Which pillow would you like?', ja: '枕の種類をお選びください。' },
    options: [
      { value: 'soft', labels: { en: 'Soft (feather)', ja: 'やわらかめ（羽毛）' } },
      { value: 'firm', labels: { en: 'Firm (buckwheat)', ja: 'かため（そば殻）' } },
    ],
    attachments_allowed: false,
    labels: [],
  },
  {
    question_type: 'free',
    answer_type: 'text',
    place: 'place_confirmation_screen',
    text: {
      en: 'Anything we should prepare for your stay? You can attach a photo or a PDF.',
      ja: 'ご滞在にあたりご準備すべきことがあればお知らせください。写真やPDFも添付できます。',
    },
    options: [],
    attachments_allowed: true,
    labels: [],
  },
] as const;

export async function seedQuestions(db: Db): Promise<void> {
  const hotel = await db.selectFrom('hotels').select('id').where('code', '=', 'sakura-ginza').executeTakeFirst();
  if (!hotel) return;
  const existing = await db.selectFrom('additional_questions').select('id').where('hotel_id', '=', hotel.id).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('additional_questions')
    .values(
      DEMO_QUESTIONS.map((q, position) => ({
        hotel_id: hotel.id,
        question_type: q.question_type,
        answer_type: q.answer_type,
        mode: 'optional' as const,
        ownable_type: 'Hotel' as const,
        text: q.text.en,
        text_translations: json(inEveryLanguage(q.text)),
        options: json(q.options.map((o) => ({ value: o.value, labels: inEveryLanguage(o.labels) }))),
        place: q.place,
        attachments_allowed: q.attachments_allowed,
        labels: [...q.labels],
        position,
      })),
    )
    .execute();
}
