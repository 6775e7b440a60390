import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightsBetween } from '@yado/domain/dates';
import { startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { hotelsService } from '../hotels/service';
import { inventoryService } from '../inventory/service';
import { priceIndex, type HotelPrices, type PriceIndex } from './price-index';

let t: TestApp;
let index: PriceIndex;
let codes: string[];
beforeAll(async () => {
  t = await startTestApp();
  const hotels = hotelsService(t.db, { publicBaseUrl: 'http://localhost' });
  index = priceIndex(t.db, hotels, inventoryService(t.db));
  const rows = await sql<{ code: string }>`SELECT code FROM hotels WHERE latitude IS NOT NULL ORDER BY code`.execute(t.db);
  codes = rows.rows.map((row) => row.code);
  await index.warmUp(codes);
});
afterAll(async () => {
  await index.close();
  await t.close();
});

// A Monday four weeks ahead, a night whose stock and rates these tests set themselves.
const night = tokyoMonday(28);
const HOTEL = 'yu-hakone';

/** Every hotel's summary as the index holds it now, ready without building anything. */
const summaries = () => new Map(codes.map((code) => [code, index.ready(code)]));
const dayOf = (prices: HotelPrices) => nightsBetween(prices.today, night);

describe('the agency price index', () => {
  it('is built for every hotel in the background before any search asks', () => {
    const ready = summaries();
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect([code, ready.get(code)?.code]).toEqual([code, code]);
  });

  it("shows a rate change at one hotel in the next search, without building the others' again", async () => {
    const before = summaries();
    const old = before.get(HOTEL)!;
    const cheapest = old.floors.any.get(2)![dayOf(old)]!;
    expect(cheapest).toBeGreaterThan(100);

    await sql`UPDATE room_rates SET amount = 100
      WHERE stay_date = ${night} AND adults = 2
        AND room_plan_id IN (SELECT rp.id FROM room_plans rp JOIN room_types rt ON rt.id = rp.room_type_id
                             JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = ${HOTEL})`.execute(t.db);
    await expect.poll(async () => (await index.of(HOTEL))?.floors.any.get(2)?.[dayOf(old)]).toBe(100);

    const after = summaries();
    for (const code of codes) if (code !== HOTEL) expect([code, after.get(code) === before.get(code)]).toEqual([code, true]);
    expect(after.get(HOTEL)).not.toBe(old);
  });

  it("leaves out a night sold out at one hotel, without building the others' again", async () => {
    const before = summaries();
    const old = before.get(HOTEL)!;
    expect(old.mostFree[dayOf(old)]).toBeGreaterThan(0);

    await sql`UPDATE inventory SET sold = total
      WHERE stay_date = ${night}
        AND room_type_id IN (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = ${HOTEL})`.execute(
      t.db,
    );
    await expect.poll(async () => (await index.of(HOTEL))?.mostFree[dayOf(old)]).toBe(0);
    const sold = (await index.of(HOTEL))!;
    for (const floor of sold.floors.any.values()) expect(floor[dayOf(old)]).toBe(-1);

    const after = summaries();
    for (const code of codes) if (code !== HOTEL) expect([code, after.get(code) === before.get(code)]).toEqual([code, true]);
  });
});
