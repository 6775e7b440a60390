import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { ExtrasTable } from '../../db/schema';

const extraColumns = [
  'id',
  'code',
  'name_translations',
  'description_translations',
  'extra_type',
  'unit',
  'min_quantity',
  'max_quantity',
  'order_deadline_hours',
  'delivery_times',
  'position',
  'is_active',
  'hotel_plan_codes',
] as const;

/** The console's extras: a hotel's extras with their price and stock per date, and what guests booked of them. */
export function catalogueExtrasRepository() {
  return {
    /** Inside a transaction, read with its `trx`: an embedded database has one connection, which the transaction holds. */
    extras(trx: Db, hotelId: number) {
      return trx.selectFrom('extras').select(extraColumns).where('hotel_id', '=', hotelId).orderBy('position').orderBy('id').execute();
    },

    /** One extra, locked until the transaction ends (so two edits never both start from the same before). */
    lockExtra(trx: Db, hotelId: number, code: string) {
      return trx
        .selectFrom('extras')
        .select(extraColumns)
        .where('hotel_id', '=', hotelId)
        .where('code', '=', code)
        .forUpdate()
        .executeTakeFirst();
    },

    async codeTaken(trx: Db, hotelId: number, code: string) {
      return !!(await trx.selectFrom('extras').select('id').where('hotel_id', '=', hotelId).where('code', '=', code).executeTakeFirst());
    },

    async insertExtra(trx: Db, values: Insertable<ExtrasTable>) {
      return (await trx.insertInto('extras').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    async updateExtra(trx: Db, id: number, values: Updateable<ExtrasTable>) {
      await trx.updateTable('extras').set(values).where('id', '=', id).execute();
    },

    /** The hotel's extras' dates from the day given on: price, stock and sold, by extra and date. */
    inventoryFrom(trx: Db, extraIds: number[], from: string) {
      if (extraIds.length === 0) return Promise.resolve([]);
      return trx
        .selectFrom('extra_inventory')
        .select(['extra_id', 'stock_date', 'price', 'total', 'sold'])
        .where('extra_id', 'in', extraIds)
        .where('stock_date', '>=', from)
        .orderBy('extra_id')
        .orderBy('stock_date')
        .execute();
    },

    /** Sets price and stock on each date given, keeping what is sold there. */
    async setInventory(trx: Db, extraId: number, dates: string[], price: number, total: number) {
      if (dates.length === 0) return;
      await trx
        .insertInto('extra_inventory')
        .values(dates.map((stock_date) => ({ extra_id: extraId, stock_date, price, total })))
        .onConflict((oc) => oc.columns(['extra_id', 'stock_date']).doUpdateSet({ price, total }))
        .execute();
    },

    /** Whether a reservation not cancelled holds the extra on a date from the day given on. */
    async bookedFrom(trx: Db, extraId: number, from: string) {
      return !!(await trx
        .selectFrom('reservation_extras as re')
        .innerJoin('reservations as r', 'r.id', 're.reservation_id')
        .select(sql<number>`1`.as('one'))
        .where('re.extra_id', '=', extraId)
        .where('r.status', '!=', 'cancelled')
        .where('re.stock_date', '>=', from)
        .limit(1)
        .executeTakeFirst());
    },
  };
}
