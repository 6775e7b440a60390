import { sql } from 'kysely';
import type { AlongsideWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';

/** Rooms a night sells: none while it is closed (stop-sell, migration 0041). */
const FREE = sql`(CASE WHEN stop_sell THEN 0 ELSE total - sold END)`;

/**
 * The WITH queries that take a booking's rooms: `locked` locks every night of every room type in
 * (room type, date) order, `taken` takes the rooms where they are free and has a row per night
 * taken. The nights are read only once the statement's WITH query `first` has a row.
 */
function stockTakeQueries(roomTypes: ReadonlyArray<readonly [number, number]>, dates: string[]) {
  return sql`wanted AS (
      SELECT * FROM unnest(${roomTypes.map(([id]) => id)}::int[], ${roomTypes.map(([, quantity]) => quantity)}::int[]) AS w (room_type_id, quantity)
      WHERE EXISTS (SELECT FROM first)
    ), locked AS MATERIALIZED (
      SELECT i.room_type_id, i.stay_date FROM inventory i JOIN wanted w ON w.room_type_id = i.room_type_id
      WHERE i.stay_date = ANY (${dates}::date[])
      ORDER BY i.room_type_id, i.stay_date
      FOR UPDATE OF i
    ), taken AS (
      UPDATE inventory i SET sold = i.sold + w.quantity
      FROM locked l JOIN wanted w ON w.room_type_id = l.room_type_id
      WHERE i.room_type_id = l.room_type_id AND i.stay_date = l.stay_date AND i.sold + w.quantity <= i.total
        -- Closed nights sell nothing; the arrival night may ask for a longer stay (migration 0041).
        AND NOT i.stop_sell AND (i.stay_date <> ${dates[0] ?? null}::date OR i.min_stay <= ${dates.length})
      RETURNING 1
    )`;
}

/**
 * The same take as WITH queries of another module's statement (ADR 0083), which names its gating
 * WITH query `first`: `allTaken` is true once every night of every room type was taken and, for
 * each plan with a sale limit, every night counted within its limit. A plan's nights are counted
 * only once the rooms are taken, so its rows are locked after the rooms', as `take` locks them.
 */
export function stockTakeAlong(
  roomTypes: ReadonlyArray<readonly [number, number]>,
  dates: string[],
  roomPlans: ReadonlyArray<readonly [number, { quantity: number; saleLimit: number }]> = [],
) {
  const rooms = roomTypes.length * dates.length;
  const planQueries = roomPlans.map(
    ([id, { quantity, saleLimit }], i) => sql`, ${sql.ref(`plan_taken_${i}`)} AS (
      INSERT INTO room_plan_sales (room_plan_id, stay_date, sold)
      SELECT ${id}::int, d, ${quantity}::int FROM unnest(${dates}::date[]) AS d
      WHERE (SELECT count(*) FROM taken) = ${rooms}
      ORDER BY d
      ON CONFLICT (room_plan_id, stay_date) DO UPDATE SET sold = room_plan_sales.sold + ${quantity}::int
        WHERE room_plan_sales.sold + ${quantity}::int <= ${saleLimit}::int
      RETURNING 1
    )`,
  );
  const plansCounted = roomPlans.map((_, i) => sql` AND (SELECT count(*) FROM ${sql.ref(`plan_taken_${i}`)}) = ${dates.length}`);
  return {
    queries: sql`${stockTakeQueries(roomTypes, dates)}${sql.join(planQueries, sql``)}`,
    allTaken: sql<boolean>`((SELECT count(*) FROM taken) = ${rooms}${sql.join(plansCounted, sql``)})`,
  };
}
export type StockTakeAlong = ReturnType<typeof stockTakeAlong>;

export function inventoryRepository(db: Db) {
  return {
    /** Nightly amounts per room plan, only for plans priced on every night of the stay. */
    async rateNights(trx: Db, roomPlanIds: number[], checkin: string, checkout: string, adults: number, nights: number) {
      if (roomPlanIds.length === 0) return [];
      return trx
        .selectFrom('room_rates')
        .select(['room_plan_id', sql<number[]>`array_agg(amount ORDER BY stay_date)`.as('amounts')])
        .where('room_plan_id', 'in', roomPlanIds)
        .where('adults', '=', adults)
        .where('stay_date', '>=', checkin)
        .where('stay_date', '<', checkout)
        .groupBy('room_plan_id')
        .having(sql`count(*)`, '=', nights)
        .execute();
    },

    /**
     * In one round trip: rooms left per room type over a stay (its fullest night; room types
     * missing a night are left out), and rooms already sold per sale-limited room plan (its busiest night).
     */
    async stayStock(roomTypeIds: number[], roomPlanIds: number[], checkin: string, checkout: string, nights: number) {
      if (roomTypeIds.length === 0) return [];
      const planSales =
        roomPlanIds.length === 0
          ? sql``
          : sql`UNION ALL
            SELECT 'room_plan' AS kind, room_plan_id AS id, max(sold)::int AS count FROM room_plan_sales
            WHERE room_plan_id IN (${sql.join(roomPlanIds)}) AND stay_date >= ${checkin} AND stay_date < ${checkout}
            GROUP BY room_plan_id`;
      const result = await sql<{ kind: 'room_type' | 'room_plan'; id: number; count: number }>`
        SELECT 'room_type' AS kind, room_type_id AS id, min(${FREE})::int AS count FROM inventory
        WHERE room_type_id IN (${sql.join(roomTypeIds)}) AND stay_date >= ${checkin} AND stay_date < ${checkout}
        GROUP BY room_type_id
        HAVING count(*) = ${nights} AND max(CASE WHEN stay_date = ${checkin} THEN min_stay ELSE 1 END) <= ${nights}
        ${planSales}`.execute(db);
      return result.rows;
    },

    /**
     * Per room type, adults count and night: the lowest rate among room plans, each counted only
     * on the nights of its own sale window.
     */
    async lowestRatesByRoomType(plans: Array<{ id: number; from: string; to: string }>) {
      if (plans.length === 0) return [];
      const result = await sql<{ room_type_id: number; adults: number; stay_date: string; lowest: number }>`
        SELECT rp.room_type_id, r.adults, r.stay_date::text AS stay_date, min(r.amount)::int AS lowest
        FROM jsonb_to_recordset(${JSON.stringify(plans)}::jsonb) AS w(id int, "from" date, "to" date)
        JOIN room_rates r ON r.room_plan_id = w.id AND r.stay_date BETWEEN w."from" AND w."to"
        JOIN room_plans rp ON rp.id = r.room_plan_id
        GROUP BY rp.room_type_id, r.adults, r.stay_date`.execute(db);
      return result.rows;
    },

    /** Per room plan: its lowest one-night rate over a window, on nights its room type has enough rooms free. */
    async lowestRatePerRoomPlan(roomPlanIds: number[], start: string, end: string, adults: number, rooms: number) {
      if (roomPlanIds.length === 0) return [];
      return db
        .selectFrom('room_rates as r')
        .innerJoin('room_plans as rp', 'rp.id', 'r.room_plan_id')
        .innerJoin('inventory as i', (join) =>
          join.onRef('i.room_type_id', '=', 'rp.room_type_id').onRef('i.stay_date', '=', 'r.stay_date'),
        )
        .select(['r.room_plan_id', sql<number>`min(r.amount)::int`.as('lowest')])
        .where('r.room_plan_id', 'in', roomPlanIds)
        .where('r.adults', '=', adults)
        .where('r.stay_date', '>=', start)
        .where('r.stay_date', '<=', end)
        .where(sql<boolean>`i.total - i.sold >= ${rooms} AND NOT i.stop_sell`)
        .groupBy('r.room_plan_id')
        .execute();
    },

    /**
     * Every rate of the room plans over a window, a row per room plan and adults count: `rates`
     * lists "day:amount" pairs, day counted from the window's start. Tens of thousands of rates come
     * back as a few hundred strings, which costs the server a fraction of reading them as rows.
     */
    async ratesInWindow(roomPlanIds: number[], start: string, end: string) {
      if (roomPlanIds.length === 0) return [];
      return db
        .selectFrom('room_rates')
        .select(['room_plan_id', 'adults', sql<string>`string_agg((stay_date - ${start}::date)::int || ':' || amount, ',')`.as('rates')])
        .where('room_plan_id', 'in', roomPlanIds)
        .where('stay_date', '>=', start)
        .where('stay_date', '<=', end)
        .groupBy(['room_plan_id', 'adults'])
        .execute();
    },

    /**
     * Rooms free and minimum stays above one night per room type over a window, in one read (a stock
     * change moves both): "day:free" and "day:nights" pairs counted from `start`, a row per room type.
     */
    async stockInWindow(roomTypeIds: number[], start: string, end: string) {
      if (roomTypeIds.length === 0) return [];
      const day = sql`(stay_date - ${start}::date)::int`;
      return db
        .selectFrom('inventory')
        .select([
          'room_type_id as id',
          sql<string>`string_agg(${day} || ':' || ${FREE}, ',')`.as('free'),
          sql<string>`coalesce(string_agg(${day} || ':' || min_stay, ',') FILTER (WHERE min_stay > 1), '')`.as('minStay'),
        ])
        .where('room_type_id', 'in', roomTypeIds)
        .where('stay_date', '>=', start)
        .where('stay_date', '<=', end)
        .groupBy('room_type_id')
        .execute();
    },

    /** Rooms sold per room plan over a window, as "day:sold" pairs counted from `start` (a row per room plan that sold any). */
    async planSoldInWindow(roomPlanIds: number[], start: string, end: string) {
      if (roomPlanIds.length === 0) return [];
      return db
        .selectFrom('room_plan_sales')
        .select(['room_plan_id as id', sql<string>`string_agg((stay_date - ${start}::date)::int || ':' || sold, ',')`.as('pairs')])
        .where('room_plan_id', 'in', roomPlanIds)
        .where('stay_date', '>=', start)
        .where('stay_date', '<=', end)
        .groupBy('room_plan_id')
        .execute();
    },

    /** Rooms free per room type and night over a window. */
    async freeRooms(roomTypeIds: number[], start: string, end: string) {
      if (roomTypeIds.length === 0) return [];
      return db
        .selectFrom('inventory')
        .select(['room_type_id', sql<string>`stay_date::text`.as('stay_date'), sql<number>`(total - sold)::int`.as('free')])
        .where('room_type_id', 'in', roomTypeIds)
        .where('stay_date', '>=', start)
        .where('stay_date', '<=', end)
        .execute();
    },

    /** Locks a room type's nights in date order, so concurrent bookings never wait on each other in a cycle. */
    async lockNights(trx: Db, roomTypeId: number, dates: string[]) {
      return trx
        .selectFrom('inventory')
        .select(['stay_date'])
        .where('room_type_id', '=', roomTypeId)
        .where('stay_date', 'in', dates)
        .orderBy('stay_date')
        .forUpdate()
        .execute();
    },

    /**
     * Sends a booking's take (stockTakeAlong) as a statement of its own: `first` is a write sent
     * in the same statement and done before any night is locked (the nights are read only once it
     * has written); when it writes no row, no night is taken and `firstWritten` is false.
     */
    async takeStock(trx: Db, stock: StockTakeAlong, first?: AlongsideWrite): Promise<{ allTaken: boolean; firstWritten: boolean }> {
      const result = await sql<{ all_taken: boolean; first_written: boolean }>`
        WITH first AS (${first ?? sql`SELECT 1`}), ${stock.queries}
        SELECT ${stock.allTaken} AS all_taken, EXISTS (SELECT FROM first) AS first_written`.execute(trx);
      const row = result.rows[0];
      return { allTaken: row?.all_taken ?? false, firstWritten: row?.first_written ?? false };
    },

    /** Takes `quantity` rooms on each night where they are free; returns the nights taken. */
    async takeNights(trx: Db, roomTypeId: number, dates: string[], quantity: number): Promise<number> {
      const result = await trx
        .updateTable('inventory')
        .set((eb) => ({ sold: eb('sold', '+', quantity) }))
        .where('room_type_id', '=', roomTypeId)
        .where('stay_date', 'in', dates)
        .where(sql<boolean>`sold + ${quantity} <= total`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async releaseNights(trx: Db, roomTypeId: number, dates: string[], quantity: number): Promise<number> {
      const result = await trx
        .updateTable('inventory')
        .set((eb) => ({ sold: eb('sold', '-', quantity) }))
        .where('room_type_id', '=', roomTypeId)
        .where('stay_date', 'in', dates)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Counts a plan's sales per night, within its sale limit; returns the nights counted. */
    async takePlanSales(trx: Db, roomPlanId: number, dates: string[], quantity: number, saleLimit: number): Promise<number> {
      const rows = dates.map((stay_date) => ({ room_plan_id: roomPlanId, stay_date, sold: quantity }));
      const result = await trx
        .insertInto('room_plan_sales')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['room_plan_id', 'stay_date'])
            .doUpdateSet((eb) => ({ sold: eb('room_plan_sales.sold', '+', quantity) }))
            .where(sql<boolean>`room_plan_sales.sold + ${quantity} <= ${saleLimit}`),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows);
    },

    async releasePlanSales(trx: Db, roomPlanId: number, dates: string[], quantity: number) {
      await trx
        .updateTable('room_plan_sales')
        .set((eb) => ({ sold: eb('sold', '-', quantity) }))
        .where('room_plan_id', '=', roomPlanId)
        .where('stay_date', 'in', dates)
        .execute();
    },
  };
}
export type InventoryRepository = ReturnType<typeof inventoryRepository>;
