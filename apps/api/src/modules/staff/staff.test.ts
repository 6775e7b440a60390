import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffKey } from '../../db/seed/staff-keys';
import {
  allowPayAtHotelWhenFeeDue,
  bookingBody,
  firstError,
  quotedTotal,
  soldOn,
  startTestApp,
  tokyoDate,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
let session: string;
let key: string;
beforeAll(async () => {
  t = await startTestApp({ config: { LOOKUP_RATE_LIMIT: 1000 } });
  session = await t.session();
  key = (await t.app.staff.issue('sakura-ginza', 'Front desk')).key;
  // Stays booked close to arrival here are paid at the hotel, as this hotel allows.
  await allowPayAtHotelWhenFeeDue(t);
});
afterAll(async () => t.close());

const EMAIL = 'yui.tanaka@example.com';
const staffHeaders = (staffKey: string) => ({ authorization: `Bearer ${staffKey}` });

async function book(checkin: string, checkout: string) {
  const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: bookingBody({ checkin, checkout, totalCents }),
  });
  return response.json().data as { reservation_number: string; reservation: { version: number; rooms: Array<{ id: number }> } };
}

describe('the staff API', () => {
  it("lists a day's arrivals, departures and guests staying the night, leaving out cancelled stays", async () => {
    const day = tokyoDate(57);
    const arriving = (await book(day, tokyoDate(59))).reservation_number;
    const staying = (await book(tokyoDate(56), tokyoDate(58))).reservation_number;
    const leaving = (await book(tokyoDate(55), day)).reservation_number;
    const cancelled = (await book(day, tokyoDate(58))).reservation_number;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/hotels/sakura-ginza/reservations/${cancelled}/cancel`,
      headers: staffHeaders(key),
      payload: { cancellation_fee: 0 },
    });
    const list = async (kind: string, date = day, staffKey = key) => {
      const response = await t.app.inject({
        url: `/api/v1/staff/hotels/sakura-ginza/reservations?date=${date}&kind=${kind}`,
        headers: staffHeaders(staffKey),
      });
      return response;
    };
    const numbers = async (kind: string) =>
      ((await list(kind)).json().data.reservations as Array<{ reservation_number: string }>).map((r) => r.reservation_number);
    expect(await numbers('arrivals')).toEqual([arriving]);
    expect(await numbers('departures')).toEqual([leaving]);
    expect(await numbers('staying')).toEqual([arriving, staying]);
    const [entry] = (await list('arrivals')).json().data.reservations;
    expect(entry).toMatchObject({ guest_name: 'Yui Tanaka', nights: 2, room_count: 1, status: 'done', changed_by_hotel: false });
    expect(entry.due_at_hotel).toEqual(entry.total_price);

    expect((await list('arrivals', day, demoStaffKey('sakura-myeongdong'))).statusCode).toBe(401);
    const badDate = await list('arrivals', '2026-13-40');
    expect([badDate.statusCode, firstError(badDate.json()).details.base[0]?.field]).toEqual([422, 'date']);
  });

  it("opens a hotel's reservations to its own staff key only", async () => {
    const { reservation_number: number } = await book(tokyoDate(24), tokyoDate(25));
    const url = `/api/v1/staff/hotels/sakura-ginza/reservations/${number}`;
    for (const headers of [{}, staffHeaders('ysk_not-a-key'), staffHeaders(demoStaffKey('sakura-myeongdong'))]) {
      const refused = await t.app.inject({ url, headers });
      expect(refused.statusCode).toBe(401);
      expect(firstError(refused.json()).code).toBe('STAFF_UNAUTHORIZED');
    }
    // Another hotel's key cannot reach this reservation through its own hotel either.
    const elsewhere = await t.app.inject({
      url: `/api/v1/staff/hotels/sakura-myeongdong/reservations/${number}`,
      headers: staffHeaders(demoStaffKey('sakura-myeongdong')),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(firstError(elsewhere.json()).code).toBe('RESERVATION_NOT_FOUND');
    const seen = await t.app.inject({ url, headers: staffHeaders(key) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ reservation: { reservation_number: number }, changes: [] });
  });

  it('changes dates at no fee, records who changed it, and ends online changes and cancellation', async () => {
    const booked = await book(tokyoDate(26), tokyoDate(28));
    const number = booked.reservation_number;
    const base = `/api/v1/staff/hotels/sakura-ginza/reservations/${number}`;
    const change = { checkin_date: tokyoDate(26), checkout_date: tokyoDate(27), room_ids: [booked.reservation.rooms[0]!.id] };
    const quoted = await t.app.inject({
      url: `${base}/change_quote?checkin_date=${change.checkin_date}&checkout_date=${change.checkout_date}&room_ids=${change.room_ids[0]}`,
      headers: staffHeaders(key),
    });
    expect(quoted.statusCode).toBe(200);
    const { quote } = quoted.json().data;
    expect(quote).toMatchObject({ change_fee: 0, fee_percentage: 0, nights: 1 });
    const soldBefore = (await soldOn(t.db, 'MOD-DBL', tokyoDate(27))).sold;

    const changed = await t.app.inject({
      method: 'PUT',
      url: base,
      headers: staffHeaders(key),
      payload: { ...change, version: booked.reservation.version, total_price_displayed: quote.total_price, change_fee_displayed: 0 },
    });
    expect(changed.statusCode).toBe(200);
    const { reservation, changes } = changed.json().data;
    expect(reservation).toMatchObject({
      checkout_date: tokyoDate(27),
      update_setting: { updatable: false, reason: 'changed_by_hotel' },
      cancellation: { can_cancel_online: false },
    });
    expect(changes).toEqual([expect.objectContaining({ kind: 'itinerary', actor: 'staff', fee: 0 })]);
    expect((await soldOn(t.db, 'MOD-DBL', tokyoDate(27))).sold).toBe(soldBefore - 1);

    const guestUpdate = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${number}/guests`,
      payload: { email: EMAIL, version: reservation.version, guest: { first_name: 'Yui', last_name: 'Sato', phone: '+819011112222' } },
    });
    expect(guestUpdate.statusCode).toBe(423);
    expect(firstError(guestUpdate.json()).code).toBe('CHANGED_BY_HOTEL');
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${number}/cancel`,
      payload: { email: EMAIL, cancellation_fee_displayed: 0 },
    });
    expect(cancel.statusCode).toBe(423);
    expect(firstError(cancel.json()).code).toBe('CHANGED_BY_HOTEL');
  });

  it('updates guest details after the online deadline has passed', async () => {
    const booked = await book(tokyoDate(1), tokyoDate(2));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/hotels/sakura-ginza/reservations/${booked.reservation_number}/guests`,
      headers: staffHeaders(key),
      payload: { version: booked.reservation.version, guest: { first_name: 'Yui', last_name: 'Sato', phone: '+819011112222' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.reservation.guest).toMatchObject({ last_name: 'Sato', phone: '+819011112222' });
    expect(response.json().data.changes).toEqual([expect.objectContaining({ kind: 'guests', actor: 'staff' })]);
  });

  it('cancels on the check-in day at the fee the hotel names, and gives the rooms back', async () => {
    const booked = await book(tokyoDate(0), tokyoDate(1));
    const base = `/api/v1/staff/hotels/sakura-ginza/reservations/${booked.reservation_number}`;
    const sold = (await soldOn(t.db, 'MOD-DBL', tokyoDate(0))).sold;
    const tooMuch = await t.app.inject({
      method: 'PUT',
      url: `${base}/cancel`,
      headers: staffHeaders(key),
      payload: { cancellation_fee: 10_000_000 },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(firstError(tooMuch.json()).details.base[0]?.field).toBe('cancellation_fee');

    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `${base}/cancel`,
      headers: staffHeaders(key),
      payload: { cancellation_fee: 5000, reason: 'Guest called: flight cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const { reservation, changes } = cancelled.json().data;
    expect(reservation).toMatchObject({ status: 'cancelled', cancellation: { fee: 5000 } });
    expect(changes).toEqual([expect.objectContaining({ kind: 'cancel', actor: 'staff', fee: 5000 })]);
    expect((await soldOn(t.db, 'MOD-DBL', tokyoDate(0))).sold).toBe(sold - 1);
  });

  it("hands staff the files attached to a reservation's answers, and no one else's", async () => {
    const booked = (await book(tokyoDate(24), tokyoDate(25))) as { reservation_number: string; bypass_token?: string };
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const boundary = '----staff-test';
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file_attachments',
      headers: { 'client-session': session, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="visa.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const fileId = uploaded.json().data.id as string;
    const questions = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/additional_questions?place=place_confirmation_screen' });
    const question = questions.json().data.questions[0];
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/reservations/${booked.reservation_number}/additional_questions`,
      headers: { 'client-session': session },
      payload: { email: EMAIL, answers: [{ question_id: question.id, attachment_ids: [fileId] }] },
    });
    expect(answered.statusCode).toBe(200);

    const file = await t.app.inject({
      url: `/api/v1/staff/hotels/sakura-ginza/reservations/${booked.reservation_number}/attachments/${fileId}`,
      headers: staffHeaders(key),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    const other = await book(tokyoDate(24), tokyoDate(25));
    const elsewhere = await t.app.inject({
      url: `/api/v1/staff/hotels/sakura-ginza/reservations/${other.reservation_number}/attachments/${fileId}`,
      headers: staffHeaders(key),
    });
    expect(firstError(elsewhere.json()).code).toBe(1252);
  });
});
