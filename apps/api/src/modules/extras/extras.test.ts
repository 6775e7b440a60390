import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, firstError, quotedTotal, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { stayChanges } from '../reservations/testing';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp({ config: { LOOKUP_RATE_LIMIT: 1000 } });
  session = await t.session();
});
afterAll(async () => t.close());

const EMAIL = 'yui.tanaka@example.com';
const guest = stayChanges(() => t.app, { email: EMAIL });

interface Extra {
  id: number;
  code: string;
  extra_type: string;
  orderable: boolean;
  delivery_times: string[];
  dates: Array<{ date: string; price_without_tax: number; price: number; left: number }>;
}

async function listExtras(checkin: string, checkout: string): Promise<Extra[]> {
  const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/extras?checkin_date=${checkin}&checkout_date=${checkout}` });
  expect(response.statusCode).toBe(200);
  return response.json().data.extras;
}

async function extraByCode(code: string, checkin: string, checkout: string) {
  const found = (await listExtras(checkin, checkout)).find((e) => e.code === code);
  if (!found) throw new Error(`no ${code}`);
  return found;
}

async function stockLeft(code: string, date: string) {
  const row = await sql<{ left: number }>`SELECT total - sold AS left FROM extra_inventory i JOIN extras e ON e.id = i.extra_id
    WHERE e.code = ${code} AND i.stock_date = ${date}`.execute(t.db);
  return Number(row.rows[0]?.left);
}

async function book(checkin: string, checkout: string, extras: object[], extrasTotal: number) {
  const rooms = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: { ...bookingBody({ checkin, checkout, totalCents: rooms + extrasTotal }), extras },
  });
}

describe('extras for a stay (§3)', () => {
  it('lists generic extras for the check-in day and dated ones for the nights, with and without tax', async () => {
    const [checkin, checkout] = [tokyoDate(30), tokyoDate(32)];
    const extras = await listExtras(checkin, checkout);
    expect(extras.map((e) => e.code)).toEqual(['LATE-CHECKOUT', 'LIMOUSINE', 'KAISEKI', 'CAKE']);
    const kaiseki = extras.find((e) => e.code === 'KAISEKI')!;
    expect(kaiseki.dates.map((d) => d.date)).toEqual([checkin, tokyoDate(31)]);
    expect(kaiseki.dates[0]).toMatchObject({ price_without_tax: 12000, price: 13200, left: 8 });
    expect(extras.find((e) => e.code === 'LIMOUSINE')!.dates).toEqual([{ date: checkin, price_without_tax: 3300, price: 3630, left: 20 }]);
    // The cake needs two days' notice: tomorrow's stay can no longer order it.
    expect((await extraByCode('CAKE', tokyoDate(1), tokyoDate(2))).orderable).toBe(false);
  });

  it('books extras with the stay: priced on the server, in the total, and their stock taken', async () => {
    const [checkin, checkout] = [tokyoDate(33), tokyoDate(35)];
    const kaiseki = await extraByCode('KAISEKI', checkin, checkout);
    const limousine = await extraByCode('LIMOUSINE', checkin, checkout);
    const selection = [
      { extra_id: kaiseki.id, quantity: 2, date: tokyoDate(34), delivery_time: '19:30', answer: 'One guest is vegetarian' },
      { extra_id: limousine.id, quantity: 2 },
    ];
    const extrasTotal = 2 * 13200 + 2 * 3630;
    const wrong = await book(checkin, checkout, selection, extrasTotal - 1);
    expect(wrong.statusCode).toBe(409);
    expect(firstError(wrong.json()).payloads).toMatchObject({ extras_price: extrasTotal });

    const response = await book(checkin, checkout, selection, extrasTotal);
    expect(response.statusCode).toBe(201);
    const { reservation, reservation_number: number, bypass_token } = response.json().data;
    expect(reservation.extras_price).toBe(extrasTotal);
    expect(reservation.extras).toEqual([
      expect.objectContaining({ name: 'Kaiseki dinner', date: tokyoDate(34), delivery_time: '19:30', quantity: 2, total_price: 26400 }),
      expect.objectContaining({ name: 'Airport limousine bus ticket (Haneda)', date: checkin, quantity: 2, total_price: 7260 }),
    ]);
    expect(await stockLeft('KAISEKI', tokyoDate(34))).toBe(6);
    expect(await stockLeft('LIMOUSINE', checkin)).toBe(18);

    // Cancelling gives the extras back too.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${number}/cancel`,
      payload: { bypass_token, cancellation_fee_displayed: 0 },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockLeft('KAISEKI', tokyoDate(34))).toBe(8);
    expect(await stockLeft('LIMOUSINE', checkin)).toBe(20);
  });

  it('refuses each selection the rules refuse, with its §8 code', async () => {
    const [checkin, checkout] = [tokyoDate(36), tokyoDate(37)];
    const kaiseki = await extraByCode('KAISEKI', checkin, checkout);
    const cake = await extraByCode('CAKE', checkin, checkout);
    const late = await extraByCode('LATE-CHECKOUT', checkin, checkout);
    await sql`UPDATE extra_inventory SET sold = total WHERE extra_id = ${cake.id} AND stock_date = ${checkin}`.execute(t.db);
    const cases: Array<[object, number]> = [
      [{ extra_id: 999_999, quantity: 1 }, 1100],
      [{ extra_id: late.id, quantity: 2 }, 1104],
      [{ extra_id: kaiseki.id, quantity: 1, date: tokyoDate(40) }, 1106],
      [{ extra_id: kaiseki.id, quantity: 1, date: checkin, delivery_time: '07:00' }, 1106],
      [{ extra_id: cake.id, quantity: 1, date: checkin }, 1105],
    ];
    for (const [selection, code] of cases) {
      const response = await book(checkin, checkout, [selection], 0);
      expect(firstError(response.json()).code, JSON.stringify(selection)).toBe(code);
    }
    const tooLate = await book(tokyoDate(1), tokyoDate(2), [{ extra_id: cake.id, quantity: 1, date: tokyoDate(1) }], 0);
    expect(firstError(tooLate.json()).code).toBe(1101);
    const none = await book(checkin, checkout, [{ extra_id: kaiseki.id, quantity: 0, date: checkin }], 0);
    expect(none.statusCode).toBe(422);
    expect(firstError(none.json()).details.base[0]?.field).toBe('extras.0.quantity');
  });

  it('adds extras to a booking at the total shown, and keeps a change from leaving them outside the stay', async () => {
    const [checkin, checkout] = [tokyoDate(38), tokyoDate(40)];
    const booked = (await book(checkin, checkout, [], 0)).json().data;
    const number = booked.reservation_number;
    const late = await extraByCode('LATE-CHECKOUT', checkin, checkout);
    const add = (total: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/reservations/${number}/extras`,
        payload: {
          email: EMAIL,
          version: booked.reservation.version,
          extras: [{ extra_id: late.id, quantity: 1 }],
          extras_total_displayed: total,
        },
      });
    const wrong = await add(1);
    expect(wrong.statusCode).toBe(409);
    expect(firstError(wrong.json())).toMatchObject({ code: 1103, payloads: { extras_total: 3300 } });
    const added = await add(3300);
    expect(added.statusCode).toBe(200);
    const { reservation } = added.json().data;
    expect(reservation).toMatchObject({ extras_price: 3300, total_price: booked.reservation.total_price + 3300 });
    expect(await stockLeft('LATE-CHECKOUT', checkin)).toBe(4);

    const roomIds = [reservation.rooms[0].id as number];
    const moved = await guest.quote(number, { checkin: tokyoDate(39), checkout: tokyoDate(41), roomIds });
    expect(firstError(moved.json()).code).toBe('EXTRAS_OUTSIDE_STAY');
    // Staying a night longer keeps the check-in day, so the extra stays where it is; the total keeps it.
    const longer = await guest.quote(number, { checkin, checkout: tokyoDate(41), roomIds });
    expect(longer.statusCode).toBe(200);
    expect(longer.json().data.quote.total_price).toBe(longer.json().data.quote.rooms[0].total_price + 3300);
  });
});
