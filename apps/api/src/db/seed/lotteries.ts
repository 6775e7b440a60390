import { sql } from 'kysely';
import { addDays } from '@yado/domain/dates';
import { lotteryJobs } from '../../modules/lotteries/service';
import type { Db } from '../connect';
import { inTransaction } from '../transactions';
import { inEveryLanguage } from './translations';

/** The demo lottery (README): fixed, so its entry page has a stable address. */
export const DEMO_LOTTERY_EVENT_ID = '5f0c1a7e-3b2d-4c8e-9a61-2d4b7e8f1c35';

const json = (value: unknown) => JSON.stringify(value);
/** Noon in Tokyo on a date, as an instant. */
const tokyoNoon = (date: string) => new Date(`${date}T12:00:00+09:00`);

export interface LotteryEventSpec {
  id: string;
  hotelCode: string;
  name: Record<string, string>;
  notification: Record<string, string>;
  stayStart: string;
  stayEnd: string;
  minNights: number;
  maxNights: number;
  entryDeadline: Date;
  resultsAt: Date;
  reservationDeadline: Date;
  /** The lottery's own plan, sold on these room types at the room-only rate, half again, with dinner. */
  plan: { code: string; name: Record<string, string>; description: Record<string, string>; paymentMethods: string[] };
  roomTypeCodes: string[];
}

/** Stores a lottery event with its plan, rates and the jobs of its draw and booking deadline. */
export async function insertLotteryEvent(db: Db, spec: LotteryEventSpec): Promise<void> {
  const hotel = await db.selectFrom('hotels').select(['id']).where('code', '=', spec.hotelCode).executeTakeFirstOrThrow();
  const event = {
    id: spec.id,
    hotel_id: hotel.id,
    name_translations: json(spec.name),
    notification_translations: json(spec.notification),
    stay_start: spec.stayStart,
    stay_end: spec.stayEnd,
    min_nights: spec.minNights,
    max_nights: spec.maxNights,
    entry_deadline: spec.entryDeadline,
    results_at: spec.resultsAt,
    reservation_deadline: spec.reservationDeadline,
  };
  await inTransaction(db, async (trx) => {
    await trx.insertInto('lottery_events').values(event).execute();
    const standard = await trx
      .selectFrom('plans')
      .select(['cancellation_policy_id'])
      .where('hotel_id', '=', hotel.id)
      .where('hotel_plan_code', '=', 'RO')
      .executeTakeFirstOrThrow();
    const { id: planId } = await trx
      .insertInto('plans')
      .values({
        hotel_id: hotel.id,
        hotel_plan_code: spec.plan.code,
        name: spec.plan.name.en ?? spec.plan.code,
        name_translations: json(spec.plan.name),
        description_translations: json(spec.plan.description),
        meals: 'dinner',
        members_only: true,
        minimum_nights: 1,
        payment_methods: spec.plan.paymentMethods,
        cancellation_policy_id: standard.cancellation_policy_id,
        is_day_use: false,
        sort_order: 99,
        lottery_event_id: spec.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const roomTypeCode of spec.roomTypeCodes) {
      const roomType = await trx
        .selectFrom('room_types')
        .select('id')
        .where('hotel_id', '=', hotel.id)
        .where('code', '=', roomTypeCode)
        .executeTakeFirstOrThrow();
      const { id: roomPlanId } = await trx
        .insertInto('room_plans')
        .values({ plan_id: planId, room_type_id: roomType.id, room_plan_code: `${roomTypeCode}-${spec.plan.code}`, sale_limit: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`
        INSERT INTO room_rates (room_plan_id, stay_date, adults, amount)
        SELECT ${roomPlanId}::int, r.stay_date, r.adults, (round(r.amount * 1.5 / 100) * 100 + 8000 * r.adults)::int
        FROM room_rates r JOIN room_plans rp ON rp.id = r.room_plan_id JOIN plans p ON p.id = rp.plan_id
        WHERE rp.room_type_id = ${roomType.id}::int AND p.hotel_plan_code = 'RO' AND p.hotel_id = ${hotel.id}::int
          AND r.stay_date >= ${spec.stayStart}::date AND r.stay_date < ${spec.stayEnd}::date`.execute(trx);
    }
    for (const job of lotteryJobs(event)) {
      await trx
        .insertInto('jobs')
        .values({ kind: job.kind, payload: json(job.payload), run_at: job.runAt })
        .execute();
    }
  });
}

/**
 * Sakura Hotel Ginza sells the river-view rooms of a fireworks weekend by lottery: entries for two
 * months ahead close in a month, the draw comes two days later, and winners have a week to book.
 */
export async function seedLotteries(db: Db, start: string): Promise<void> {
  if (await db.selectFrom('lottery_events').select('id').where('id', '=', DEMO_LOTTERY_EVENT_ID).executeTakeFirst()) return;
  const stayStart = addDays(start, 60);
  await insertLotteryEvent(db, {
    id: DEMO_LOTTERY_EVENT_ID,
    hotelCode: 'sakura-ginza',
    name: inEveryLanguage({ en: 'Sumida River Fireworks weekend', ja: '隅田川花火大会 宿泊抽選' }),
    notification: inEveryLanguage({
      en: 'Rooms facing the river on the fireworks weekend are sold by lottery only. One entry per member; winners are told by mail and book within a week.',
      ja: '花火大会の週末はリバービューのお部屋を抽選でのみ販売します。応募はお一人様1回まで。当選者にはメールでお知らせし、1週間以内にご予約いただきます。',
    }),
    stayStart,
    stayEnd: addDays(stayStart, 2),
    minNights: 1,
    maxNights: 2,
    entryDeadline: tokyoNoon(addDays(start, 30)),
    resultsAt: tokyoNoon(addDays(start, 32)),
    reservationDeadline: tokyoNoon(addDays(start, 39)),
    plan: {
      code: 'FIREWORKS',
      name: inEveryLanguage({ en: 'Fireworks night with river-view dinner', ja: '花火鑑賞プラン(リバービュー夕食付)' }),
      description: inEveryLanguage({
        en: 'A room facing the Sumida River, dinner served in the room, and the best seat for the fireworks.',
        ja: '隅田川に面したお部屋で、お部屋食の夕食とともに花火をお楽しみいただけます。',
      }),
      paymentMethods: ['on_site', 'credit_card'],
    },
    roomTypeCodes: ['JPN-WAS', 'DLX-KNG'],
  });
}
