import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCredentialHeaders } from '@yado/domain/reservation-access';
import {
  allowPayAtHotelWhenFeeDue,
  bookingBody,
  firstError,
  quotedTotal,
  startTestApp,
  tokyoDate,
  type TestApp,
} from '../../testing/test-app';
import { bookWithCard } from '../payments/testing';

let t: TestApp;
let session: string;
const EMAIL = 'Header.Guest+stay@Example.com';
let booked: { reservation_number: string; bypass_token: string; reservation: { rooms: Array<{ id: number }> } };
let paid: { reservation_number: string; bypass_token: string };

beforeAll(async () => {
  t = await startTestApp({ config: { LOOKUP_RATE_LIMIT: 1000 } });
  session = await t.session();
  await allowPayAtHotelWhenFeeDue(t);
  const dates = { checkin: tokyoDate(140), checkout: tokyoDate(142) };
  const totalCents = await quotedTotal(t.app, { ...dates, roomPlanCode: 'MOD-DBL-RO' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: bookingBody({ ...dates, roomPlanCode: 'MOD-DBL-RO', totalCents, email: EMAIL }),
  });
  booked = response.json().data;
  paid = (await bookWithCard(t.app, session, { number: '4242424242424242', checkin: tokyoDate(144), checkout: tokyoDate(145) })).json()
    .data;
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/v1${url}`, headers });

describe('a reservation shown by credentials in headers rather than the address (ADR 0040)', () => {
  it('GET reservations/{id}: the bypass token or the email, percent-encoded as the widget sends it, or raw', async () => {
    const url = `/reservations/${booked.reservation_number}`;
    const byToken = await get(url, reservationCredentialHeaders({ bypass_token: booked.bypass_token }));
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json().data.reservation.reservation_number).toBe(booked.reservation_number);
    expect((await get(url, reservationCredentialHeaders({ email: EMAIL.toLowerCase() }))).statusCode).toBe(200);
    expect((await get(url, { 'X-Reservation-Email': EMAIL })).statusCode).toBe(200);
  });

  it('refuses a wrong or missing credential exactly as an unknown reservation', async () => {
    const url = `/reservations/${booked.reservation_number}`;
    const answers = await Promise.all([
      get(url),
      get(url, { 'x-bypass-token': 'guess' }),
      get(url, reservationCredentialHeaders({ email: 'someone@example.com' })),
      // Not valid percent-encoding, and not Latin-1 once decoded: still just not the guest's.
      get(url, { 'x-reservation-email': '%E0%A4%A' }),
      get(url, reservationCredentialHeaders({ email: '山田@例え.jp' })),
      get('/reservations/0000000000', reservationCredentialHeaders({ bypass_token: booked.bypass_token })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(firstError(answers[0]!.json()).code).toBe('RESERVATION_NOT_FOUND');
  });

  it('checks the headers like any field: an over-long one is a validation error', async () => {
    const long = await get(`/reservations/${booked.reservation_number}`, { 'x-bypass-token': 'x'.repeat(300) });
    expect(long.statusCode).toBe(422);
    expect(firstError(long.json())).toMatchObject({ code: 1000, details: { base: [{ field: 'x-bypass-token' }] } });
  });

  it('GET hotel_brands/{brand}/reservations/{number}: the email header finds it; without any email, the same error as before', async () => {
    const url = `/hotel_brands/sakura/reservations/${booked.reservation_number}`;
    const found = await get(url, reservationCredentialHeaders({ email: EMAIL }));
    expect(found.statusCode).toBe(200);
    const wrong = await get(url, reservationCredentialHeaders({ email: 'other@example.com' }));
    expect(wrong.statusCode).toBe(404);
    const missing = await get(url);
    expect(missing.statusCode).toBe(422);
    expect(firstError(missing.json())).toMatchObject({ code: 1000, details: { base: [{ field: 'email' }] } });
    // The query form still works, for links and clients made before.
    expect((await get(`${url}?email=${encodeURIComponent(EMAIL)}`)).statusCode).toBe(200);
  });

  it('GET reservations/{id}/receipt: the credentials in headers, the name and purpose in the query', async () => {
    const url = `/reservations/${paid.reservation_number}/receipt?name=${encodeURIComponent('Example Corp.')}`;
    const receipt = await get(url, reservationCredentialHeaders({ bypass_token: paid.bypass_token }));
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data.receipt).toMatchObject({ name: 'Example Corp.', reservation_number: paid.reservation_number });
    expect((await get(url)).statusCode).toBe(404);
  });

  it('GET reservations/{id}/additional_questions: the confirmation questions with the headers', async () => {
    const url = `/reservations/${booked.reservation_number}/additional_questions`;
    const asked = await get(url, reservationCredentialHeaders({ bypass_token: booked.bypass_token }));
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ questions: expect.any(Array), answers: [] });
    expect((await get(url, { 'x-bypass-token': 'guess' })).statusCode).toBe(404);
  });

  it('GET reservations/{id}/change_quote: the email header, the change in the query', async () => {
    const room = booked.reservation.rooms[0]!.id;
    const url = `/reservations/${booked.reservation_number}/change_quote?checkin_date=${tokyoDate(140)}&checkout_date=${tokyoDate(141)}&room_ids=${room}`;
    const quoted = await get(url, reservationCredentialHeaders({ email: EMAIL }));
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data.quote).toMatchObject({ nights: 1 });
    expect((await get(url)).statusCode).toBe(404);
  });
});
