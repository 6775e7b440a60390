import { sql } from 'kysely';
import type { Db } from '../../db/connect';

const eventColumns = [
  'id',
  'name_translations',
  'stay_start',
  'stay_end',
  'min_nights',
  'max_nights',
  'entry_deadline',
  'results_at',
  'reservation_deadline',
  'drawn_at',
] as const;

/** The console's reads of a hotel's room lotteries: events, what each offers, and its entries. */
export function consoleLotteriesRepository(db: Db) {
  return {
    /** The hotel's events, the latest stay first. */
    events(hotelId: number) {
      return db
        .selectFrom('lottery_events')
        .select(eventColumns)
        .where('hotel_id', '=', hotelId)
        .orderBy('stay_start', 'desc')
        .orderBy('id')
        .execute();
    },

    /** One of the hotel's events; another hotel's is not found. */
    event(hotelId: number, id: string) {
      return db.selectFrom('lottery_events').select(eventColumns).where('hotel_id', '=', hotelId).where('id', '=', id).executeTakeFirst();
    },

    /** How many entries each event has, by what they store and the booking a winner made. */
    entryTallies(eventIds: string[]) {
      if (eventIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('lottery_entries as e')
        .leftJoin('reservations as r', 'r.id', 'e.reservation_id')
        .select([
          'e.event_id',
          'e.status',
          'r.status as reservation_status',
          'r.cancellation_reason as reservation_cancellation_reason',
          sql<number>`count(*)::int`.as('count'),
        ])
        .where('e.event_id', 'in', eventIds)
        .groupBy(['e.event_id', 'e.status', 'r.status', 'r.cancellation_reason'])
        .execute();
    },

    /** The room types each event's plan sells, in the hotel's order. */
    roomTypesOffered(eventIds: string[]) {
      if (eventIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('plans as p')
        .innerJoin('room_plans as rp', 'rp.plan_id', 'p.id')
        .innerJoin('room_types as rt', 'rt.id', 'rp.room_type_id')
        .select(['p.lottery_event_id as event_id', 'rt.id', 'rt.code', 'rt.name', 'rt.name_translations'])
        .where('p.lottery_event_id', 'in', eventIds)
        .orderBy('rt.sort_order')
        .orderBy('rt.id')
        .execute();
    },

    /** Rooms free per room type and night (none on a stop-sell night), from `from` to `to` inclusive. */
    freeRooms(roomTypeIds: number[], from: string, to: string) {
      if (roomTypeIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('inventory')
        .select([
          'room_type_id',
          sql<string>`stay_date::text`.as('stay_date'),
          sql<number>`CASE WHEN stop_sell THEN 0 ELSE greatest(total - sold, 0) END::int`.as('free'),
        ])
        .where('room_type_id', 'in', roomTypeIds)
        .where('stay_date', '>=', from)
        .where('stay_date', '<=', to)
        .execute();
    },

    /** A page of an event's entries: winners first, then those waiting, the rest after; in the order they came. */
    async entries(eventId: string, page: { limit: number; offset: number }) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('lottery_entries as e')
          .innerJoin('room_plans as rp', 'rp.id', 'e.room_plan_id')
          .innerJoin('room_types as rt', 'rt.id', 'rp.room_type_id')
          .leftJoin('reservations as r', 'r.id', 'e.reservation_id')
          .select([
            'e.entry_number',
            'e.status',
            'e.first_name',
            'e.last_name',
            'e.first_name_kana',
            'e.last_name_kana',
            'e.adults',
            'e.checkin_date',
            'e.checkout_date',
            'e.created_at',
            'rt.code as room_type_code',
            'rt.name as room_type_name',
            'rt.name_translations as room_type_names',
            'r.reservation_number',
            'r.status as reservation_status',
            'r.cancellation_reason as reservation_cancellation_reason',
          ])
          .where('e.event_id', '=', eventId)
          .orderBy(sql`CASE e.status WHEN 'winner' THEN 0 WHEN 'registered' THEN 1 WHEN 'not_winner' THEN 2 ELSE 3 END`)
          .orderBy('e.created_at')
          .orderBy('e.id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        db
          .selectFrom('lottery_entries')
          .select(sql<number>`count(*)::int`.as('total'))
          .where('event_id', '=', eventId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.total };
    },
  };
}
export type ConsoleLotteryEventRow = Awaited<ReturnType<ReturnType<typeof consoleLotteriesRepository>['events']>>[number];
