import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { firstError, setTokyoStock, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { bookPackage, packageBody } from './testing';

let t: TestApp;
let booked: { reservation_number: string; bypass_token: string; reservation: { rooms: Array<{ id: number }> } };
beforeAll(async () => {
  t = await startTestApp();
  const checkin = tokyoMonday(161);
  const checkout = addDays(checkin, 2);
  await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 5, sold: 0 });
  const request = await packageBody(t.app, { checkin, checkout });
  const response = await bookPackage(t.app, await t.session(), request.body);
  expect(response.statusCode, response.body).toBe(201);
  booked = response.json().data;
});
afterAll(async () => t.close());

const asGuest = (url: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/reservations/${booked.reservation_number}${url}`,
    headers: { 'x-bypass-token': booked.bypass_token },
    payload,
  });

describe("a flight package's stay, which its guest does not change or cancel online (ADR 0059)", () => {
  it('says so in its update setting', async () => {
    const shown = await asGuest('');
    expect(shown.json().data.reservation.update_setting).toMatchObject({ updatable: false, reason: 'flight_package' });
  });

  it('refuses a change of dates and a cancellation with FLIGHT_PACKAGE_FIXED, leaving the stay as it was', async () => {
    const checkin = addDays(tokyoMonday(161), 1);
    const quote = await asGuest(
      `/change_quote?checkin_date=${checkin}&checkout_date=${addDays(checkin, 2)}&room_ids=${booked.reservation.rooms[0]?.id}`,
    );
    expect([quote.statusCode, firstError(quote.json()).code]).toEqual([422, 'FLIGHT_PACKAGE_FIXED']);
    const cancel = await asGuest('/cancel', 'PUT', { bypass_token: booked.bypass_token, cancellation_fee_displayed: 0 });
    expect([cancel.statusCode, firstError(cancel.json()).code]).toEqual([422, 'FLIGHT_PACKAGE_FIXED']);
    expect((await asGuest('')).json().data.reservation.status).toBe('done');
  });
});
