import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { PlansTable, RoomTypesTable } from '../../db/schema';

const roomTypeColumns = [
  'id',
  'code',
  'name_translations',
  'description_translations',
  'beds',
  'sleeps',
  'max_adults',
  'size_sqm',
  'size_tatami',
  'bath',
  'shower',
  'toilet',
  'smoking',
  'wifi',
  'sort_order',
  'images',
] as const;

const planColumns = [
  'p.id',
  'p.hotel_plan_code',
  'p.name_translations',
  'p.description_translations',
  'p.meals',
  'p.payment_methods',
  'p.deposit_percentage',
  'c.code as cancellation_policy_code',
  'p.members_only',
  'p.secret_code',
  'p.sale_start_date',
  'p.sale_end_date',
  'p.languages',
  'p.minimum_nights',
  'p.sort_order',
] as const;

/** The console's catalogue: a hotel's room types, its plans (those a lottery does not sell) and which room types each sells. */
export function catalogueRepository(db: Db) {
  const plans = (trx: Db, hotelId: number) =>
    trx
      .selectFrom('plans as p')
      .innerJoin('cancellation_policies as c', 'c.id', 'p.cancellation_policy_id')
      .select(planColumns)
      .where('p.hotel_id', '=', hotelId)
      .where('p.lottery_event_id', 'is', null);

  return {
    async hotelLocale(hotelId: number) {
      return (await db.selectFrom('hotels').select('locale').where('id', '=', hotelId).executeTakeFirstOrThrow()).locale;
    },

    /** Inside a transaction, read with its `trx`: an embedded database has one connection, which the transaction holds. */
    roomTypes(trx: Db, hotelId: number) {
      return trx
        .selectFrom('room_types')
        .select(roomTypeColumns)
        .where('hotel_id', '=', hotelId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    /** One room type, locked until the transaction ends (so two edits never both start from the same before). */
    lockRoomType(trx: Db, hotelId: number, code: string) {
      return trx
        .selectFrom('room_types')
        .select(roomTypeColumns)
        .where('hotel_id', '=', hotelId)
        .where('code', '=', code)
        .forUpdate()
        .executeTakeFirst();
    },

    async insertRoomType(trx: Db, values: Insertable<RoomTypesTable>) {
      return (await trx.insertInto('room_types').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    async updateRoomType(trx: Db, id: number, values: Updateable<RoomTypesTable>) {
      await trx.updateTable('room_types').set(values).where('id', '=', id).execute();
    },

    /** A room type's photos, locked until the transaction ends. */
    lockRoomTypeImages(trx: Db, hotelId: number, code: string) {
      return trx
        .selectFrom('room_types')
        .select(['id', 'images'])
        .where('hotel_id', '=', hotelId)
        .where('code', '=', code)
        .forUpdate()
        .executeTakeFirst();
    },

    async setRoomTypeImages(trx: Db, id: number, images: string) {
      await trx.updateTable('room_types').set({ images }).where('id', '=', id).execute();
    },

    plans(trx: Db, hotelId: number) {
      return plans(trx, hotelId).orderBy('p.sort_order').orderBy('p.id').execute();
    },

    lockPlan(trx: Db, hotelId: number, code: string) {
      return plans(trx, hotelId).where('p.hotel_plan_code', '=', code).forUpdate('p').executeTakeFirst();
    },

    /** Whether the hotel has a plan with the code, a lottery's included (codes are unique per hotel). */
    async planCodeTaken(trx: Db, hotelId: number, code: string) {
      return !!(await trx
        .selectFrom('plans')
        .select('id')
        .where('hotel_id', '=', hotelId)
        .where('hotel_plan_code', '=', code)
        .executeTakeFirst());
    },

    async insertPlan(trx: Db, values: Insertable<PlansTable>) {
      return (await trx.insertInto('plans').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    async updatePlan(trx: Db, id: number, values: Updateable<PlansTable>) {
      await trx.updateTable('plans').set(values).where('id', '=', id).execute();
    },

    policies(trx: Db, hotelId: number) {
      return trx.selectFrom('cancellation_policies').select(['id', 'code', 'name']).where('hotel_id', '=', hotelId).orderBy('id').execute();
    },

    /** The room types each of the hotel's plans sells, by plan id. */
    roomPlans(trx: Db, hotelId: number) {
      return trx
        .selectFrom('room_plans as rp')
        .innerJoin('room_types as rt', 'rt.id', 'rp.room_type_id')
        .select(['rp.id', 'rp.plan_id', 'rp.room_type_id', 'rt.code as room_type_code'])
        .where('rt.hotel_id', '=', hotelId)
        .orderBy('rt.sort_order')
        .orderBy('rt.id')
        .execute();
    },

    async insertRoomPlans(trx: Db, rows: Array<{ plan_id: number; room_type_id: number; room_plan_code: string }>) {
      if (rows.length > 0) await trx.insertInto('room_plans').values(rows).execute();
    },

    /** Of the room plans given, those a reservation or a lottery entry holds (they cannot go). */
    async roomPlansHeld(trx: Db, ids: number[]) {
      if (ids.length === 0) return [];
      const booked = await trx.selectFrom('reservation_rooms').select('room_plan_id').distinct().where('room_plan_id', 'in', ids).execute();
      const entered = await trx.selectFrom('lottery_entries').select('room_plan_id').distinct().where('room_plan_id', 'in', ids).execute();
      return [...new Set([...booked, ...entered].map((row) => row.room_plan_id))];
    },

    /** Whether a reservation not cancelled holds one of the plan's rooms on a stay that has not ended by the day given. */
    async planHasUpcomingReservations(trx: Db, planId: number, today: string) {
      return !!(await trx
        .selectFrom('reservation_rooms as rr')
        .innerJoin('room_plans as rp', 'rp.id', 'rr.room_plan_id')
        .innerJoin('reservations as r', 'r.id', 'rr.reservation_id')
        .select('r.id')
        .where('rp.plan_id', '=', planId)
        .where('r.status', '!=', 'cancelled')
        .where('r.checkout_date', '>=', today)
        .limit(1)
        .executeTakeFirst());
    },

    /** Takes room plans off sale for good, with their rates and plan sales (none of them booked). */
    async deleteRoomPlans(trx: Db, ids: number[]) {
      if (ids.length === 0) return;
      await trx.deleteFrom('room_rates').where('room_plan_id', 'in', ids).execute();
      await trx.deleteFrom('room_plan_sales').where('room_plan_id', 'in', ids).execute();
      await trx.deleteFrom('room_plans').where('id', 'in', ids).execute();
    },
  };
}
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
