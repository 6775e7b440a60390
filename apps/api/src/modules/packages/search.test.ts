import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { firstError, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { searchPackages } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const checkin = tokyoMonday(30);

describe('GET hotels/{code}/packages', () => {
  it('prices the plans with the cheapest flights from the departure airport to the hotel and back', async () => {
    const stay = { checkin, checkout: addDays(checkin, 1) };
    const response = await searchPackages(t.app, { ...stay, adults: 2 });
    expect(response.statusCode).toBe(200);
    const answer = response.json().data;
    expect(answer.departure_airport.code).toBe('CTS');
    // Ginza's nearest airport is Haneda, not Narita.
    expect(answer.arrival_airport.code).toBe('HND');
    expect(answer.travellers).toEqual({ adults: 2, children: 0, infants: 0 });
    expect(answer.outbound.length).toBeGreaterThan(0);
    expect(answer.outbound.every((offer: { departure_date: string }) => offer.departure_date === stay.checkin)).toBe(true);
    expect(answer.return.every((offer: { departure_date: string }) => offer.departure_date === stay.checkout)).toBe(true);
    expect(Math.min(...answer.outbound.map((offer: { supplement: number }) => offer.supplement))).toBe(0);
    // Only plans paid in full by card are sold as packages.
    const rooms = await t.app.inject({
      url: `/api/v1/hotels/sakura-ginza/rooms?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`,
    });
    const cardPlan = rooms
      .json()
      .data.rooms.flatMap((room: { room_plans: unknown[] }) => room.room_plans)
      .find((plan: { room_plan_code: string }) => plan.room_plan_code === 'MOD-DBL-NR');
    const packaged = answer.plans.find((plan: { room_plan_code: string }) => plan.room_plan_code === 'MOD-DBL-NR');
    expect(packaged.package_price).toBeGreaterThan(cardPlan.prices.total_price);
    expect(answer.plans.some((plan: { room_plan_code: string }) => plan.room_plan_code === 'MOD-DBL-RO')).toBe(false);
  });

  it('answers the same fares for the same flights every time', async () => {
    const stay = { checkin, checkout: addDays(checkin, 1) };
    const first = (await searchPackages(t.app, stay)).json().data;
    const second = (await searchPackages(t.app, stay)).json().data;
    expect(second.outbound).toEqual(first.outbound);
    expect(second.plans).toEqual(first.plans);
  });

  it.each([
    ['an undated search', { search_type: 'undated', departure_airport: 'CTS' }, 'PACKAGE_DATES_REQUIRED'],
    ['a day-use search', { checkin, checkout: checkin, is_day_use: 'true', departure_airport: 'CTS' }, 'PACKAGE_DATES_REQUIRED'],
    ['six rooms', { checkin, checkout: addDays(checkin, 1), room_count: 6, departure_airport: 'CTS' }, 'PACKAGE_TOO_MANY_ROOMS'],
    ['no departure airport', { checkin, checkout: addDays(checkin, 1) }, 'PACKAGE_DEPARTURE_REQUIRED'],
    ['a flight within the hotel’s own city', { checkin, checkout: addDays(checkin, 1), departure_airport: 'NRT' }, 'PACKAGE_NO_ROUTE'],
  ])('refuses %s with its code', async (_name, query, code) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/packages?${qs}` });
    expect(response.statusCode).toBe(422);
    expect(firstError(response.json()).code).toBe(code);
  });

  it('refuses an airport it does not know as invalid', async () => {
    const response = await searchPackages(t.app, { checkin, checkout: addDays(checkin, 1), departure_airport: 'XXX' });
    expect(response.statusCode).toBe(422);
    expect(firstError(response.json()).code).toBe(1000);
  });
});
