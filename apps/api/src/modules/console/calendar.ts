import { addDays, nightsBetween, todayInTimeZone } from '@yado/domain/dates';
import { CALENDAR_MAX_DAYS, canEditRatesAndStock, isoWeekday, type BulkEdit } from '@yado/domain/console';
import type { Locale } from '@yado/domain/locales';
import type { Calendar } from '@yado/domain/wire/console';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { InventoryService } from '../inventory/service';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { calendarRepository } from './calendar-repository';
import { consoleRepository } from './repository';

const localName = (row: { name: string; name_translations: Record<string, string> }, locale: Locale) =>
  row.name_translations[locale] ?? row.name;

/** The days of a range, both ends included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The rates & stock calendar (ADR 0052): what a hotel sells per room type and night, read by
 * anyone working there and set in bulk by its owners and managers. An edit locks the nights it
 * touches in the order bookings do, never sets a total below what is sold, and writes the audit
 * log in the same transaction; search sees it as soon as it commits.
 */
export function consoleCalendar(db: Db, accounts: ConsoleAccounts, inventory: InventoryService) {
  const repository = calendarRepository(db);
  const audit = consoleRepository(db);

  const { hotelFor } = accounts;

  /** A range from the hotel's today up to a year ahead, the end not before the start. */
  function checkRange(timeZone: string, from: string, to: string) {
    const today = todayInTimeZone(timeZone);
    if (from < today || to < from || nightsBetween(today, to) > CALENDAR_MAX_DAYS) throw new AppError('calendar_range');
  }

  return {
    hotelFor,

    async calendar(
      user: ConsoleUser,
      code: string,
      range: { from: string; to: string; adults: number },
      locale: Locale,
    ): Promise<Calendar> {
      const hotel = await hotelFor(user, code);
      checkRange(hotel.time_zone, range.from, range.to);
      const days = daysOf(range.from, range.to);
      const roomTypes = await repository.roomTypes(hotel.id);
      const ids = roomTypes.map((rt) => rt.id);
      const roomPlans = await repository.roomPlans(ids);
      const adultsOf = new Map(roomTypes.map((rt) => [rt.id, Math.min(range.adults, rt.max_adults)]));
      const [stock, rates] = await Promise.all([
        repository.inventory(ids, range.from, range.to),
        repository.rates(
          roomPlans.map((rp) => ({ id: rp.id, adults: adultsOf.get(rp.room_type_id) ?? 1 })),
          range.from,
          range.to,
        ),
      ]);
      const stockAt = new Map(stock.map((row) => [`${row.room_type_id}/${row.stay_date}`, row]));
      const rateAt = new Map(rates.map((row) => [`${row.room_plan_id}/${row.stay_date}`, row.amount]));
      return {
        hotel: { code: hotel.code, name: localName(hotel, locale), currency: hotel.currency },
        from: range.from,
        to: range.to,
        adults: range.adults,
        can_edit: canEditRatesAndStock(user.role),
        room_types: roomTypes.map((rt) => ({
          id: rt.id,
          code: rt.code,
          name: localName(rt, locale),
          max_adults: rt.max_adults,
          rate_adults: adultsOf.get(rt.id) ?? 1,
          days: days.map((date) => {
            const row = stockAt.get(`${rt.id}/${date}`);
            return {
              date,
              total: row?.total ?? null,
              sold: row?.sold ?? null,
              stop_sell: row?.stop_sell ?? false,
              min_stay: row?.min_stay ?? 1,
            };
          }),
          plans: roomPlans
            .filter((rp) => rp.room_type_id === rt.id)
            .map((rp) => ({
              id: rp.id,
              code: rp.room_plan_code,
              name: localName(rp, locale),
              rates: days.map((date) => rateAt.get(`${rp.id}/${date}`) ?? null),
            })),
        })),
      };
    },

    /** A bulk edit of one room type: answers the nights it changed. */
    async bulkEdit(user: ConsoleUser, code: string, edit: BulkEdit): Promise<{ nights: number }> {
      const hotel = await hotelFor(user, code);
      if (!canEditRatesAndStock(user.role)) throw new AppError('console_forbidden');
      checkRange(hotel.time_zone, edit.from, edit.to);
      const roomType = (await repository.roomTypes(hotel.id)).find((rt) => rt.id === edit.room_type_id);
      if (!roomType) throw new AppError('not_found');
      if (edit.rate && !(await repository.roomPlans([roomType.id])).some((rp) => rp.id === edit.rate?.room_plan_id)) {
        throw new AppError('not_found');
      }
      const weekdays = new Set(edit.weekdays);
      const dates = daysOf(edit.from, edit.to).filter((date) => weekdays.has(isoWeekday(date)));
      if (dates.length === 0) return { nights: 0 };
      const { total, stop_sell, min_stay, rate } = edit;
      const stockValues = {
        ...(total !== undefined ? { total } : {}),
        ...(stop_sell !== undefined ? { stop_sell } : {}),
        ...(min_stay !== undefined ? { min_stay } : {}),
      };

      await inTransaction(db, async (trx) => {
        const before = await repository.lockNights(trx, roomType.id, dates);
        const oversold = total === undefined ? undefined : before.find((night) => night.sold > total);
        if (oversold) throw new AppError('stock_below_sold', { date: oversold.stay_date, sold: oversold.sold });
        const ratesBefore = rate ? await repository.ratesOn(trx, rate.room_plan_id, rate.adults, dates) : [];
        if (Object.keys(stockValues).length > 0) {
          // The nights are locked: a booking cannot sell one between the check above and this update.
          if ((await repository.updateNights(trx, roomType.id, dates, stockValues)) !== before.length) {
            throw new AppError('stock_below_sold', { date: edit.from, sold: total ?? 0 });
          }
          const known = new Set(before.map((night) => night.stay_date));
          if (total !== undefined)
            await repository.insertNights(
              trx,
              roomType.id,
              dates.filter((d) => !known.has(d)),
              { total, stop_sell, min_stay },
            );
        }
        if (rate) await repository.setRates(trx, rate.room_plan_id, rate.adults, dates, rate.amount);
        await audit.audit(trx, {
          staff_user_id: user.id,
          hotel_id: hotel.id,
          action: 'calendar.bulk_edit',
          before: { room_type: roomType.code, nights: before, rates: ratesBefore },
          after: {
            room_type: roomType.code,
            from: edit.from,
            to: edit.to,
            weekdays: edit.weekdays,
            dates: dates.length,
            ...stockValues,
            ...(rate ? { rate } : {}),
          },
        });
        inventory.setInConsole(trx, { roomTypeIds: [roomType.id], roomPlanIds: rate ? [rate.room_plan_id] : [], dates });
      });
      return { nights: dates.length };
    },

    async auditLog(user: ConsoleUser, code: string) {
      const hotel = await hotelFor(user, code);
      const rows = await accounts.auditOf(hotel.id, 200);
      return rows.map((row) => ({
        id: String(row.id),
        at: new Date(row.created_at).toISOString(),
        who: `${row.name} <${row.email}>`,
        action: row.action,
        hotel_code: row.hotel_code,
        before: row.before,
        after: row.after,
      }));
    },
  };
}
export type ConsoleCalendar = ReturnType<typeof consoleCalendar>;
