import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, nightsBetween } from '@yado/domain/dates';
import { emptyRoom } from '@yado/domain/party';
import { roomsFromQuery } from '@yado/domain/party-query';
import { roomSearchQuerySchema } from '@yado/domain/search';
import { setHotelStock, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { currenciesService } from '../currencies/service';
import { hotelsService, type HotelsService } from '../hotels/service';
import { inventoryService } from '../inventory/service';
import { searchService, type SearchService } from '../search/service';
import { lowestTotal, priceIndex, tierFor, type HotelPrices, type PriceIndex, type RoomTypeFloor } from './price-index';

let t: TestApp;
let index: PriceIndex;
let codes: string[];
let search: SearchService;
let hotels: HotelsService;

// A Monday five weeks ahead: the nights of the plans these tests add.
const stayFrom = tokyoMonday(35);
/** Hotels that sell a plan for stays of two nights or more, or one in Japanese only, below every other rate. */
const LONG_STAY = { code: 'hoshi-tokyo-ginza', plan: 'LONG', minimumNights: 2, languages: [] as string[], amount: 1000 };
const JAPANESE = { code: 'hoshi-kyoto-station', plan: 'JAONLY', minimumNights: 1, languages: ['ja'], amount: 1200 };

/** A room-only plan on every room type of the hotel, rated `amount` a night for every adults count over the week from stayFrom. */
async function addPlan(added: typeof LONG_STAY) {
  await sql`
    WITH h AS (SELECT id FROM hotels WHERE code = ${added.code}),
    p AS (
      INSERT INTO plans (hotel_id, hotel_plan_code, name, meals, minimum_nights, cancellation_policy_id, sort_order, languages)
      SELECT h.id, ${added.plan}, ${added.plan}, 'none', ${added.minimumNights}::int,
             (SELECT id FROM cancellation_policies c WHERE c.hotel_id = h.id ORDER BY id LIMIT 1), 99, ${added.languages}::text[]
      FROM h RETURNING id, hotel_id),
    rp AS (
      INSERT INTO room_plans (plan_id, room_type_id, room_plan_code)
      SELECT p.id, rt.id, rt.code || '-' || ${added.plan} FROM p JOIN room_types rt ON rt.hotel_id = p.hotel_id
      RETURNING id, room_type_id)
    INSERT INTO room_rates (room_plan_id, stay_date, adults, amount)
    SELECT rp.id, d::date, a, ${added.amount}::int
    FROM rp JOIN room_types rt ON rt.id = rp.room_type_id
    CROSS JOIN generate_series(${stayFrom}::date, ${stayFrom}::date + 6, interval '1 day') AS d
    CROSS JOIN LATERAL generate_series(1, rt.max_adults) AS a`.execute(t.db);
}

beforeAll(async () => {
  t = await startTestApp();
  for (const added of [LONG_STAY, JAPANESE]) {
    await addPlan(added);
    // Rooms free on every night of that week, whatever nights the demo's stock has full that year.
    await setHotelStock(t.db, added.code, stayFrom, addDays(stayFrom, 7), { total: 5, sold: 0 });
  }
  hotels = hotelsService(t.db, { publicBaseUrl: 'http://localhost' });
  const inventory = inventoryService(t.db);
  index = priceIndex(t.db, hotels, inventory);
  search = searchService(hotels, inventory, currenciesService(t.db));
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
/** The lowest nights a one-night stay in English is ordered by. */
const floorsOf = (prices: HotelPrices | null | undefined) => (prices ? tierFor(prices, 'en', 1)?.floors : undefined);
/** The lowest one-room night for `adults` on a day, among the room types with a room free then (-1: none). */
const cheapestNight = (floors: RoomTypeFloor[] | undefined, adults: number, day: number) =>
  (floors ?? []).reduce((lowest, floor) => {
    const rate = floor.byAdults.get(adults)?.[day] ?? -1;
    return rate >= 0 && (floor.free[day] as number) >= 1 && (lowest < 0 || rate < lowest) ? rate : lowest;
  }, -1);

describe('the agency price index', () => {
  it('is built for every hotel in the background before any search asks', () => {
    const ready = summaries();
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect([code, ready.get(code)?.code]).toEqual([code, code]);
  });

  it("shows a rate change at one hotel in the next search, without building the others' again", async () => {
    const before = summaries();
    const old = before.get(HOTEL)!;
    const cheapest = cheapestNight(floorsOf(old)?.any, 2, dayOf(old));
    expect(cheapest).toBeGreaterThan(100);

    await sql`UPDATE room_rates SET amount = 100
      WHERE stay_date = ${night} AND adults = 2
        AND room_plan_id IN (SELECT rp.id FROM room_plans rp JOIN room_types rt ON rt.id = rp.room_type_id
                             JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = ${HOTEL})`.execute(t.db);
    await expect.poll(async () => cheapestNight(floorsOf(await index.of(HOTEL))?.any, 2, dayOf(old))).toBe(100);

    const after = summaries();
    for (const code of codes) if (code !== HOTEL) expect([code, after.get(code) === before.get(code)]).toEqual([code, true]);
    expect(after.get(HOTEL)).not.toBe(old);
  });

  it("builds a hotel's summary again once its catalogue is changed here, and only that one", async () => {
    const before = summaries();
    expect(index.ready(HOTEL)).toBeDefined();
    hotels.catalogueChanged(HOTEL);
    expect(index.ready(HOTEL)).toBeUndefined();
    const rebuilt = await index.of(HOTEL);
    expect(rebuilt).not.toBe(before.get(HOTEL));
    const after = summaries();
    for (const code of codes) if (code !== HOTEL) expect([code, after.get(code) === before.get(code)]).toEqual([code, true]);
  });

  it("leaves out a night sold out at one hotel, without building the others' again", async () => {
    const before = summaries();
    const old = before.get(HOTEL)!;
    const roomsFree = (prices: HotelPrices | null | undefined) => floorsOf(prices)!.any.map((floor) => floor.free[dayOf(old)] ?? -1);
    expect(Math.max(...roomsFree(old))).toBeGreaterThan(0);

    await sql`UPDATE inventory SET sold = total
      WHERE stay_date = ${night}
        AND room_type_id IN (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = ${HOTEL})`.execute(t.db);
    await expect.poll(async () => Math.max(...roomsFree(await index.of(HOTEL)))).toBe(0);
    const sold = (await index.of(HOTEL))!;
    for (const adults of [1, 2]) expect(cheapestNight(floorsOf(sold)!.any, adults, dayOf(old))).toBe(-1);
    expect(lowestTotal(sold, 'any', [emptyRoom(2)], { checkin: night, nights: 1 }, 'en')).toBeNull();

    const after = summaries();
    for (const code of codes) if (code !== HOTEL) expect([code, after.get(code) === before.get(code)]).toEqual([code, true]);
  });

  it('prices a party as the room search does: every room on one room type that fits it, children and meals included', async () => {
    const checkin = tokyoMonday(42);
    const stay = { checkin, nights: 2 };
    const party = (rooms: Array<Record<string, unknown>>) =>
      roomSearchQuerySchema.parse({
        checkin,
        checkout: addDays(checkin, 2),
        rooms: JSON.stringify(rooms),
        room_count: rooms.length,
        type: 'rooms',
      });
    const parties = [
      [{ adults: 2 }],
      [{ adults: 3 }],
      // A child with one adult needs a room for two: a single room's rate is no price for it.
      [{ adults: 1, children: 1, kids_ages: [5] }, { adults: 1 }],
      [{ adults: 2, children: 1, kids_tiers: [{ code: 'C', children: 1 }] }, { adults: 2 }],
    ];
    const mealOf = (meals: string) => (meals === 'none' ? 'room_only' : 'breakfast');
    // A hotel that counts children by age and one by group, with rooms of their own on these nights.
    for (const code of ['kumo-kyoto-station', 'yu-kyoto-gion']) {
      await setHotelStock(t.db, code, checkin, addDays(checkin, 2), { total: 5, sold: 0 });
      const prices = (await index.of(code))!;
      for (const rooms of parties) {
        const query = party(rooms);
        const answer = await search.searchRooms(code, query, 'en');
        const plans = answer.rooms.flatMap((room) => room.room_plans.filter((p) => p.available && p.bookable && !p.members_only));
        for (const meal of ['any', 'breakfast', 'room_only'] as const) {
          const widget = plans.filter((p) => meal === 'any' || mealOf(p.meals) === meal).map((p) => p.prices.total_price);
          const indexed = lowestTotal(prices, meal, roomsFromQuery(query, prices.rules.kidsType), stay, 'en');
          expect([code, rooms, meal, indexed]).toEqual([code, rooms, meal, widget.length ? Math.min(...widget) : null]);
        }
      }
    }
  });

  it('orders by plans needing two nights for stays that long, and by plans sold in one language for searches in it, as the room search prices them', async () => {
    const cases = [
      { hotel: LONG_STAY, nights: 2, locale: 'en', cheap: true },
      { hotel: LONG_STAY, nights: 1, locale: 'en', cheap: false },
      { hotel: JAPANESE, nights: 1, locale: 'ja', cheap: true },
      { hotel: JAPANESE, nights: 1, locale: 'en', cheap: false },
    ];
    for (const { hotel, nights, locale, cheap } of cases) {
      const prices = (await index.of(hotel.code))!;
      const floor = cheapestNight(tierFor(prices, locale, nights)!.floors.any, 2, nightsBetween(prices.today, stayFrom));
      expect([hotel.code, nights, locale, floor === hotel.amount]).toEqual([hotel.code, nights, locale, cheap]);

      const query = roomSearchQuerySchema.parse({ checkin: stayFrom, checkout: addDays(stayFrom, nights), adults: 2, type: 'rooms' });
      const answer = await search.searchRooms(hotel.code, query, locale);
      const widget = Math.min(
        ...answer.rooms.flatMap((room) => room.room_plans.filter((p) => p.available && p.bookable).map((p) => p.prices.total_price)),
      );
      const rooms = roomsFromQuery(query, prices.rules.kidsType);
      const indexed = lowestTotal(prices, 'any', rooms, { checkin: stayFrom, nights }, locale);
      expect([hotel.code, nights, locale, indexed]).toEqual([hotel.code, nights, locale, widget]);
    }
  });
});
