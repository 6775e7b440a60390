import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, confirmedMember, firstError, quotedTotal, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

async function book(session: string, checkin: string, checkout: string, bearer?: string) {
  const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload: bookingBody({ checkin, checkout, totalCents }),
  });
  return response.json().data as { reservation_number: string; bypass_token: string };
}

async function overlapping(session: string, checkin: string, checkout: string, bearer?: string) {
  const response = await t.app.inject({
    url: `/api/v1/reservations/overlapping?checkin_date=${checkin}&checkout_date=${checkout}`,
    headers: { 'client-session': session, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data.reservations as Array<{ reservation_number: string }>).map((r) => r.reservation_number);
}

describe('overlapping-reservation warnings', () => {
  it("names the guest's own bookings that meet the stay: this session's, or the signed-in member's", async () => {
    const mine = await t.session();
    const booked = await book(mine, tokyoDate(20), tokyoDate(22));
    expect(await overlapping(mine, tokyoDate(21), tokyoDate(23))).toEqual([booked.reservation_number]);
    // The check-out day is free for the next stay; and someone else's session sees nothing.
    expect(await overlapping(mine, tokyoDate(22), tokyoDate(23))).toEqual([]);
    expect(await overlapping(await t.session(), tokyoDate(21), tokyoDate(23))).toEqual([]);

    const member = await confirmedMember(t.app, 'overlap.member@example.com');
    const memberBooking = await book(await t.session(), tokyoDate(30), tokyoDate(31), member);
    expect(await overlapping(await t.session(), tokyoDate(30), tokyoDate(30), member)).toEqual([memberBooking.reservation_number]);

    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${booked.reservation_number}/cancel`,
      payload: { bypass_token: booked.bypass_token, cancellation_fee_displayed: 0 },
    });
    expect(await overlapping(mine, tokyoDate(21), tokyoDate(23))).toEqual([]);
  });

  it('refuses a date that is not on the calendar as invalid (1000), before any query fails on it', async () => {
    const response = await t.app.inject({
      url: '/api/v1/reservations/overlapping?checkin_date=2027-02-30&checkout_date=2027-03-02',
      headers: { 'client-session': await t.session() },
    });
    expect([response.statusCode, firstError(response.json()).details.base[0]]).toEqual([
      422,
      expect.objectContaining({ code: 1000, field: 'checkin_date', message: 'validation.date' }),
    ]);
  });
});
