import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nearbyHotelsResponse, type NearbyHotel } from '@yado/domain/wire/nearby-hotels';
import { roomSearchResponse } from '@yado/domain/wire/search';
import { setHotelStock, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

/** The Kumo brand's hotels in and around Tokyo (seed/agency-catalogue.ts); its others are hundreds of kilometres away. */
const KUMO_TOKYO = ['kumo-tokyo-shinjuku', 'kumo-tokyo-shibuya', 'kumo-tokyo-asakusa', 'kumo-tokyo-station', 'kumo-yokohama'];

async function setNearbySuggestion(brand: string, on: boolean) {
  await sql`UPDATE hotel_brands SET settings = settings || ${JSON.stringify({ nearby_hotels_suggestion: on })}::jsonb
    WHERE code = ${brand}`.execute(t.db);
  t.app.hotels.clearCache();
}

/** A stay the test owns: the Tokyo hotels have rooms on its nights, but the one searched, which is full. */
async function fullAt(code: string, checkin: string, checkout: string) {
  for (const hotel of KUMO_TOKYO) await setHotelStock(t.db, hotel, checkin, checkout, { total: 10, sold: hotel === code ? 10 : 0 });
}

async function nearby(code: string, query: string): Promise<NearbyHotel[]> {
  const response = await t.app.inject({ url: `/api/v1/hotels/${code}/rooms/nearby?${query}` });
  expect([response.statusCode, response.body]).toEqual([200, response.body]);
  return nearbyHotelsResponse.parse(response.json()).data;
}

describe('nearby hotels with rooms', () => {
  const checkin = tokyoDate(30);
  const checkout = tokyoDate(32);
  const stay = `checkin=${checkin}&checkout=${checkout}&adults=2`;

  it("offers the brand's other hotels nearby with rooms for the stay, nearest first, priced as their own search prices them", async () => {
    await fullAt('kumo-tokyo-shinjuku', checkin, checkout);
    const found = await nearby('kumo-tokyo-shinjuku', `${stay}&room_type_code=STD-SGL&promo_code=NOPE`);

    // Other brands' hotels in Tokyo (sakura-ginza, hoshi-tokyo-ginza) and Kumo's far away (Kyoto, Osaka) are not offered.
    expect(found.map((h) => h.code).sort()).toEqual(KUMO_TOKYO.filter((c) => c !== 'kumo-tokyo-shinjuku').sort());
    expect(found[0]?.code).toBe('kumo-tokyo-shibuya');
    expect(found.at(-1)?.code).toBe('kumo-yokohama');
    const distances = found.map((h) => h.distance_km ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(found[0]).toMatchObject({ name: 'Kumo Hotel Shibuya', city: 'Tokyo' });

    // The link keeps the party and the stay, not the codes that named the full hotel's rooms and offers.
    const shibuya = found[0]!;
    expect(Object.fromEntries(new URLSearchParams(shibuya.search_query))).toEqual({ checkin, checkout });
    const own = await t.app.inject({ url: `/api/v1/hotels/kumo-tokyo-shibuya/rooms?${shibuya.search_query}` });
    const plans = roomSearchResponse
      .parse(own.json())
      .data.rooms.flatMap((r) => r.room_plans)
      .filter((p) => p.available && p.bookable && !p.members_only);
    expect(shibuya.lowest_price).toEqual({
      total_price: Math.min(...plans.map((p) => p.prices.total_price)),
      currency: 'JPY',
      nights: 2,
      mcp_total_price: null,
    });
  });

  it('names them in the guest language, and prices them in the currency asked too', async () => {
    await fullAt('kumo-tokyo-station', checkin, checkout);
    const response = await t.app.inject({
      url: `/api/v1/hotels/kumo-tokyo-station/rooms/nearby?${stay}&currency=USD`,
      headers: { 'tripla-locale': 'ja' },
    });
    const [first] = nearbyHotelsResponse.parse(response.json()).data;
    expect(first).toMatchObject({ code: 'kumo-tokyo-asakusa', name: '雲ホテル浅草', city: '東京' });
    expect(first?.lowest_price.mcp_total_price?.currency_iso).toBe('USD');
    expect(new URLSearchParams(first?.search_query).get('currency')).toBe('USD');
  });

  it('leaves out a hotel with too few rooms for the party on any night of the stay', async () => {
    await fullAt('kumo-tokyo-shinjuku', checkin, checkout);
    await setHotelStock(t.db, 'kumo-tokyo-shibuya', tokyoDate(31), tokyoDate(32), { total: 10, sold: 10 });
    await setHotelStock(t.db, 'kumo-tokyo-asakusa', checkin, checkout, { total: 10, sold: 8 });
    const oneRoom = await nearby('kumo-tokyo-shinjuku', stay);
    expect(oneRoom.map((h) => h.code)).not.toContain('kumo-tokyo-shibuya');
    expect(oneRoom.map((h) => h.code)).toContain('kumo-tokyo-asakusa');
    // Two room types with two rooms each left at Asakusa: three rooms of one type do not fit.
    const threeRooms = await nearby('kumo-tokyo-shinjuku', `${stay}&room_count=3`);
    expect(threeRooms.map((h) => h.code).sort()).toEqual(['kumo-tokyo-station', 'kumo-yokohama']);
  });

  it('offers nothing when the brand does not suggest its hotels, or the search has no dates', async () => {
    await fullAt('kumo-tokyo-shinjuku', checkin, checkout);
    expect(await nearby('kumo-tokyo-shinjuku', 'search_type=undated&nights=2&adults=2')).toEqual([]);
    await setNearbySuggestion('kumo', false);
    try {
      expect(await nearby('kumo-tokyo-shinjuku', stay)).toEqual([]);
    } finally {
      await setNearbySuggestion('kumo', true);
    }
    // Sakura's other hotel is in Seoul, a thousand kilometres from Ginza: not nearby.
    await setNearbySuggestion('sakura', true);
    expect(await nearby('sakura-ginza', stay)).toEqual([]);
  });

  it('refuses a bad search as the rooms search does, with the same status and code', async () => {
    const queries = [
      `checkin=${checkout}&checkout=${checkin}&adults=2`,
      `checkin=${checkin}&adults=2`,
      `checkin=${checkin}&checkout=${checkout}&adults=two`,
      `checkin=${checkin}&checkout=${checkout}&adults=2&room_count=9`,
      `checkin=2020-01-01&checkout=2020-01-02&adults=2`,
      `checkin=${checkin}&checkout=${checkout}&currency=dollars`,
    ];
    for (const query of [...queries.map((q) => ['kumo-tokyo-shinjuku', q]), ['no-such-hotel', stay]]) {
      const [code, q] = query as [string, string];
      const rooms = await t.app.inject({ url: `/api/v1/hotels/${code}/rooms?${q}` });
      const suggested = await t.app.inject({ url: `/api/v1/hotels/${code}/rooms/nearby?${q}` });
      expect(rooms.statusCode, q).toBeGreaterThanOrEqual(400);
      expect(rooms.statusCode, q).toBeLessThan(500);
      expect([q, suggested.statusCode, suggested.json().errors[0].code]).toEqual([q, rooms.statusCode, rooms.json().errors[0].code]);
    }
  });
});
