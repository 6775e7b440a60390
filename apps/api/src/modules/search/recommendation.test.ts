import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendationResponse, recommenderWidgetResponse, signInButtonResponse } from '@yado/domain/wire/recommendation';
import { firstError, searchTokyo, setTokyoStock, soldOn, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

// Dates of their own, far enough ahead that every plan is free to cancel, with stock each test sets.
const checkin = tokyoDate(40);
const checkout = tokyoDate(42);
const ROOM_TYPES = ['STD-SGL', 'MOD-DBL', 'MOD-TWN', 'DLX-KNG', 'JPN-WAS', 'FAM-SUI'];

async function stockEverywhere(total: number) {
  for (const code of ROOM_TYPES) await setTokyoStock(t.db, code, checkin, checkout, { total, sold: 0 });
}

async function recommend(query: Record<string, string | number>, hotel = 'sakura-ginza') {
  const qs = new URLSearchParams(Object.entries({ checkin, checkout, ...query }).map(([k, v]): [string, string] => [k, String(v)]));
  return t.app.inject({ url: `/api/v1/hotels/${hotel}/rooms/recommendation?${qs}` });
}

async function recommendation(query: Record<string, string | number>) {
  const response = await recommend(query);
  expect(response.statusCode, response.body).toBe(200);
  return recommendationResponse.parse(response.json()).data;
}

describe('room recommendation', () => {
  it('is never dearer than any way the room search offers the party (one plan for all its rooms)', async () => {
    await stockEverywhere(5);
    const found = await recommendation({ adults: 3 });
    const cheapest = found.recommendations[0];
    expect(cheapest?.kind).toBe('cheapest');
    const splits: Array<Record<string, string | number>> = [
      { adults: 3 },
      { rooms: JSON.stringify([{ adults: 2 }, { adults: 1 }]) },
      { adults: 1, room_count: 3 },
    ];
    for (const split of splits) {
      const rooms = await searchTokyo(t.app, { checkin, checkout, ...split });
      for (const plan of rooms.flatMap((room) => room.room_plans).filter((p) => p.available && !p.members_only))
        expect(cheapest?.total_price.cents).toBeLessThanOrEqual(plan.prices.total_price);
    }
    // Its rooms sleep the party, and their prices add up to the total.
    expect(cheapest?.rooms.reduce((sum, room) => sum + room.adults, 0)).toBe(3);
    expect(cheapest?.rooms.reduce((sum, room) => sum + room.total_price, 0)).toBe(cheapest?.total_price.cents);
  });

  it('offers alternatives each the cheapest of its kind, never the same rooms twice', async () => {
    await stockEverywhere(5);
    const found = await recommendation({ adults: 4, children: 1, kids_tiers: 'A:1' });
    const kinds = found.recommendations.map((r) => r.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    const keys = found.recommendations.map((r) => JSON.stringify(r.rooms.map((room) => [room.room_plan_code, room.adults, room.children])));
    expect(new Set(keys).size).toBe(keys.length);
    const breakfast = found.recommendations.find((r) => r.kind === 'breakfast');
    if (breakfast) expect(breakfast.rooms.every((room) => room.meals.includes('breakfast'))).toBe(true);
    for (const r of found.recommendations) expect(r.total_price.cents).toBeGreaterThanOrEqual(found.recommendations[0]!.total_price.cents);
  });

  it('keeps within the rooms each room type has left', async () => {
    await stockEverywhere(5);
    const unlimited = await recommendation({ adults: 4, room_count: 2 });
    const usedTypes = new Set(unlimited.recommendations[0]!.rooms.map((room) => room.room_type_code));
    // Only one room left of each type the cheapest used: it has to spread the party differently.
    for (const code of usedTypes) await setTokyoStock(t.db, code, checkin, checkout, { total: 1, sold: 0 });
    const limited = await recommendation({ adults: 4, room_count: 2 });
    const counts = new Map<string, number>();
    for (const room of limited.recommendations[0]!.rooms) counts.set(room.room_type_code, (counts.get(room.room_type_code) ?? 0) + 1);
    for (const code of usedTypes) expect(counts.get(code) ?? 0).toBeLessThanOrEqual(1);
    expect(limited.recommendations[0]!.total_price.cents).toBeGreaterThanOrEqual(unlimited.recommendations[0]!.total_price.cents);
  });

  it('can be booked as recommended, taking one room of stock per room', async () => {
    await stockEverywhere(5);
    const found = await recommendation({ adults: 3, room_count: 2 });
    // Paid at the hotel, so no card is needed: the cheapest free to cancel is (stays this far ahead cost nothing to cancel yet).
    const chosen = found.recommendations.find((r) => r.payment_methods.includes('on_site'))!;
    const before = new Map<string, number>();
    for (const room of chosen.rooms) before.set(room.room_type_code, (await soldOn(t.db, room.room_type_code, checkin)).sold);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'idempotency-key': crypto.randomUUID(), 'client-session': await t.session() },
      payload: {
        checkin_date: checkin,
        checkout_date: checkout,
        locale: 'en',
        rooms: chosen.rooms.map((room) => ({
          room_type_code: room.room_type_code,
          room_plan_code: room.room_plan_code,
          adults: room.adults,
          children: room.children,
          kids_ages: room.kids_ages,
          kids_tiers: room.kids_tiers,
          first_name: 'Yui',
          last_name: 'Tanaka',
        })),
        guest: { first_name: 'Yui', last_name: 'Tanaka', email: 'yui.recommended@example.com', phone: '+819012345678' },
        payment: { type: 'on_site' },
        total_price: chosen.total_price,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    for (const [code, sold] of before) {
      const taken = chosen.rooms.filter((room) => room.room_type_code === code).length;
      expect((await soldOn(t.db, code, checkin)).sold).toBe(sold + taken);
    }
  });

  it('counts a tier named more than once as one kind of child: the same answer as its children added up', async () => {
    await stockEverywhere(5);
    const added = await recommendation({ adults: 2, children: 4, kids_tiers: 'A:4' });
    const repeated = await recommendation({ adults: 2, children: 4, kids_tiers: 'A:1,A:1,A:1,A:1' });
    const rooms = (found: typeof added) => found.recommendations.map((r) => [r.total_price.cents, r.rooms.map((room) => room.kids_tiers)]);
    expect(rooms(repeated)).toEqual(rooms(added));
  });

  it('says nothing fits a budget below the cheapest, and keeps what fits one above it', async () => {
    await stockEverywhere(5);
    const found = await recommendation({ adults: 2 });
    const cheapest = found.recommendations[0]!.total_price.cents;
    const tight = await recommendation({ adults: 2, budget: cheapest - 1 });
    expect([tight.over_budget, tight.recommendations]).toEqual([true, []]);
    const enough = await recommendation({ adults: 2, budget: cheapest });
    expect(enough.recommendations.map((r) => r.total_price.cents)).toEqual([cheapest]);
  });

  it('prices in the currency asked beside the hotel’s, and takes the budget in it', async () => {
    const found = await recommendation({ adults: 2, currency: 'usd' });
    expect(found.mcp_currency).toBe('USD');
    expect(found.recommendations[0]?.mcp_total_price?.currency_iso).toBe('USD');
  });

  it('refuses with the spec’s codes: unknown hotel, recommender off, a party it cannot place', async () => {
    const unknown = await recommend({ adults: 2 }, 'no-such-hotel');
    expect([unknown.statusCode, unknown.body]).toEqual([404, expect.stringContaining('HOTEL_NOT_FOUND')]);
    const off = await recommend({ adults: 2, checkin: tokyoDate(40), checkout: tokyoDate(41) }, 'formosa-daan');
    expect([off.statusCode, firstError(off.json()).code]).toEqual([404, 'RECOMMENDER_OFF']);
    const crowd = await recommend({ adults: 8, children: 3 });
    expect([crowd.statusCode, firstError(crowd.json()).details.base[0]?.field]).toEqual([422, 'adults']);
    const rooms = await recommend({ adults: 2, room_count: 3 });
    expect([rooms.statusCode, firstError(rooms.json()).details.base[0]?.error]).toEqual([
      422,
      'Each room needs an adult: ask for at most as many rooms as adults',
    ]);
    const tooMany = await recommend({ adults: 8, room_count: 8 });
    expect([tooMany.statusCode, firstError(tooMany.json()).details.base[0]?.field]).toEqual([422, 'room_count']);
    const badDate = await recommend({ adults: 2, checkin: '2026-02-30' });
    expect(badDate.statusCode).toBe(422);
  });
});

describe('settings for a hotel’s page', () => {
  it('say whether to show the recommender widget and the sign-in button, in the language asked', async () => {
    const widget = recommenderWidgetResponse.parse(
      (await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/settings/recommender_widget?locale=ja' })).json(),
    );
    expect(widget.data).toMatchObject({ enabled: true, labels: { button: 'おすすめを見る' }, max_guests: 10, max_rooms: 5 });
    expect(widget.data.page_path).toBe('/booking/recommender?code=sakura-ginza');
    const off = recommenderWidgetResponse.parse(
      (await t.app.inject({ url: '/api/v1/hotels/formosa-daan/settings/recommender_widget' })).json(),
    );
    expect(off.data.enabled).toBe(false);
    const button = signInButtonResponse.parse(
      (await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/settings/sign_in_button?locale=ar' })).json(),
    );
    expect(button.data.labels.sign_in).toBe('تسجيل الدخول');
    expect(button.data.sign_in_path).toBe('/sign-in?code=sakura-ginza');
    const missing = await t.app.inject({ url: '/api/v1/hotels/no-such-hotel/settings/sign_in_button' });
    expect(firstError(missing.json()).code).toBe('HOTEL_NOT_FOUND');
  });
});
