import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { observeQueries } from '../../db/observed-dialect';
import { startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { gridShapeOf } from '../search/grid-shape';
import { firstCheckin } from '../stay-rules/stay';
import type { Catalogue } from '../hotels/service';
import { inventoryRepository } from './repository';
import { inventoryService, type GridShape, type StayStock } from './service';
import { tableView } from './search-view';

let t: TestApp;
let catalogue: Catalogue;
let shape: GridShape;
const inventory = () => inventoryService(t.db);
beforeAll(async () => {
  t = await startTestApp();
  catalogue = await t.app.hotels.getCatalogue('sakura-ginza');
  shape = gridShapeOf(catalogue, firstCheckin(catalogue));
});
afterAll(async () => t.close());

const roomTypeId = (code: string) => catalogue.roomTypes.find((rt) => rt.code === code)?.id as number;
const roomPlanId = (code: string) => catalogue.roomPlans.find((rp) => rp.code === code)?.id as number;

/** The view search reads, once the grid is listening (the notices start a moment after the server). */
async function gridView() {
  for (let i = 0; i < 50; i++) {
    const view = await inventory().searchView(shape);
    if (view.ratesSource) return view;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the grid never started listening');
}

describe("a hotel's grid of stock and rates (ADR 0039)", () => {
  it('shows a change made straight in the table, by anyone, in the next search', async () => {
    const view = await gridView();
    const stay = { checkin: tokyoDate(40), checkout: tokyoDate(42) };
    const id = roomTypeId('DLX-KNG');
    await sql`UPDATE inventory SET total = 7, sold = 2 WHERE room_type_id = ${id} AND stay_date >= ${stay.checkin} AND stay_date < ${stay.checkout}`.execute(
      t.db,
    );
    expect((await (await gridView()).stock([id], [], stay)).roomTypeAvailable.get(id)).toBe(5);
    await sql`UPDATE inventory SET sold = 6 WHERE room_type_id = ${id} AND stay_date = ${stay.checkin}`.execute(t.db);
    expect((await (await gridView()).stock([id], [], stay)).roomTypeAvailable.get(id)).toBe(1);
    expect(view.ratesSource).not.toBeNull();
  });

  it('reads a minimum stay set or lifted in the table together with the rooms free', async () => {
    const stay = { checkin: tokyoDate(46), checkout: tokyoDate(48) };
    const id = roomTypeId('DLX-KNG');
    const available = async () => (await (await gridView()).stock([id], [], stay)).roomTypeAvailable.get(id);
    await sql`UPDATE inventory SET total = 6, sold = 1, min_stay = 1 WHERE room_type_id = ${id} AND stay_date >= ${stay.checkin} AND stay_date < ${stay.checkout}`.execute(
      t.db,
    );
    expect(await available()).toBe(5);
    // A minimum stay on arrival longer than the stay closes it; a free room freed in the same change shows once lifted.
    await sql`UPDATE inventory SET min_stay = 3 WHERE room_type_id = ${id} AND stay_date = ${stay.checkin}`.execute(t.db);
    expect(await available()).toBeUndefined();
    await sql`UPDATE inventory SET min_stay = 1, sold = 0 WHERE room_type_id = ${id} AND stay_date = ${stay.checkin}`.execute(t.db);
    expect(await available()).toBe(5);
    // One on a later night does not bind a stay arriving before it.
    await sql`UPDATE inventory SET min_stay = 4 WHERE room_type_id = ${id} AND stay_date = ${addDays(stay.checkin, 1)}`.execute(t.db);
    expect(await available()).toBe(5);
  });

  it('applies the stock a notice tells without reading the table again; a deletion, or a change too large to tell, is read', async () => {
    await gridView();
    const stay = { checkin: tokyoDate(50), checkout: tokyoDate(52) };
    const id = roomTypeId('SUP-TWN');
    const available = async () => (await (await gridView()).stock([id], [], stay)).roomTypeAvailable.get(id);
    const stockReads: string[] = [];
    const stop = observeQueries(t.db, ({ sql: text }) => {
      if (/from "inventory"/.test(text)) stockReads.push(text);
      return () => undefined;
    });
    try {
      await sql`UPDATE inventory SET total = 9, sold = 4, stop_sell = false, min_stay = 1 WHERE room_type_id = ${id} AND stay_date >= ${stay.checkin} AND stay_date < ${stay.checkout}`.execute(
        t.db,
      );
      expect(await available()).toBe(5);
      // A minimum stay longer than the stay closes it; a closed night sells nothing.
      await sql`UPDATE inventory SET min_stay = 3 WHERE room_type_id = ${id} AND stay_date = ${stay.checkin}`.execute(t.db);
      expect(await available()).toBeUndefined();
      await sql`UPDATE inventory SET min_stay = 1, stop_sell = true WHERE room_type_id = ${id} AND stay_date = ${stay.checkin}`.execute(
        t.db,
      );
      expect(await available()).toBe(0);
      await sql`UPDATE inventory SET stop_sell = false, sold = 8 WHERE room_type_id = ${id} AND stay_date = ${stay.checkin}`.execute(t.db);
      expect(await available()).toBe(1);
      expect(stockReads).toEqual([]);

      // Every night of a year of every room type at once does not fit a notice's values: named by its range, and read.
      await sql`UPDATE inventory SET sold = sold WHERE room_type_id = ANY(${catalogue.roomTypes.map((rt) => rt.id)}::int[])`.execute(t.db);
      expect(await available()).toBe(1);
      expect(stockReads.length).toBeGreaterThan(0);
      stockReads.length = 0;
      await sql`DELETE FROM inventory WHERE room_type_id = ${id} AND stay_date = ${stay.checkin}`.execute(t.db);
      expect(await available()).toBeUndefined();
      expect(stockReads.length).toBeGreaterThan(0);
    } finally {
      stop();
    }
  });

  it("applies a plan's nights sold a notice tells without reading the table again; a deletion is read", async () => {
    await gridView();
    const stay = { checkin: tokyoDate(54), checkout: tokyoDate(56) };
    const limited = catalogue.roomPlans.find((rp) => rp.saleLimit !== null);
    if (!limited) throw new Error('the demo hotel sells a plan with a sale limit');
    const sold = async () => (await (await gridView()).stock([], [limited.id], stay)).roomPlanSold.get(limited.id) ?? 0;
    const salesReads: string[] = [];
    const stop = observeQueries(t.db, ({ sql: text }) => {
      if (/from "room_plan_sales"/.test(text)) salesReads.push(text);
      return () => undefined;
    });
    try {
      await sql`INSERT INTO room_plan_sales (room_plan_id, stay_date, sold) VALUES (${limited.id}, ${stay.checkin}, 1), (${limited.id}, ${addDays(stay.checkin, 1)}, 2)
        ON CONFLICT (room_plan_id, stay_date) DO UPDATE SET sold = excluded.sold`.execute(t.db);
      expect(await sold()).toBe(2);
      await sql`UPDATE room_plan_sales SET sold = 0 WHERE room_plan_id = ${limited.id} AND stay_date = ${addDays(stay.checkin, 1)}`.execute(
        t.db,
      );
      expect(await sold()).toBe(1);
      expect(salesReads).toEqual([]);

      await sql`DELETE FROM room_plan_sales WHERE room_plan_id = ${limited.id} AND stay_date = ${stay.checkin}`.execute(t.db);
      expect(await sold()).toBe(0);
      expect(salesReads.length).toBeGreaterThan(0);
    } finally {
      stop();
    }
  });

  it('never shows a change that was rolled back', async () => {
    const stay = { checkin: tokyoDate(44), checkout: tokyoDate(45) };
    const id = roomTypeId('MOD-DBL');
    const before = (await (await gridView()).stock([id], [], stay)).roomTypeAvailable.get(id);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`UPDATE inventory SET sold = total WHERE room_type_id = ${id} AND stay_date = ${stay.checkin}`.execute(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await (await gridView()).stock([id], [], stay)).roomTypeAvailable.get(id)).toBe(before);
  });

  it('prices with a rate changed in the table at once, from a new rate table', async () => {
    const before = await gridView();
    const stay = { checkin: tokyoDate(46), checkout: tokyoDate(47) };
    const id = roomPlanId('MOD-DBL-RO');
    await sql`UPDATE room_rates SET amount = 12345 WHERE room_plan_id = ${id} AND stay_date = ${stay.checkin} AND adults = 2`.execute(t.db);
    const after = await gridView();
    expect((await after.quote([id], stay, 2)).get(id)).toEqual([{ date: stay.checkin, amount: 12345 }]);
    // Answers kept from the old table no longer match.
    expect(after.ratesSource).not.toBe(before.ratesSource);
  });

  it('answers as the tables do, for any stay, party and range', async () => {
    const grid = await gridView();
    const tables = tableView(inventoryRepository(t.db), t.db);
    const roomTypes = catalogue.roomTypes.map((rt) => rt.id);
    const roomPlans = catalogue.roomPlans
      .filter((rp) => rp.plan.lotteryEventId === null)
      .map((rp) => ({ id: rp.id, roomTypeId: rp.roomType.id }));
    const limited = catalogue.roomPlans.filter((rp) => rp.saleLimit !== null).map((rp) => rp.id);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 2 }),
        async (from, nights, adults, rooms) => {
          const stay = { checkin: tokyoDate(from), checkout: tokyoDate(from + nights) };
          // A plan that sold nothing may have no row at all: none sold either way.
          const sold = (stock: StayStock) => [...stock.roomPlanSold].filter(([, n]) => n > 0);
          const [fromGrid, fromTables] = [await grid.stock(roomTypes, limited, stay), await tables.stock(roomTypes, limited, stay)];
          expect(fromGrid.roomTypeAvailable).toEqual(fromTables.roomTypeAvailable);
          expect(sold(fromGrid)).toEqual(sold(fromTables));
          const ids = roomPlans.map((rp) => rp.id);
          expect(await grid.quote(ids, stay, adults)).toEqual(await tables.quote(ids, stay, adults));
          const range = { start: stay.checkin, end: addDays(stay.checkin, 20) };
          expect(await grid.freeRooms(roomTypes, range)).toEqual(await tables.freeRooms(roomTypes, range));
          const windows = roomPlans.map((rp) => ({ ...rp, from: stay.checkin, to: addDays(stay.checkin, 30) }));
          expect(await grid.lowestRatesByRoomType(windows, range)).toEqual(await tables.lowestRatesByRoomType(windows, range));
          expect(await grid.lowestRatePerRoomPlan(roomPlans, range, adults, rooms)).toEqual(
            await tables.lowestRatePerRoomPlan(roomPlans, range, adults, rooms),
          );
        },
      ),
      { numRuns: 25 },
    );
  });
});
