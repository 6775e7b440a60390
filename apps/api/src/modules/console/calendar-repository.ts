import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** The rates & stock calendar's reads and writes (room types, room plans, inventory, room rates). */
export function calendarRepository(db: Db) {
  return {
    roomTypes(hotelId: number) {
      return db
        .selectFrom('room_types')
        .select(['id', 'code', 'name', 'name_translations', 'max_adults'])
        .where('hotel_id', '=', hotelId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    /** Room plans sold in search (a lottery's plans are the draw's). */
    roomPlans(roomTypeIds: number[]) {
      if (roomTypeIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('room_plans as rp')
        .innerJoin('plans as p', 'p.id', 'rp.plan_id')
        .select(['rp.id', 'rp.room_type_id', 'rp.room_plan_code', 'p.name', 'p.name_translations'])
        .where('rp.room_type_id', 'in', roomTypeIds)
        .where('p.lottery_event_id', 'is', null)
        .orderBy('p.sort_order')
        .orderBy('rp.id')
        .execute();
    },

    inventory(roomTypeIds: number[], from: string, to: string) {
      if (roomTypeIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('inventory')
        .select(['room_type_id', sql<string>`stay_date::text`.as('stay_date'), 'total', 'sold', 'stop_sell', 'min_stay'])
        .where('room_type_id', 'in', roomTypeIds)
        .where('stay_date', '>=', from)
        .where('stay_date', '<=', to)
        .execute();
    },

    rates(roomPlans: Array<{ id: number; adults: number }>, from: string, to: string) {
      if (roomPlans.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('room_rates')
        .select(['room_plan_id', 'adults', sql<string>`stay_date::text`.as('stay_date'), 'amount'])
        .where((eb) => eb.or(roomPlans.map((rp) => eb.and([eb('room_plan_id', '=', rp.id), eb('adults', '=', rp.adults)]))))
        .where('stay_date', '>=', from)
        .where('stay_date', '<=', to)
        .execute();
    },

    /** Locks a room type's nights in date order, the order bookings lock them in, and reads them. */
    lockNights(trx: Db, roomTypeId: number, dates: string[]) {
      return trx
        .selectFrom('inventory')
        .select([sql<string>`stay_date::text`.as('stay_date'), 'total', 'sold', 'stop_sell', 'min_stay'])
        .where('room_type_id', '=', roomTypeId)
        .where('stay_date', 'in', dates)
        .orderBy('stay_date')
        .forUpdate()
        .execute();
    },

    /** Sets what is given on the nights; a total never goes below what is sold (answers the rows changed). */
    async updateNights(trx: Db, roomTypeId: number, dates: string[], values: { total?: number; stop_sell?: boolean; min_stay?: number }) {
      let query = trx.updateTable('inventory').set(values).where('room_type_id', '=', roomTypeId).where('stay_date', 'in', dates);
      if (values.total !== undefined) query = query.where('sold', '<=', values.total);
      return Number((await query.executeTakeFirst()).numUpdatedRows);
    },

    /** Stock rows for nights that had none (a total given where the hotel sold nothing yet). */
    async insertNights(trx: Db, roomTypeId: number, dates: string[], values: { total: number; stop_sell?: boolean; min_stay?: number }) {
      if (dates.length === 0) return;
      await trx
        .insertInto('inventory')
        .values(dates.map((stay_date) => ({ room_type_id: roomTypeId, stay_date, ...values })))
        .execute();
    },

    ratesOn(trx: Db, roomPlanId: number, adults: number, dates: string[]) {
      return trx
        .selectFrom('room_rates')
        .select([sql<string>`stay_date::text`.as('stay_date'), 'amount'])
        .where('room_plan_id', '=', roomPlanId)
        .where('adults', '=', adults)
        .where('stay_date', 'in', dates)
        .orderBy('stay_date')
        .execute();
    },

    async setRates(trx: Db, roomPlanId: number, adults: number, dates: string[], amount: number) {
      await trx
        .insertInto('room_rates')
        .values(dates.map((stay_date) => ({ room_plan_id: roomPlanId, stay_date, adults, amount })))
        .onConflict((oc) => oc.columns(['room_plan_id', 'stay_date', 'adults']).doUpdateSet({ amount }))
        .execute();
    },
  };
}
