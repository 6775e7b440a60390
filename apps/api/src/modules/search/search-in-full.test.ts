import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { bookingBody, firstError, startTestApp, tokyoDate, tokyoMonday, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

interface Plan {
  room_plan_code: string;
  hotel_plan_code: string;
  available: boolean;
  bookable: boolean;
  prices: { total_price: number; room_price_without_tax: number; nights: Array<{ price_without_tax: number }> };
}
interface Room {
  room_type_code: string;
  room_plans: Plan[];
}

async function search(query: Record<string, string | number | boolean>, options: { hotel?: string; locale?: string } = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const headers = options.locale ? { 'tripla-locale': options.locale } : {};
  return t.app.inject({ url: `/api/v1/hotels/${options.hotel ?? 'sakura-ginza'}/rooms?${qs}`, headers });
}
async function found(query: Record<string, string | number | boolean>, options: { hotel?: string; locale?: string } = {}) {
  const response = await search(query, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    rooms: Room[];
    plans: Array<{ hotel_plan_code: string; rooms: Array<{ room_type_code: string; room_plan: Plan }> }>;
    warnings: string[];
    next_available_date: string | null;
    party: unknown[];
    checkin: string | null;
    nights: number;
  };
}
const planCodes = (rooms: Room[]) => [...new Set(rooms.flatMap((r) => r.room_plans.map((p) => p.hotel_plan_code)))].sort();
const plan = (rooms: Room[], roomPlanCode: string) => rooms.flatMap((r) => r.room_plans).find((p) => p.room_plan_code === roomPlanCode);

const checkin = tokyoMonday(24);
const checkout = addDays(checkin, 2);
const stay = { checkin, checkout };

describe('party', () => {
  it('prices a multi-room search per room, and lists only room types every room fits', async () => {
    const rooms = JSON.stringify([{ adults: 3 }, { adults: 1 }]);
    const data = await found({ ...stay, rooms });
    expect(data.rooms.map((r) => r.room_type_code).sort()).toEqual(['JPN-WAS', 'STE-CRN', 'SUP-TWN']);
    const single = async (adults: number) => plan((await found({ ...stay, adults })).rooms, 'SUP-TWN-RO')?.prices.total_price ?? 0;
    expect(plan(data.rooms, 'SUP-TWN-RO')?.prices.total_price).toBe((await single(3)) + (await single(1)));
    expect(data.party).toHaveLength(2);
  });

  it('caps rooms at the hotel multi-room limit, and at one where multi-room search is off', async () => {
    const six = await search({ ...stay, adults: 1, room_count: 6 });
    expect(six.statusCode).toBe(422);
    expect(firstError(six.json()).details.base[0]).toMatchObject({ field: 'rooms', error: 'Search for at most 5 rooms at a time' });
    const taipei = await search({ ...stay, room_count: 2 }, { hotel: 'formosa-daan' });
    expect(taipei.statusCode).toBe(422);
  });

  it('charges tiered children a share of one adult’s rate, and keeps children sharing a bed to one per adult', async () => {
    const adults = plan((await found({ ...stay, adults: 2 })).rooms, 'JPN-WAS-RO');
    const withChild = plan((await found({ ...stay, adults: 2, kids_tiers: 'A:1' })).rooms, 'JPN-WAS-RO');
    const oneAdult = plan((await found({ ...stay, adults: 1 })).rooms, 'JPN-WAS-RO');
    const childNights = oneAdult?.prices.nights.map((n) => Math.round(n.price_without_tax * 0.7)) ?? [];
    expect(withChild?.prices.room_price_without_tax).toBe(
      (adults?.prices.room_price_without_tax ?? 0) + childNights.reduce((s, n) => s + n, 0),
    );
    const sharing = await search({ ...stay, adults: 1, kids_tiers: 'C:1,D:1' });
    expect(firstError(sharing.json()).details.base[0]?.error).toBe(
      'Each adult can share a bed with one child; choose a bed for the others',
    );
  });

  it('counts children with their own bed against a room’s beds, and not those sharing one', async () => {
    const bedded = await found({ ...stay, adults: 2, kids_tiers: 'A:1' });
    expect(bedded.rooms.every((r) => ['SUP-TWN', 'JPN-WAS', 'STE-CRN'].includes(r.room_type_code))).toBe(true);
    const sharing = await found({ ...stay, adults: 2, kids_tiers: 'D:1' });
    expect(sharing.rooms.map((r) => r.room_type_code)).toContain('MOD-DBL');
  });

  it('warns (kids) when ages do not match the children in ages mode', async () => {
    expect((await found({ ...stay, children: 2, kids_ages: '5' }, { hotel: 'sakura-myeongdong' })).warnings).toEqual(['kids']);
    expect((await found({ ...stay, children: 2, kids_ages: '5,8' }, { hotel: 'sakura-myeongdong' })).warnings).toEqual([]);
    expect((await search({ ...stay, children: 1, kids_ages: '19' }, { hotel: 'sakura-myeongdong' })).statusCode).toBe(422);
  });

  it('warns (kids) when a hotel that counts children by tier is asked for children without their tiers, and searches for the adults', async () => {
    // As the agency site and a link give them: by age, which a tier cannot place.
    const byAge = await found({ ...stay, adults: 2, children: 1, kids_ages: '5' });
    expect(byAge.warnings).toEqual(['kids']);
    expect(byAge.party).toEqual([{ adults: 2, children: 0, kids_ages: [], kids_tiers: [] }]);
    expect((await found({ ...stay, adults: 2, children: 2, kids_tiers: 'A:1' })).warnings).toEqual(['kids']);
    // Each child in a tier: nothing to ask.
    expect((await found({ ...stay, adults: 2, children: 1, kids_tiers: 'A:1' })).warnings).toEqual([]);
    expect((await found({ ...stay, adults: 2, kids_tiers: 'A:1' })).warnings).toEqual([]);
    expect((await found({ ...stay, adults: 2 })).warnings).toEqual([]);
  });
});

describe('dates', () => {
  it('searches day use on the check-in day only, where the hotel offers it', async () => {
    const data = await found({ checkin, checkout: checkin, is_day_use: true, adults: 1 });
    expect(planCodes(data.rooms)).toEqual(['DAY']);
    const seoul = await search({ checkin, checkout: checkin, is_day_use: true }, { hotel: 'sakura-myeongdong' });
    expect(firstError(seoul.json()).details.base[0]).toMatchObject({ field: 'is_day_use' });
  });

  it('searches undated for the nights asked, and refuses rooms that differ', async () => {
    const data = await found({ search_type: 'undated', nights: 2, adults: 2 });
    expect(data.checkin).toBeNull();
    expect(data.nights).toBe(2);
    expect(planCodes(data.rooms)).toContain('ST2');
    expect(plan(data.rooms, 'MOD-DBL-RO')?.prices.total_price).toBeGreaterThan(0);
    const differing = await search({ search_type: 'undated', rooms: JSON.stringify([{ adults: 2 }, { adults: 1 }]) });
    expect(firstError(differing.json()).details.base[0]).toMatchObject({
      field: 'rooms',
      error: 'Searching without dates needs the same guests in every room',
    });
  });
});

describe('results', () => {
  it('groups by plan with type=plans', async () => {
    const data = await found({ ...stay, type: 'plans' });
    expect(data.rooms).toEqual([]);
    const breakfast = data.plans.find((p) => p.hotel_plan_code === 'BF');
    expect(breakfast?.rooms.map((r) => r.room_plan.hotel_plan_code).every((c) => c === 'BF')).toBe(true);
    const prices = breakfast?.rooms.map((r) => r.room_plan.prices.total_price) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('restricts by filters and by room type, plan and room plan codes', async () => {
    expect((await found({ ...stay, filter: '4' })).rooms.map((r) => r.room_type_code)).toEqual(['JPN-WAS']);
    expect((await found({ ...stay, room_type_codes: 'MOD-DBL,DLX-KNG' })).rooms.map((r) => r.room_type_code).sort()).toEqual([
      'DLX-KNG',
      'MOD-DBL',
    ]);
    expect(planCodes((await found({ ...stay, hotel_plan_code: 'BF' })).rooms)).toEqual(['BF']);
    const one = await found({ ...stay, room_plan_codes: 'DLX-KNG-NR' });
    expect(one.rooms.flatMap((r) => r.room_plans.map((p) => p.room_plan_code))).toEqual(['DLX-KNG-NR']);
  });

  it('shows language-restricted plans in their language only, and refuses booking them in another (3601)', async () => {
    expect(planCodes((await found(stay, { locale: 'en' })).rooms)).not.toContain('JPRES');
    const ja = await found(stay, { locale: 'ja' });
    expect(planCodes(ja.rooms)).toContain('JPRES');
    const total = plan(ja.rooms, 'MOD-DBL-JPRES')?.prices.total_price ?? 0;
    const body = bookingBody({ ...stay, roomPlanCode: 'MOD-DBL-JPRES', totalCents: total, locale: 'en' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': await t.session() },
      payload: body,
    });
    expect(firstError(response.json()).code).toBe(3601);
  });

  it('shows secret plans only for their code with mode=secret, and says when a code opens nothing', async () => {
    expect(planCodes((await found(stay)).rooms)).not.toContain('INSIDER');
    expect(planCodes((await found({ ...stay, mode: 'secret', promo_code: 'sakura-insider' })).rooms)).toEqual(['INSIDER']);
    const wrong = await found({ ...stay, mode: 'secret', promo_code: 'GUESS' });
    expect(wrong.rooms).toEqual([]);
    expect(wrong.warnings).toEqual(['promo_code']);
  });

  it('lists a plan whose booking has not opened as not bookable, and refuses booking it', async () => {
    const early = plan((await found(stay)).rooms, 'MOD-DBL-EARLY');
    expect(early).toMatchObject({ bookable: false, available: true });
    const body = bookingBody({ ...stay, roomPlanCode: 'MOD-DBL-EARLY', totalCents: early?.prices.total_price ?? 0 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': await t.session() },
      payload: body,
    });
    expect(firstError(response.json()).code).toBe('PLAN_UNAVAILABLE');
  });

  it("tells the hotel's card offer in the guest's language, on the plans it is for that take cards", async () => {
    const response = await search(stay, { locale: 'ja' });
    const { payment_promotion_info: offer, rooms } = response.json().data;
    expect(offer).toEqual({
      target_mode: 'include',
      hotel_plan_codes: ['NR', 'BF'],
      description: 'オンラインでカード決済のお客様に、バーでのウェルカムドリンクをご用意します。',
    });
    const flagged = (code: string) => (plan(rooms, code) as unknown as { payment_promotion: boolean }).payment_promotion;
    // NR and BF take cards and are listed; room only is paid at the hotel; the two-night plan is not listed.
    expect([flagged('MOD-DBL-NR'), flagged('MOD-DBL-BF'), flagged('MOD-DBL-RO'), flagged('MOD-DBL-ST2')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    // A hotel without an offer says so.
    const seoul = await search(stay, { hotel: 'sakura-myeongdong' });
    expect(seoul.json().data.payment_promotion_info).toBeNull();
  });
});

describe('a night with no rooms', () => {
  async function fullNight(): Promise<string> {
    const result = await sql<{ stay_date: string }>`
      SELECT i.stay_date::text FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id JOIN hotels h ON h.id = rt.hotel_id
      WHERE h.code = 'sakura-ginza' AND i.stay_date > ${tokyoDate(1)}
      GROUP BY i.stay_date HAVING bool_and(i.sold = i.total) ORDER BY i.stay_date LIMIT 1`.execute(t.db);
    return result.rows[0]?.stay_date ?? '';
  }

  it('offers the next date with rooms when asked', async () => {
    const night = await fullNight();
    const data = await found({ checkin: night, checkout: addDays(night, 1), search_next_available_date_if_no_result: true });
    expect(data.rooms).toEqual([]);
    expect(data.next_available_date).toBe(addDays(night, 1));
    expect((await found({ checkin: night, checkout: addDays(night, 1) })).next_available_date).toBeNull();
  });

  it('lists sold-out rooms as unavailable when occupied rooms are included', async () => {
    const night = await fullNight();
    const data = await found({ checkin: night, checkout: addDays(night, 1), is_including_occupied: true });
    expect(data.rooms.length).toBeGreaterThan(0);
    expect(data.rooms.flatMap((r) => r.room_plans).every((p) => !p.available)).toBe(true);
  });
});

describe('booking what was searched', () => {
  it('books two rooms with different parties, a tiered child included, at the searched price', async () => {
    const rooms = JSON.stringify([{ adults: 2, kids_tiers: [{ code: 'A', children: 1 }] }, { adults: 1 }]);
    const total = plan((await found({ ...stay, rooms })).rooms, 'SUP-TWN-BF')?.prices.total_price ?? 0;
    const body = bookingBody({ ...stay, roomTypeCode: 'SUP-TWN', roomPlanCode: 'SUP-TWN-BF', totalCents: total, rooms: 2 });
    body.rooms[0] = { ...body.rooms[0], adults: 2, children: 1, kids_tiers: [{ code: 'A', children: 1 }] } as (typeof body.rooms)[number];
    body.rooms[1] = { ...body.rooms[1], adults: 1 } as (typeof body.rooms)[number];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': await t.session() },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reservation } = response.json().data;
    expect(reservation.total_price).toBe(total);
    expect(
      reservation.rooms.map((r: { adults: number; children: number; kids_tiers: unknown }) => [r.adults, r.children, r.kids_tiers]),
    ).toEqual([
      [2, 1, [{ code: 'A', children: 1 }]],
      [1, 0, []],
    ]);
  });

  it('books day use on the check-in day and takes that day’s stock', async () => {
    const day = await found({ checkin, checkout: checkin, is_day_use: true, adults: 1 });
    const dayPlan = plan(day.rooms, 'STD-SGL-DAY');
    const body = bookingBody({
      checkin,
      checkout: checkin,
      roomTypeCode: 'STD-SGL',
      roomPlanCode: 'STD-SGL-DAY',
      adults: 1,
      totalCents: dayPlan?.prices.total_price ?? 0,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': await t.session() },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const after = plan((await found({ checkin, checkout: checkin, is_day_use: true, adults: 1 })).rooms, 'STD-SGL-DAY');
    expect(after?.prices.total_price).toBe(dayPlan?.prices.total_price);
  });
});

describe('calendar for the party', () => {
  it('gives the lowest one-night price for all rooms of the party', async () => {
    const rooms = JSON.stringify([{ adults: 2 }, { adults: 1 }]);
    const response = await t.app.inject({
      url: `/api/v1/hotels/sakura-ginza/rooms/availability?start_date=${checkin}&end_date=${checkin}&rooms=${encodeURIComponent(rooms)}`,
    });
    const day = response.json().data.days[0];
    const oneNight = await found({ checkin, checkout: addDays(checkin, 1), rooms });
    const lowest = Math.min(
      ...oneNight.rooms.flatMap((r) =>
        r.room_plans.filter((p) => !['MEM', 'EARLY'].includes(p.hotel_plan_code)).map((p) => p.prices.total_price),
      ),
    );
    expect(day.lowest_price).toBeLessThanOrEqual(lowest);
    expect(day.lowest_price).toBeGreaterThanOrEqual(lowest - 2);
  });
});

describe('facilities page', () => {
  const brandHotels = async (query: string) => {
    const response = await t.app.inject({ url: `/api/v1/hotel_brands/sakura/hotels?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: Array<{ code: string; name: string; lowest_price: { total_price: number; from: boolean; nights: number } | null }>;
      meta: { total_pages: number; total_entries: number };
    };
  };

  it("lists the brand's hotels in the requested language, and answers BRAND_NOT_FOUND for another", async () => {
    const { data } = await brandHotels('locale=ja');
    expect(data.map((h) => [h.code, h.name])).toEqual([
      ['sakura-ginza', 'さくらホテル銀座'],
      ['sakura-myeongdong', 'さくらホテル明洞'],
    ]);
    const unknown = await t.app.inject({ url: '/api/v1/hotel_brands/nobody/hotels' });
    expect(firstError(unknown.json()).code).toBe('BRAND_NOT_FOUND');
  });

  it('gives each hotel the lowest price a guest can book for the dates and party', async () => {
    const { data } = await brandHotels(`is_including_lowest_price=true&checkin=${checkin}&checkout=${checkout}&adults=2`);
    const ginza = await found({ ...stay, adults: 2 });
    const bookable = ginza.rooms.flatMap((r) => r.room_plans).filter((p) => p.available && p.bookable && p.hotel_plan_code !== 'MEM');
    expect(data.find((h) => h.code === 'sakura-ginza')?.lowest_price).toMatchObject({
      total_price: Math.min(...bookable.map((p) => p.prices.total_price)),
      nights: 2,
      from: false,
    });
    const undated = await brandHotels('is_including_lowest_price=true&adults=2');
    expect(undated.data.every((h) => h.lowest_price?.from === true && h.lowest_price.nights === 1)).toBe(true);
  });

  it('pages the list and keeps to the hotel codes asked', async () => {
    const first = await brandHotels('per_page=1&page=1');
    expect(first.meta).toMatchObject({ total_pages: 2, total_entries: 2 });
    expect((await brandHotels('per_page=1&page=2')).data.map((h) => h.code)).toEqual(['sakura-myeongdong']);
    expect((await brandHotels('hotel_codes=sakura-myeongdong')).data.map((h) => h.code)).toEqual(['sakura-myeongdong']);
  });

  it('has no price for a hotel that cannot take the party', async () => {
    const { data } = await brandHotels(`is_including_lowest_price=true&checkin=${checkin}&checkout=${checkout}&adults=1&room_count=4`);
    expect(data.find((h) => h.code === 'sakura-myeongdong')?.lowest_price).toBeNull();
    expect(data.find((h) => h.code === 'sakura-ginza')?.lowest_price).not.toBeNull();
  });
});

describe('promo codes and where the guest came from', () => {
  it('opens a secret plan beside the others for promo_code or google_promo_code', async () => {
    for (const code of ['promo_code', 'google_promo_code']) {
      const codes = planCodes((await found({ ...stay, [code]: 'SAKURA-INSIDER' })).rooms);
      expect(codes).toContain('INSIDER');
      expect(codes).toContain('RO');
    }
  });

  it('keeps the marketing parameters with the reservation', async () => {
    const total = plan((await found(stay)).rooms, 'MOD-DBL-RO')?.prices.total_price ?? 0;
    const body = { ...bookingBody({ ...stay, totalCents: total }), marketing: { utm_source: 'newsletter', gclid: 'g-1', other: 'x' } };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': await t.session() },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await sql<{ marketing: Record<string, string> }>`
      SELECT marketing FROM reservations WHERE reservation_number = ${response.json().data.reservation_number as string}`.execute(t.db);
    expect(row.rows[0]?.marketing).toEqual({ utm_source: 'newsletter', gclid: 'g-1' });
  });
});
