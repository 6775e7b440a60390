import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { pickTranslation, type Locale } from '@yado/domain/locales';
import { toBcp47 } from '@yado/domain/money';
import { personName } from '@yado/domain/person-name';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { Catalogue, HotelsService } from '../hotels/service';
import type { InventoryService, StockRequest } from '../inventory/service';
import type { MailService } from '../mail/service';
import { lotteryResultMail } from './mail-texts';
import { lotteriesRepository, type LotteryEntryRow, type LotteryEventRow } from './repository';

/** A uniform random order (Fisher–Yates with the system's secure random numbers): no entry is favoured. */
export function shuffled<T>(items: readonly T[]): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}

function stockOf(catalogue: Catalogue, entry: { room_plan_id: number }): StockRequest[] {
  const roomPlan = catalogue.roomPlans.find((rp) => rp.id === entry.room_plan_id);
  if (!roomPlan) throw new Error(`no room plan ${entry.room_plan_id} for a lottery entry`);
  return [{ roomTypeId: roomPlan.roomType.id, roomPlanId: roomPlan.id, saleLimit: roomPlan.saleLimit, quantity: 1 }];
}

/**
 * The draw and the end of the booking window. Entries are drawn in a random order and each winner's
 * room is taken from stock at once, in its own transaction, so winners never outnumber the rooms
 * and a draw cut short by a restart goes on with the entries still registered.
 */
export function lotteryDraw(db: Db, hotels: HotelsService, inventory: InventoryService, mail: MailService, log: FastifyBaseLogger) {
  const repository = lotteriesRepository(db);

  async function tell(entry: LotteryEntryRow, event: LotteryEventRow, catalogue: Catalogue, won: boolean) {
    const locale = entry.locale as Locale;
    const link = `${entry.origin}/room-lottery/confirmation/${entry.entry_number}?${new URLSearchParams({ code: catalogue.hotel.code, locale })}`;
    const text = lotteryResultMail(locale, won, {
      name: personName(entry, locale),
      event: pickTranslation(event.name_translations, locale, ''),
      hotel: pickTranslation(catalogue.hotel.nameTranslations, locale, catalogue.hotel.name),
      number: entry.entry_number,
      deadline: new Date(event.reservation_deadline).toLocaleString(toBcp47(locale), {
        timeZone: catalogue.hotel.timeZone,
        dateStyle: 'long',
        timeStyle: 'short',
      }),
      link,
    });
    // A mail that fails to leave must not undo the draw: the entry's page says the same.
    await mail.send({ to: entry.email, subject: text.subject, body: text.body, link, locale }).catch((error: unknown) => {
      log.error({ err: error, entry: entry.entry_number }, 'lottery result mail failed');
    });
  }

  /**
   * One entry's turn: its room taken and held for it, or, with none left, not a winner. Answers the
   * entry and whether it won; null when it was no longer registered (drawn or withdrawn meanwhile).
   */
  async function drawEntry(entryNumber: string, catalogue: Catalogue, now: Date) {
    const decide = (won: boolean) =>
      inTransaction(db, async (trx) => {
        const entry = await repository.lockEntry(trx, entryNumber);
        if (entry?.status !== 'registered') return null;
        if (won) await inventory.take(trx, stockOf(catalogue, entry), { checkin: entry.checkin_date, checkout: entry.checkout_date });
        await repository.changeEntry(trx, entry.id, { status: won ? 'winner' : 'not_winner', stock_held: won, drawn_at: now }, now);
        return { entry, won };
      });
    try {
      return await decide(true);
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'sold_out')) throw error;
      return decide(false);
    }
  }

  /** Gives a won room back to stock (declined or expired), inside the caller's transaction. */
  async function releaseHeld(trx: Db, catalogue: Catalogue, entry: { room_plan_id: number; checkin_date: string; checkout_date: string }) {
    await inventory.release(trx, stockOf(catalogue, entry), { checkin: entry.checkin_date, checkout: entry.checkout_date });
  }

  return {
    releaseHeld,

    /**
     * Draws an event's registered entries. `closeEntries` is the hotel's staff drawing before the
     * results date (of their hotel only): entries close now. Returns how many won and lost in this run,
     * and whether this run marked the event drawn (false when another draw of it finished first).
     */
    async draw(eventId: string, now: Date, options: { closeEntries?: boolean; hotelId?: number } = {}) {
      const event = await repository.findEvent(db, eventId);
      if (!event || (options.hotelId !== undefined && event.hotel_id !== options.hotelId)) throw new AppError('lottery_not_found');
      if (now < new Date(event.entry_deadline)) {
        if (!options.closeEntries) throw new AppError('lottery_not_drawable');
        await repository.closeEntries(eventId, now);
      }
      const catalogue = await hotels.getCatalogueById(event.hotel_id);
      const tally = { winners: 0, not_winners: 0 };
      for (const entryNumber of shuffled(await repository.registeredEntryNumbers(eventId))) {
        const drawn = await drawEntry(entryNumber, catalogue, now);
        if (!drawn) continue;
        tally[drawn.won ? 'winners' : 'not_winners']++;
        await tell(drawn.entry, event, catalogue, drawn.won);
      }
      const markedHere = await repository.markDrawn(db, eventId, now);
      return { ...tally, markedHere };
    },

    /** The booking deadline: winners who have not booked lose the room, and it goes back on sale. */
    async closeBookings(eventId: string, now: Date) {
      const event = await repository.findEvent(db, eventId);
      if (!event || now < new Date(event.reservation_deadline)) return;
      const catalogue = await hotels.getCatalogueById(event.hotel_id);
      for (const entryNumber of await repository.unbookedWinnerNumbers(eventId)) {
        await inTransaction(db, async (trx) => {
          const entry = await repository.lockEntry(trx, entryNumber);
          if (entry?.status !== 'winner' || (entry.reservation_status && entry.reservation_status !== 'cancelled')) return;
          if (entry.stock_held) await releaseHeld(trx, catalogue, entry);
          await repository.changeEntry(trx, entry.id, { status: 'winner_expired', stock_held: false }, now);
        });
      }
    },
  };
}
export type LotteryDraw = ReturnType<typeof lotteryDraw>;
