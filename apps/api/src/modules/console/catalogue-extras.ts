import { canEditRatesAndStock } from '@yado/domain/console';
import { todayInTimeZone } from '@yado/domain/dates';
import type { Locale } from '@yado/domain/locales';
import {
  bookedExtraProblems,
  extraProblems,
  saleDates,
  type ExtraChange,
  type ExtraCreate,
  type ExtraDraft,
} from '@yado/domain/extras-editing';
import type { ConsoleExtra } from '@yado/domain/wire/console-catalogue';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { baseName, catalogueAccess, codeTakenOnRace, refuse } from './catalogue-access';
import { catalogueExtrasRepository } from './catalogue-extras-repository';
import { planChoices } from './catalogue-plan-choices';

type ExtraRow = Awaited<ReturnType<ReturnType<typeof catalogueExtrasRepository>['extras']>>[number];
type InventoryRow = Awaited<ReturnType<ReturnType<typeof catalogueExtrasRepository>['inventoryFrom']>>[number];

/** An extra as the console shows it: its dates from today summed up as a sale (the first date's price and stock). */
function presentExtra(row: ExtraRow, dates: InventoryRow[], booked: boolean): ConsoleExtra {
  const first = dates[0];
  const last = dates[dates.length - 1];
  return {
    code: row.code,
    names: row.name_translations,
    descriptions: row.description_translations,
    extra_type: row.extra_type,
    unit: row.unit,
    min_quantity: row.min_quantity,
    max_quantity: row.max_quantity,
    order_deadline_hours: row.order_deadline_hours,
    delivery_times: row.delivery_times,
    sort_order: row.position,
    on_sale: row.is_active,
    plan_codes: row.hotel_plan_codes,
    sale: first && last ? { from: first.stock_date, to: last.stock_date, price: first.price, stock: first.total } : null,
    booked,
  };
}

const extraValues = (extra: ExtraDraft, hotelLocale: Parameters<typeof baseName>[1], code: string) => ({
  name: baseName(extra.names, hotelLocale, code),
  name_translations: JSON.stringify(extra.names),
  description_translations: JSON.stringify(extra.descriptions),
  extra_type: extra.extra_type,
  unit: extra.unit,
  min_quantity: extra.min_quantity,
  max_quantity: extra.max_quantity,
  order_deadline_hours: extra.order_deadline_hours,
  delivery_times: JSON.stringify(extra.delivery_times),
  position: extra.sort_order,
  is_active: extra.on_sale,
  hotel_plan_codes: extra.plan_codes,
});

const extraCodeTaken = (code: string) => new AppError('extra_code_taken', { code }, [{ field: 'code', message: 'validation.code_taken' }]);

/**
 * The hotel's extras in the console (§3): listed for anyone working there, created and changed by
 * its owners and managers, each change audited. What guests booked stays as they booked it: the
 * extra's kind and unit while it has upcoming bookings, and a sold date's price and sold stock.
 * An extra may be limited to some of the hotel's plans (ADR 0072); none chosen is every plan.
 * The widget reads extras afresh on each request, so its next booking step shows the change.
 */
export function consoleExtras(db: Db, accounts: ConsoleAccounts, hotels: HotelsService) {
  const repository = catalogueExtrasRepository();
  const { hotelOf, record } = catalogueAccess(db, accounts, hotels);

  async function present(trx: Db, row: ExtraRow, today: string) {
    const dates = await repository.inventoryFrom(trx, [row.id], today);
    return presentExtra(row, dates, await repository.bookedFrom(trx, row.id, today));
  }

  return {
    async list(user: ConsoleUser, code: string, locale: Locale) {
      const hotel = await hotelOf(user, code, false);
      const today = todayInTimeZone(hotel.time_zone);
      const rows = await repository.extras(db, hotel.id);
      const extras = [];
      for (const row of rows) extras.push(await present(db, row, today));
      const plans = await planChoices.list(db, hotel.id, locale);
      return { hotel_locale: hotel.locale, can_edit: canEditRatesAndStock(user.role), extras, plans };
    },

    async create(user: ConsoleUser, code: string, input: ExtraCreate): Promise<ConsoleExtra> {
      const hotel = await hotelOf(user, code, true);
      const today = todayInTimeZone(hotel.time_zone);
      refuse(extraProblems(input, hotel.locale, today));
      return inTransaction(db, async (trx) => {
        if (await repository.codeTaken(trx, hotel.id, input.code)) throw extraCodeTaken(input.code);
        await planChoices.refuseUnknown(trx, hotel.id, 'plan_codes', input.plan_codes);
        const id = await repository.insertExtra(trx, {
          hotel_id: hotel.id,
          code: input.code,
          ...extraValues(input, hotel.locale, input.code),
        });
        await repository.setInventory(trx, id, saleDates(input.sale), input.sale.price, input.sale.stock);
        const created = await present(trx, (await repository.lockExtra(trx, hotel.id, input.code))!, today);
        await record(trx, user, hotel, 'catalogue.extra_created', null, created);
        return created;
      }).catch(codeTakenOnRace(extraCodeTaken(input.code)));
    },

    async change(user: ConsoleUser, code: string, extraCode: string, change: ExtraChange): Promise<ConsoleExtra> {
      const hotel = await hotelOf(user, code, true);
      const today = todayInTimeZone(hotel.time_zone);
      return inTransaction(db, async (trx) => {
        const row = await repository.lockExtra(trx, hotel.id, extraCode);
        if (!row) throw new AppError('not_found');
        const dates = await repository.inventoryFrom(trx, [row.id], today);
        const before = presentExtra(row, dates, await repository.bookedFrom(trx, row.id, today));
        const { code: _code, sale: _sale, booked: _booked, ...current } = before;
        const next = { ...current, ...change } as ExtraDraft;
        refuse(extraProblems(next, hotel.locale, today));
        if (change.plan_codes) await planChoices.refuseUnknown(trx, hotel.id, 'plan_codes', change.plan_codes);
        const booked = { upcoming: before.booked, dates: dates.map((d) => ({ date: d.stock_date, sold: d.sold, price: d.price })) };
        const problems = bookedExtraProblems(before as ExtraDraft, next, booked);
        if (problems.length > 0) throw new AppError('extra_booked', {}, problems);
        await repository.updateExtra(trx, row.id, extraValues(next, hotel.locale, row.code));
        if (next.sale) await repository.setInventory(trx, row.id, saleDates(next.sale), next.sale.price, next.sale.stock);
        const after = await present(trx, (await repository.lockExtra(trx, hotel.id, extraCode))!, today);
        await record(trx, user, hotel, 'catalogue.extra_changed', before, after);
        return after;
      });
    },
  };
}
export type ConsoleExtras = ReturnType<typeof consoleExtras>;
