import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { distanceKm, placeById } from '@yado/domain/places';
import { agencySearchResponse, placeSuggestResponse, type AgencySearchAnswer } from '@yado/domain/wire/ota';
import type { RoomSearchAnswer } from '@yado/domain/wire/search';
import { firstError, setHotelStock, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

// A Monday three weeks ahead: two weekday nights, the same on any day the tests run.
const checkin = tokyoMonday(21);
const checkout = addDays(checkin, 2);
const dated = `checkin=${checkin}&checkout=${checkout}`;

async function search(query: string): Promise<AgencySearchAnswer> {
  const response = await t.app.inject({ url: `/api/ota/v1/hotels/search?${query}` });
  expect([query, response.statusCode]).toEqual([query, 200]);
  const parsed = agencySearchResponse.safeParse(response.json());
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data as AgencySearchAnswer;
}

const perNight = (answer: AgencySearchAnswer) => answer.data.map((hotel) => hotel.price?.converted.per_night ?? -1);

describe('agency hotel search', () => {
  it('finds the hotels around a place, nearest within its radius, each priced for the party and stay', async () => {
    const answer = await search(`place=kyoto&${dated}&adults=2&per_page=50`);
    expect(answer.place).toEqual({ id: 'kyoto', kind: 'city', name: 'Kyoto' });
    expect(answer.data.length).toBeGreaterThan(3);
    const kyoto = placeById('kyoto')!;
    for (const hotel of answer.data) {
      expect(distanceKm(kyoto, hotel)).toBeLessThanOrEqual(25);
      expect(hotel.distance_km).toBeCloseTo(distanceKm(kyoto, hotel), 0);
      expect(hotel.price).toMatchObject({ currency: 'JPY', nights: 2, from: false });
      expect(hotel.price!.per_night).toBe(Math.round(hotel.price!.total / 2));
      expect(hotel.rooms_left).toBeGreaterThan(0);
    }
    expect(answer.meta).toMatchObject({ page: 1, per_page: 50, total_entries: answer.data.length });
  });

  it('asks the room search for each price: the same lowest total a guest sees in the widget, children included', async () => {
    const parties = [
      'adults=2',
      'adults=2&children=1&kids_tiers=A:1',
      `rooms=${encodeURIComponent(JSON.stringify([{ adults: 2 }, { adults: 1 }]))}`,
    ];
    for (const party of parties) {
      const answer = await search(`place=hakone&${dated}&${party}`);
      expect(answer.data.length).toBeGreaterThan(0);
      for (const hotel of answer.data) {
        const widget = await t.app.inject({ url: `/api/v1/hotels/${hotel.code}/rooms?${dated}&${party}` });
        const plans = (widget.json() as { data: RoomSearchAnswer }).data.rooms.flatMap((room) =>
          room.room_plans.filter((plan) => plan.available && plan.bookable && !plan.members_only),
        );
        expect([party, hotel.code, hotel.price?.total]).toEqual([
          party,
          hotel.code,
          Math.min(...plans.map((plan) => plan.prices.total_price)),
        ]);
      }
    }
  });

  it('says which prices are for the adults alone: a child given by age at a hotel that prices children by age group', async () => {
    const kidsTypes = await sql<{ code: string; kids_type: string | null }>`
      SELECT code, settings->'kids_setting'->>'kids_type' AS kids_type FROM hotels`.execute(t.db);
    const byAge = (code: string) => (kidsTypes.rows.find((row) => row.code === code)?.kids_type ?? 'ages') === 'ages';
    // A hotel of each kind has rooms on these nights, whichever nights the demo sold out.
    for (const code of ['sakura-ginza', 'kumo-tokyo-station']) await setHotelStock(t.db, code, checkin, checkout, { total: 10, sold: 0 });
    const family = await search(`place=tokyo&${dated}&adults=2&children=1&kids_ages=5&per_page=50`);
    const adults = await search(`place=tokyo&${dated}&adults=2&per_page=50`);
    const priced = family.data.filter((hotel) => hotel.price);
    // Tokyo has hotels of both kinds, or this test would not tell them apart.
    expect(new Set(priced.map((hotel) => byAge(hotel.code)))).toEqual(new Set([true, false]));
    for (const hotel of priced) {
      const adultsPrice = adults.data.find((other) => other.code === hotel.code)?.price?.total;
      expect([hotel.code, hotel.price!.adults_only]).toEqual([hotel.code, !byAge(hotel.code)]);
      // The adults' price where the child is left to the hotel's page; the child counted elsewhere.
      if (hotel.price!.adults_only) expect(hotel.price!.total).toBe(adultsPrice);
      else expect(hotel.price!.total).toBeGreaterThanOrEqual(adultsPrice ?? 0);
    }
    expect(adults.data.every((hotel) => hotel.price === null || !hotel.price.adults_only)).toBe(true);
    // A child in the hotel's own group is priced, so the price is no longer the adults' alone.
    const tiered = await search(`place=tokyo&${dated}&adults=2&children=1&kids_tiers=A:1&per_page=50`);
    expect(tiered.data.some((hotel) => hotel.price?.adults_only)).toBe(false);
  });

  it('filters by stars, rating, amenities and meals', async () => {
    const all = await search(`${dated}&adults=2&per_page=50`);
    const stars = await search(`${dated}&adults=2&per_page=50&stars=4,5`);
    expect(stars.data.every((hotel) => hotel.stars >= 4)).toBe(true);
    expect(stars.meta.total_entries).toBeLessThan(all.meta.total_entries);

    const rated = await search(`${dated}&adults=2&per_page=50&rating_min=4`);
    expect(rated.data.length).toBeGreaterThan(0);
    expect(rated.data.every((hotel) => hotel.rating !== null && hotel.rating.average >= 4)).toBe(true);

    const onsen = await search(`${dated}&adults=2&per_page=50&amenities=onsen,parking`);
    expect(onsen.data.length).toBeGreaterThan(0);
    for (const hotel of onsen.data) expect(hotel.amenities.map((a) => a.code)).toEqual(expect.arrayContaining(['onsen', 'parking']));

    const roomOnly = await search(`place=osaka&${dated}&adults=2&per_page=50&meals=room_only`);
    const breakfast = await search(`place=osaka&${dated}&adults=2&per_page=50&meals=breakfast`);
    for (const hotel of roomOnly.data) {
      const withBreakfast = breakfast.data.find((other) => other.code === hotel.code);
      if (withBreakfast) expect(withBreakfast.price!.total).toBeGreaterThan(hotel.price!.total);
    }
  });

  it('filters by the price per night in the currency asked, converted at the recorded rate', async () => {
    const yen = await search(`place=tokyo&${dated}&adults=2&per_page=50&sort=price`);
    const prices = perNight(yen);
    const cut = prices[Math.floor(prices.length / 2)] as number;
    const cheap = await search(`place=tokyo&${dated}&adults=2&per_page=50&price_max=${cut}`);
    expect(perNight(cheap).every((price) => price <= cut)).toBe(true);
    const dear = await search(`place=tokyo&${dated}&adults=2&per_page=50&price_min=${cut + 1}`);
    expect(perNight(dear).every((price) => price > cut)).toBe(true);
    expect(cheap.meta.total_entries + dear.meta.total_entries).toBe(yen.meta.total_entries);

    const dollars = await search(`place=tokyo&${dated}&adults=2&per_page=50&sort=price&currency=usd`);
    const rate = await sql<{ rate: number }>`
      SELECT rate::float8 AS rate FROM exchange_rates WHERE base = 'JPY' AND quote = 'USD' ORDER BY taken_at DESC LIMIT 1`.execute(t.db);
    const hotel = dollars.data.find((h) => h.price?.currency === 'JPY')!;
    expect(hotel.price!.converted.currency).toBe('USD');
    expect(hotel.price!.converted.total).toBe(Math.round(hotel.price!.total * rate.rows[0]!.rate * 100));
  });

  it('orders by price, rating and distance, and pages without repeating a hotel', async () => {
    const byPrice = perNight(await search(`place=tokyo&${dated}&adults=2&per_page=50&sort=price`));
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byRating = (await search(`${dated}&adults=2&per_page=50&sort=rating`)).data.map((h) => h.rating?.average ?? 0);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const byDistance = (await search(`place=tokyo-station&${dated}&adults=1&per_page=50&sort=distance`)).data.map(
      (h) => h.distance_km ?? 0,
    );
    expect(byDistance).toEqual([...byDistance].sort((a, b) => a - b));

    const first = await search(`${dated}&adults=2&per_page=7`);
    const second = await search(`${dated}&adults=2&per_page=7&page=2`);
    expect(first.meta.total_pages).toBe(Math.ceil(first.meta.total_entries / 7));
    expect(first.data).toHaveLength(7);
    const codes = [...first.data, ...second.data].map((h) => h.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives "from" prices without dates, for the nights asked', async () => {
    const answer = await search('place=sapporo&search_type=undated&nights=2&adults=2');
    expect(answer.data.length).toBeGreaterThan(0);
    for (const hotel of answer.data) expect(hotel.price).toMatchObject({ from: true, nights: 2 });
    // What is left depends on the nights: no "only 1 room left" for the one room asked.
    for (const hotel of answer.data) expect(hotel.rooms_left).toBeNull();
  });

  it('keeps a hotel in its own currency where no rate reaches the one asked: out of a price filter, last by price', async () => {
    // No rate from won to Swiss francs; the yen hotels have one.
    await sql`DELETE FROM exchange_rates WHERE base = 'KRW' AND quote = 'CHF'`.execute(t.db);
    const francs = await search(`${dated}&adults=2&per_page=50&sort=price&currency=chf`);
    expect(francs.currency).toBe('CHF');
    const won = francs.data.filter((hotel) => hotel.price?.currency === 'KRW');
    const yen = francs.data.filter((hotel) => hotel.price?.currency === 'JPY');
    expect(won.length).toBeGreaterThan(0);
    expect(yen.length).toBeGreaterThan(0);
    for (const hotel of won)
      expect(hotel.price!.converted).toEqual({ currency: 'KRW', total: hotel.price!.total, per_night: hotel.price!.per_night });
    for (const hotel of yen) expect(hotel.price!.converted.currency).toBe('CHF');
    // The priced in francs first, in order; those no rate reaches after them.
    const order = francs.data.filter((hotel) => hotel.price).map((hotel) => hotel.price!.converted.currency);
    expect(order.indexOf('KRW')).toBeGreaterThan(order.lastIndexOf('CHF'));
    const budget = await search(`${dated}&adults=2&per_page=50&currency=chf&price_max=100000`);
    expect(budget.data.length).toBeGreaterThan(0);
    expect(budget.data.every((hotel) => hotel.price?.converted.currency === 'CHF')).toBe(true);
  });

  it('finds a hotel by its name, in any language, and leaves out one that sold out since the last search', async () => {
    const named = await search(`place=${encodeURIComponent('湯の宿 箱根')}&${dated}&adults=2`);
    expect(named.data.map((h) => h.code)).toEqual(['yu-hakone']);

    await sql`UPDATE inventory SET sold = total
      WHERE room_type_id IN (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = 'yu-hakone')
        AND stay_date = ${checkin}`.execute(t.db);
    await expect.poll(async () => (await search(`place=hakone&${dated}&adults=2`)).data.map((h) => h.code)).not.toContain('yu-hakone');
  });

  it('refuses a query it cannot answer with 422 and the field', async () => {
    const bad: Array<[string, string]> = [
      ['place=atlantis&search_type=undated', 'place'],
      [`checkin=${checkout}&checkout=${checkin}`, 'checkout'],
      [`checkin=${checkin}`, 'checkout'],
      [`${dated}&stars=6`, 'stars'],
      [`${dated}&amenities=sauna`, 'amenities'],
      [`${dated}&sort=cheapest`, 'sort'],
      [`${dated}&per_page=0`, 'per_page'],
      [`${dated}&currency=XXX`, 'currency'],
      [`${dated}&price_min=20000&price_max=10000`, 'price_max'],
      [`${dated}&meals=dinner`, 'meals'],
      [`${dated}&rating_min=9`, 'rating_min'],
      [`${dated}&kids_ages=99`, 'kids_ages'],
    ];
    for (const [query, field] of bad) {
      const response = await t.app.inject({ url: `/api/ota/v1/hotels/search?${query}` });
      expect([query, response.statusCode]).toEqual([query, 422]);
      const error = firstError(response.json());
      expect([query, error.code, error.details.base[0]?.field?.split('.')[0]]).toEqual([query, 1000, field]);
    }
  });
});

describe('place suggestions', () => {
  it('suggests places and hotels as a traveller types, best first, named in the locale asked', async () => {
    const suggest = async (q: string, locale = 'en') => {
      const response = await t.app.inject({ url: `/api/ota/v1/places/suggest?q=${encodeURIComponent(q)}&locale=${locale}` });
      expect(response.statusCode).toBe(200);
      return placeSuggestResponse.parse(response.json()).data;
    };
    expect((await suggest('kyo'))[0]).toEqual({ kind: 'city', id: 'kyoto', name: 'Kyoto', city: null });
    const ginza = await suggest('ginza', 'ja');
    expect(ginza[0]).toEqual({ kind: 'area', id: 'tokyo-ginza', name: '銀座', city: '東京' });
    expect(ginza.map((s) => s.id)).toContain('hoshi-tokyo-ginza');
    expect((await suggest('Sappro')).map((s) => s.id)).toContain('sapporo');
    expect((await suggest('湯の宿')).every((s) => s.kind === 'hotel')).toBe(true);
    const empty = await t.app.inject({ url: '/api/ota/v1/places/suggest?q=' });
    expect(empty.statusCode).toBe(422);
  });
});
