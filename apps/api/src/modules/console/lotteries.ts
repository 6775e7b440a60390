import { canEditRatesAndStock } from '@yado/domain/console';
import { nightsBetween, stayNights } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import { consoleEntryStatus, entriesOpen, lotteryEventState, type StoredEntryStatus } from '@yado/domain/lottery-rules';
import { personName } from '@yado/domain/person-name';
import {
  CONSOLE_LOTTERY_ENTRIES_PER_PAGE,
  type ConsoleLotteryDetail,
  type ConsoleLotteryEvent,
  type LotteryEntryCounts,
} from '@yado/domain/wire/console-lotteries';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { LotteryDraw } from '../lotteries/draw';
import { iso, winnerBooking } from '../lotteries/presenter';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { consoleLotteriesRepository, type ConsoleLotteryEventRow } from './lotteries-repository';
import { consoleRepository } from './repository';

const noEntries = (): LotteryEntryCounts => ({ total: 0, entered: 0, won: 0, lost: 0, booked: 0, cancelled: 0 });

/**
 * The hotel's room lotteries in the console: every role sees the events and their entries; owners
 * and managers draw an event once its entries have closed, through the draw the results date's job
 * and the staff API run (lotteries/draw.ts), so the same rules hold: winners never outnumber the
 * rooms, and a draw cut short goes on with the entries still waiting.
 */
export function consoleLotteries(db: Db, accounts: ConsoleAccounts, draw: LotteryDraw) {
  const repository = consoleLotteriesRepository(db);
  const audit = consoleRepository(db);

  /** Events with their rooms offered (free on every night of the stay window) and their entries counted. */
  async function present(events: ConsoleLotteryEventRow[], locale: string, now: Date): Promise<ConsoleLotteryEvent[]> {
    const ids = events.map((event) => event.id);
    const [tallies, offered] = await Promise.all([repository.entryTallies(ids), repository.roomTypesOffered(ids)]);
    const starts = events.map((event) => event.stay_start).sort();
    const ends = events.map((event) => event.stay_end).sort();
    const free = await repository.freeRooms([...new Set(offered.map((rt) => rt.id))], starts[0] ?? '', ends[ends.length - 1] ?? '');
    const freeOn = new Map(free.map((night) => [`${night.room_type_id}/${night.stay_date}`, night.free]));
    return events.map((event) => {
      const counts = noEntries();
      for (const tally of tallies.filter((t) => t.event_id === event.id)) {
        counts[consoleEntryStatus(tally.status, winnerBooking(tally))] += tally.count;
        counts.total += tally.count;
      }
      const nights = stayNights(event.stay_start, event.stay_end);
      return {
        id: event.id,
        name: pickTranslation(event.name_translations, locale, ''),
        state: lotteryEventState(event, now),
        entries_open: entriesOpen(event, now),
        drawn: event.drawn_at !== null,
        entry_deadline: iso(event.entry_deadline),
        results_at: iso(event.results_at),
        reservation_deadline: iso(event.reservation_deadline),
        drawn_at: event.drawn_at ? iso(event.drawn_at) : null,
        stay_start: event.stay_start,
        stay_end: event.stay_end,
        min_nights: event.min_nights,
        max_nights: event.max_nights,
        rooms: offered
          .filter((rt) => rt.event_id === event.id)
          .map((rt) => ({
            room_type_code: rt.code,
            room_type_name: pickTranslation(rt.name_translations, locale, rt.name),
            // A night with no stock row has no rooms to give.
            rooms_free: Math.min(...nights.map((night) => freeOn.get(`${rt.id}/${night}`) ?? 0)),
          })),
        entries: counts,
      };
    });
  }

  /** The hotel's event with this id; another hotel's (or an unknown id) is LOTTERY_NOT_FOUND. */
  async function found(user: ConsoleUser, code: string, id: string) {
    const hotel = await accounts.hotelFor(user, code);
    const event = await repository.event(hotel.id, id);
    if (!event) throw new AppError('lottery_not_found');
    return { hotel, event };
  }

  async function detail(user: ConsoleUser, code: string, id: string, page: number, locale: string): Promise<ConsoleLotteryDetail> {
    const { event } = await found(user, code, id);
    const perPage = CONSOLE_LOTTERY_ENTRIES_PER_PAGE;
    const now = new Date();
    const [[presented], { rows, total }] = await Promise.all([
      present([event], locale, now),
      repository.entries(event.id, { limit: perPage, offset: (page - 1) * perPage }),
    ]);
    return {
      can_draw: canEditRatesAndStock(user.role),
      lottery_event: presented as ConsoleLotteryEvent,
      entries: rows.map((row) => ({
        entry_number: row.entry_number,
        guest_name: personName(row, locale),
        guest_name_kana:
          row.last_name_kana || row.first_name_kana
            ? personName({ first_name: row.first_name_kana ?? '', last_name: row.last_name_kana ?? '' }, 'ja')
            : null,
        adults: row.adults,
        room_type_code: row.room_type_code,
        room_type_name: pickTranslation(row.room_type_names, locale, row.room_type_name),
        checkin_date: row.checkin_date,
        checkout_date: row.checkout_date,
        nights: nightsBetween(row.checkin_date, row.checkout_date),
        status: consoleEntryStatus(row.status as StoredEntryStatus, winnerBooking(row)),
        reservation_number: row.reservation_number,
        entered_at: iso(row.created_at),
      })),
      meta: { page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) },
    };
  }

  return {
    detail,

    async list(user: ConsoleUser, code: string, locale: string) {
      const hotel = await accounts.hotelFor(user, code);
      return {
        can_draw: canEditRatesAndStock(user.role),
        lottery_events: await present(await repository.events(hotel.id), locale, new Date()),
      };
    },

    /**
     * Draws an event whose entries have closed (owners and managers). Each entry's turn commits on
     * its own inside the draw, so the audit entry cannot share a transaction with it: it is written
     * right after, with the entries counted before and after, also when the draw stops part way.
     */
    async draw(user: ConsoleUser, code: string, id: string, locale: string) {
      const hotel = await accounts.hotelFor(user, code);
      if (!canEditRatesAndStock(user.role)) throw new AppError('console_forbidden');
      const { event } = await found(user, code, id);
      if (event.drawn_at !== null) throw new AppError('lottery_already_drawn');
      const now = new Date();
      // The console never closes entries early: the draw refuses an event still taking them (LOTTERY_NOT_DRAWABLE).
      if (entriesOpen(event, now)) throw new AppError('lottery_not_drawable');
      const counted = async () => (await present([event], 'en', now))[0]?.entries ?? noEntries();
      const before = await counted();
      const record = async (after: object) =>
        audit.audit(db, {
          staff_user_id: user.id,
          hotel_id: hotel.id,
          action: 'lottery.drawn',
          before: { event_id: event.id, entries: before },
          after: { event_id: event.id, entries: await counted(), ...after },
        });
      const { markedHere, ...tally } = await draw.draw(event.id, now, { hotelId: hotel.id }).catch(async (error: unknown) => {
        await record({ stopped: error instanceof AppError ? error.key : 'error' });
        throw error;
      });
      // Two draws started together both pass the check above; the one that drew nothing and found
      // the event already marked drawn by the other did nothing, so it is refused and not audited.
      if (!markedHere && tally.winners + tally.not_winners === 0) throw new AppError('lottery_already_drawn');
      await record(tally);
      return { ...(await detail(user, code, id, 1, locale)), draw: tally };
    },
  };
}
export type ConsoleLotteries = ReturnType<typeof consoleLotteries>;
