import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '@yado/domain/dates';
import { firstError, ginzaFirstCheckin, searchTokyo, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { availabilityResponse, roomSearchResponse } from '@yado/domain/wire/search';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

const checkin = tokyoDate(20);
const checkout = tokyoDate(22);

describe('room search', () => {
  it('answers in the shape its schemas document, though the routes send it unchecked (ADR 0024)', async () => {
    const searches = [
      `checkin=${checkin}&checkout=${checkout}&adults=2`,
      `checkin=${checkin}&checkout=${checkout}&adults=2&type=plans&currency=usd`,
      'search_type=undated&adults=1',
      `checkin=${checkin}&checkout=${checkin}&adults=1&is_day_use=true`,
      `checkin=${checkin}&checkout=${checkout}&adults=9&search_next_available_date_if_no_result=true`,
    ];
    for (const query of searches) {
      const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms?${query}` });
      expect([query, response.statusCode]).toEqual([query, 200]);
      const parsed = roomSearchResponse.safeParse(response.json());
      expect(parsed.error?.issues ?? []).toEqual([]);
      // Nothing beyond what the schema names goes out (parsing strips unnamed fields).
      expect(parsed.data).toEqual(response.json());
    }
    const calendar = await t.app.inject({
      url: `/api/v1/hotels/sakura-ginza/rooms/availability?start_date=${tokyoDate(0)}&end_date=${tokyoDate(60)}&adults=2`,
    });
    const parsedCalendar = availabilityResponse.safeParse(calendar.json());
    expect(parsedCalendar.error?.issues ?? []).toEqual([]);
    expect(parsedCalendar.data).toEqual(calendar.json());
  });

  it('prices each plan from nightly rates with tax, cheapest room first', async () => {
    const rooms = await searchTokyo(t.app, { checkin, checkout, adults: 2 });
    expect(rooms.length).toBeGreaterThan(2);
    const cheapest = rooms.map((r) => Math.min(...r.room_plans.map((p) => p.prices.total_price)));
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));

    const rates = await sql<{ amount: number }>`
      SELECT r.amount FROM room_rates r JOIN room_plans rp ON rp.id = r.room_plan_id
        JOIN room_types rt ON rt.id = rp.room_type_id JOIN hotels h ON h.id = rt.hotel_id
      WHERE h.code = 'sakura-ginza' AND rp.room_plan_code = 'MOD-DBL-RO' AND r.adults = 2 AND r.stay_date >= ${checkin} AND r.stay_date < ${checkout}`.execute(
      t.db,
    );
    const withoutTax = rates.rows.reduce((sum, r) => sum + r.amount, 0);
    const plan = rooms.find((r) => r.room_type_code === 'MOD-DBL')?.room_plans.find((p) => p.room_plan_code === 'MOD-DBL-RO');
    expect(plan?.prices.total_price).toBe(withoutTax + Math.round(withoutTax * 0.1));
  });

  it('leaves out rooms too small for the party', async () => {
    const rooms = await searchTokyo(t.app, { checkin, checkout, adults: 4 });
    expect(rooms.map((r) => r.room_type_code)).toEqual(['JPN-WAS']);
  });

  it('offers minimum-stay plans only for long enough stays', async () => {
    const oneNight = await searchTokyo(t.app, { checkin, checkout: tokyoDate(21), adults: 2 });
    const twoNights = await searchTokyo(t.app, { checkin, checkout, adults: 2 });
    const codes = (rooms: typeof oneNight) => new Set(rooms.flatMap((r) => r.room_plans.map((p) => p.hotel_plan_code)));
    expect(codes(oneNight).has('ST2')).toBe(false);
    expect(codes(twoNights).has('ST2')).toBe(true);
  });

  it('groups by plan when asked', async () => {
    const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms?checkin=${checkin}&checkout=${checkout}&type=plans` });
    const { data } = response.json();
    expect(data.rooms).toEqual([]);
    expect(data.plans.map((p: { hotel_plan_code: string }) => p.hotel_plan_code)).toEqual(
      expect.arrayContaining(['RO', 'BF', 'NR', 'ST2']),
    );
    expect(data.plans.find((p: { hotel_plan_code: string }) => p.hotel_plan_code === 'DAY')).toBeUndefined();
  });

  it('restricts results to a room type code', async () => {
    const rooms = await searchTokyo(t.app, { checkin, checkout, room_type_code: 'DLX-KNG' });
    expect(rooms.map((r) => r.room_type_code)).toEqual(['DLX-KNG']);
  });

  it('finds nothing on a night the calendar shows sold out', async () => {
    const response = await t.app.inject({
      url: `/api/v1/hotels/sakura-ginza/rooms/availability?start_date=${tokyoDate(0)}&end_date=${tokyoDate(60)}`,
    });
    const soldOut = response.json().data.days.find((d: { available: boolean }) => !d.available);
    expect(soldOut).toBeDefined();
    const rooms = await searchTokyo(t.app, { checkin: soldOut.date, checkout: addDays(soldOut.date, 1) });
    expect(rooms).toEqual([]);
  });

  it('refuses bad dates field by field', async () => {
    const bad = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms?checkin=2026-13-01&checkout=${checkout}` });
    expect(bad.statusCode).toBe(422);
    expect(firstError(bad.json())).toMatchObject({ code: 1000, details: { base: [{ field: 'checkin' }] } });
    const reversed = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms?checkin=${checkout}&checkout=${checkin}` });
    expect(firstError(reversed.json()).details.base[0]).toMatchObject({
      field: 'checkout',
      error: 'Check-out must be after check-in',
      message: 'validation.checkout_after_checkin',
    });
    const dayBefore = addDays(ginzaFirstCheckin(), -1);
    const past = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms?checkin=${dayBefore}&checkout=${tokyoDate(1)}` });
    expect(firstError(past.json()).details.base[0]?.field).toBe('checkin');
    const adults = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms?checkin=${checkin}&checkout=${checkout}&adults=0` });
    expect(firstError(adults.json()).details.base[0]?.field).toBe('adults');
  });

  it('answers 1903 beyond the reservable period, naming the months', async () => {
    const far = addMonths(tokyoDate(0), 12);
    const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms?checkin=${far}&checkout=${addDays(far, 1)}` });
    expect(response.statusCode).toBe(422);
    expect(firstError(response.json())).toMatchObject({
      code: 1903,
      title: 'Reservations are accepted within 12 months',
      payloads: { reservable_period_months: 12 },
    });
  });

  it('answers 404 for an unknown hotel', async () => {
    const response = await t.app.inject({ url: `/api/v1/hotels/atlantis/rooms?checkin=${checkin}&checkout=${checkout}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('availability calendar', () => {
  it('gives every day of the range with the lowest nightly price including tax', async () => {
    const response = await t.app.inject({
      url: `/api/v1/hotels/sakura-ginza/rooms/availability?start_date=${tokyoDate(5)}&end_date=${tokyoDate(11)}&adults=1`,
    });
    const { data } = response.json();
    expect(data.days).toHaveLength(7);
    expect(data.tax_included).toBe(true);
    const day = data.days.find((d: { available: boolean }) => d.available);
    const oneNight = await searchTokyo(t.app, { checkin: day.date, checkout: tokyoDate(5 + data.days.indexOf(day) + 1), adults: 1 });
    const lowest = Math.min(...oneNight.flatMap((r) => r.room_plans.filter((p) => !p.members_only).map((p) => p.prices.total_price)));
    expect(day.lowest_price).toBe(lowest);
  });

  it('narrows to the room types and plans asked for, showing a longer-stay plan’s nights when named', async () => {
    const range = `start_date=${tokyoDate(5)}&end_date=${tokyoDate(11)}&adults=2`;
    const calendar = async (filter: string) =>
      (await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms/availability?${range}&${filter}` })).json().data.days as Array<{
        date: string;
        available: boolean;
        lowest_price: number | null;
      }>;
    const all = await calendar('');
    const deluxe = await calendar('room_type_codes=DLX-KNG');
    const roomOnly = await calendar('room_plan_codes=DLX-KNG-RO');
    const twoNights = await calendar('room_plan_codes=DLX-KNG-ST2');
    const day = roomOnly.findIndex((d) => d.available);
    expect(day).toBeGreaterThanOrEqual(0);
    // A room type or plan of its own costs at least the hotel's lowest; the plan at least its room type's lowest.
    expect(deluxe[day]!.lowest_price).toBeGreaterThanOrEqual(all[day]!.lowest_price!);
    expect(roomOnly[day]!.lowest_price).toBeGreaterThanOrEqual(deluxe[day]!.lowest_price!);
    const oneNight = await searchTokyo(t.app, { checkin: roomOnly[day]!.date, checkout: tokyoDate(5 + day + 1), adults: 2 });
    const plan = oneNight.flatMap((r) => r.room_plans).find((p) => p.room_plan_code === 'DLX-KNG-RO');
    expect(roomOnly[day]!.lowest_price).toBe(plan?.prices.total_price);
    // The two-night plan is left out of the open calendar, but named it shows its nights, 10% under room only.
    expect(twoNights[day]!.lowest_price).toBeLessThan(roomOnly[day]!.lowest_price!);
    const none = await calendar('room_plan_codes=NO-SUCH-PLAN');
    expect(none.every((d) => !d.available && d.lowest_price === null)).toBe(true);
  });

  it('starts at the hotel’s today and refuses ranges over three months', async () => {
    const past = await t.app.inject({
      url: `/api/v1/hotels/sakura-ginza/rooms/availability?start_date=${tokyoDate(-5)}&end_date=${tokyoDate(1)}`,
    });
    expect(past.json().data.days[0].date).toBe(ginzaFirstCheckin());
    const long = await t.app.inject({
      url: `/api/v1/hotels/sakura-ginza/rooms/availability?start_date=${tokyoDate(0)}&end_date=${tokyoDate(200)}`,
    });
    expect(long.statusCode).toBe(422);
  });

  it('refuses a day that is not on the calendar as invalid (1000), before any query fails on it', async () => {
    const response = await t.app.inject({
      url: '/api/v1/hotels/sakura-ginza/rooms/availability?start_date=2027-02-30&end_date=2027-03-10',
    });
    expect([response.statusCode, firstError(response.json()).details.base[0]]).toEqual([
      422,
      expect.objectContaining({ code: 1000, field: 'start_date' }),
    ]);
  });
});
