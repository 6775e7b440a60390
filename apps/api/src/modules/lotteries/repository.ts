import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { LotteryEntriesTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/violations';

const eventColumns = [
  'lottery_events.id',
  'lottery_events.hotel_id',
  'lottery_events.name_translations',
  'lottery_events.notification_translations',
  'lottery_events.stay_start',
  'lottery_events.stay_end',
  'lottery_events.min_nights',
  'lottery_events.max_nights',
  'lottery_events.entry_deadline',
  'lottery_events.results_at',
  'lottery_events.reservation_deadline',
  'lottery_events.drawn_at',
] as const;

const entryColumns = [
  'lottery_entries.id',
  'lottery_entries.entry_number',
  'lottery_entries.event_id',
  'lottery_entries.user_id',
  'lottery_entries.status',
  'lottery_entries.room_plan_id',
  'lottery_entries.checkin_date',
  'lottery_entries.checkout_date',
  'lottery_entries.adults',
  'lottery_entries.first_name',
  'lottery_entries.last_name',
  'lottery_entries.first_name_kana',
  'lottery_entries.last_name_kana',
  'lottery_entries.email',
  'lottery_entries.phone',
  'lottery_entries.special_request',
  'lottery_entries.locale',
  'lottery_entries.origin',
  'lottery_entries.stock_held',
  'lottery_entries.reservation_id',
  'lottery_entries.created_at',
  'reservations.reservation_number',
  'reservations.status as reservation_status',
  'reservations.cancellation_reason as reservation_cancellation_reason',
] as const;

export type NewLotteryEntry = Insertable<LotteryEntriesTable>;
/** What may change on an entry after it is made; never its number, event or member. */
export type EntryChange = Omit<
  Updateable<LotteryEntriesTable>,
  'id' | 'entry_number' | 'event_id' | 'user_id' | 'created_at' | 'updated_at'
>;

/** Room lottery events, their entries, and the booking a winner made. */
export function lotteriesRepository(db: Db) {
  const entries = (trx: Db) =>
    trx.selectFrom('lottery_entries').leftJoin('reservations', 'reservations.id', 'lottery_entries.reservation_id');
  return {
    findEvent: (trx: Db, id: string) => trx.selectFrom('lottery_events').select(eventColumns).where('id', '=', id).executeTakeFirst(),

    /** The hotel draws early: entries close, and the results are out, now. */
    async closeEntries(id: string, now: Date) {
      await db
        .updateTable('lottery_events')
        .set({
          entry_deadline: sql`least(entry_deadline, ${now})`,
          results_at: sql`least(results_at, ${now})`,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Marks an event drawn once: false when another draw got there first. */
    async markDrawn(trx: Db, id: string, now: Date) {
      const drawn = await trx
        .updateTable('lottery_events')
        .set({ drawn_at: now })
        .where('id', '=', id)
        .where('drawn_at', 'is', null)
        .executeTakeFirst();
      return drawn.numUpdatedRows > 0n;
    },

    /** Stores an entry; false when the member already has one in the running for this event. */
    async insertEntry(entry: NewLotteryEntry) {
      try {
        await db.insertInto('lottery_entries').values(entry).execute();
        return true;
      } catch (error) {
        // The one live entry per member and event is taken.
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** An entry with its winner's booking. */
    findEntry(entryNumber: string) {
      return entries(db).select(entryColumns).where('lottery_entries.entry_number', '=', entryNumber).executeTakeFirst();
    },

    /** An entry with its winner's booking, the entry's row locked until the caller's transaction ends. */
    lockEntry(trx: Db, entryNumber: string) {
      return entries(trx)
        .select(entryColumns)
        .where('lottery_entries.entry_number', '=', entryNumber)
        .forUpdate('lottery_entries')
        .executeTakeFirst();
    },

    /** Changes an entry: its details, its status as the draw and its member move it on, the booking it holds. */
    async changeEntry(trx: Db, id: string, change: EntryChange, now: Date) {
      await trx
        .updateTable('lottery_entries')
        .set({ ...change, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /** Entry numbers still waiting for the draw. */
    async registeredEntryNumbers(eventId: string) {
      const rows = await db
        .selectFrom('lottery_entries')
        .select('entry_number')
        .where('event_id', '=', eventId)
        .where('status', '=', sql.lit('registered'))
        .orderBy('created_at')
        .execute();
      return rows.map((row) => row.entry_number);
    },

    /** Winners with no booking standing (none, or one whose payment failed) when the deadline comes. */
    async unbookedWinnerNumbers(eventId: string) {
      const rows = await entries(db)
        .select('lottery_entries.entry_number')
        .where('lottery_entries.event_id', '=', eventId)
        .where('lottery_entries.status', '=', sql.lit('winner'))
        .where((eb) => eb.or([eb('reservations.id', 'is', null), eb('reservations.status', '=', 'cancelled')]))
        .execute();
      return rows.map((row) => row.entry_number);
    },

    /** A member's entries, newest first, a page at a time, with each event and room. */
    async forUser(userId: number, page: { limit: number; offset: number }) {
      const [rows, count] = await Promise.all([
        entries(db)
          .select(entryColumns)
          .where('lottery_entries.user_id', '=', userId)
          .orderBy('lottery_entries.created_at', 'desc')
          .orderBy('lottery_entries.id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        db
          .selectFrom('lottery_entries')
          .select(sql<number>`count(*)::int`.as('total'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.total };
    },
  };
}
export type LotteryEntryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof lotteriesRepository>['findEntry']>>>;
export type LotteryEventRow = NonNullable<Awaited<ReturnType<ReturnType<typeof lotteriesRepository>['findEvent']>>>;
