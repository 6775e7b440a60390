import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { roomSearchQuerySchema } from '@yado/domain/search';
import { bookingBody, setTokyoStock, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { currenciesService } from '../currencies/service';
import { hotelsService } from '../hotels/service';
import { inventoryService } from '../inventory/service';
import { searchService } from './service';
import { GUEST } from './sign-in-prices';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

const checkin = tokyoMonday(30);
const checkout = addDays(checkin, 2);
const url = `/api/v1/hotels/sakura-ginza/rooms?checkin=${checkin}&checkout=${checkout}&adults=2`;

interface Answer {
  data: {
    rooms: Array<{
      room_type_code: string;
      room_count: number;
      room_plans: Array<{ room_plan_code: string; room_plan_name: string; plan_stock_count: number; prices: { total_price: number } }>;
    }>;
  };
}
const roomPlan = (answer: Answer, code: string) => answer.data.rooms.flatMap((r) => r.room_plans).find((p) => p.room_plan_code === code);

/** A search service of its own, so what it keeps is this test's alone. */
function freshSearch() {
  const hotels = hotelsService(t.db, { publicBaseUrl: 'http://localhost:3000' });
  return { hotels, search: searchService(hotels, inventoryService(t.db), currenciesService(t.db)) };
}
const query = (raw: Record<string, string>) => roomSearchQuerySchema.parse(raw);

describe('search answers kept while their sources hold (ADR 0032)', () => {
  it('answers an identical search with the answer it wrote, and the same as working it out anew', async () => {
    const { search } = freshSearch();
    const asked = query({ checkin, checkout, adults: '2' });
    const first = await search.searchRoomsAnswer('sakura-ginza', asked, 'en', GUEST);
    const again = await search.searchRoomsAnswer('sakura-ginza', asked, 'en', GUEST);
    expect(again).toBe(first);
    expect(JSON.parse(first.plain().toString())).toEqual({ data: await search.searchRooms('sakura-ginza', asked, 'en', GUEST) });
    // Another language, party or viewer is another answer.
    expect(await search.searchRoomsAnswer('sakura-ginza', asked, 'ja', GUEST)).not.toBe(first);
    expect(await search.searchRoomsAnswer('sakura-ginza', query({ checkin, checkout, adults: '1' }), 'en', GUEST)).not.toBe(first);
    expect(await search.searchRoomsAnswer('sakura-ginza', asked, 'en', { memberBrandId: 1, companions: [] })).not.toBe(first);
  });

  it('shows a booking this server made in the very next search', async () => {
    const before = (await t.app.inject({ url })).json() as Answer;
    const left = roomPlan(before, 'MOD-DBL-RO')?.plan_stock_count ?? 0;
    expect(left).toBeGreaterThan(1);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': await t.session() },
      payload: bookingBody({ checkin, checkout, totalCents: roomPlan(before, 'MOD-DBL-RO')?.prices.total_price ?? 0 }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const after = (await t.app.inject({ url })).json() as Answer;
    expect(roomPlan(after, 'MOD-DBL-RO')?.plan_stock_count).toBe(left - 1);
    expect(after.data.rooms.find((r) => r.room_type_code === 'MOD-DBL')?.room_count).toBe(left - 1);
  });

  it('shows stock changed elsewhere (another server, the hotel) within a second', async () => {
    // Both nights hold 4 rooms, so the stay's count (the fewest over its nights) follows the first night.
    await setTokyoStock(t.db, 'DLX-KNG', checkin, checkout, { total: 6, sold: 2 });
    const asked = `${url}&room_type_code=DLX-KNG`;
    const before = (await t.app.inject({ url: asked })).json() as Answer;
    expect(before.data.rooms[0]?.room_count).toBe(4);
    await sql`UPDATE inventory SET sold = sold + 1 WHERE stay_date = ${checkin}
      AND room_type_id = (SELECT id FROM room_types WHERE code = 'DLX-KNG' AND hotel_id = 1)`.execute(t.db);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = (await t.app.inject({ url: asked })).json() as Answer;
    expect(after.data.rooms[0]?.room_count).toBe(3);
  });

  it('shows a catalogue read again (a plan renamed) instead of the answer kept from the old one', async () => {
    const { hotels, search } = freshSearch();
    const asked = query({ checkin, checkout, adults: '2' });
    const first = await search.searchRoomsAnswer('sakura-ginza', asked, 'en', GUEST);
    await sql`UPDATE plans SET name_translations = name_translations || '{"en": "Room only, renamed"}'::jsonb WHERE hotel_plan_code = 'RO' AND hotel_id = 1`.execute(
      t.db,
    );
    expect(await search.searchRoomsAnswer('sakura-ginza', asked, 'en', GUEST)).toBe(first);
    hotels.clearCache();
    const renamed = JSON.parse((await search.searchRoomsAnswer('sakura-ginza', asked, 'en', GUEST)).plain().toString()) as Answer;
    expect(roomPlan(renamed, 'MOD-DBL-RO')?.room_plan_name).toBe('Room only, renamed');
  });

  it('does not keep an answer that looked past the stay for the next free date', async () => {
    const { search } = freshSearch();
    const asked = query({ checkin, checkout, adults: '9', search_next_available_date_if_no_result: 'true' });
    const first = await search.searchRoomsAnswer('sakura-ginza', asked, 'en', GUEST);
    expect(await search.searchRoomsAnswer('sakura-ginza', asked, 'en', GUEST)).not.toBe(first);
  });

  it('sends the answer in brotli to a browser, gzipped to a client that takes only gzip, and plain to one that takes neither', async () => {
    const browser = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toContain('accept-encoding');
    expect(browser.headers['content-type']).toBe('application/json; charset=utf-8');
    const gzipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const refused = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
