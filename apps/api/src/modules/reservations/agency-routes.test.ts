import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCredentialHeaders } from '@yado/domain/reservation-access';
import { allowPayAtHotelWhenFeeDue, bookingBody, quotedTotal, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';

let t: TestApp;
let session: string;
const EMAIL = 'agency.guest@example.com';

beforeAll(async () => {
  t = await startTestApp({ config: { LOOKUP_RATE_LIMIT: 1000 } });
  session = await t.session();
  await allowPayAtHotelWhenFeeDue(t);
});
afterAll(async () => t.close());

async function book(days: number, bookingMethod?: 'tripla_ota') {
  const dates = { checkin: tokyoDate(days), checkout: tokyoDate(days + 1) };
  const totalCents = await quotedTotal(t.app, { ...dates, roomPlanCode: 'MOD-DBL-RO' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: {
      ...bookingBody({ ...dates, roomPlanCode: 'MOD-DBL-RO', totalCents, email: EMAIL }),
      ...(bookingMethod ? { booking_method: bookingMethod } : {}),
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { reservation_number: string; bypass_token: string };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET api/ota/v1/reservations/{id} (§7 OTA)', () => {
  it('answers a booking made on the agency site as the widget call does, with its email or bypass token', async () => {
    const booked = await book(150, 'tripla_ota');
    const byToken = await get(
      `/api/ota/v1/reservations/${booked.reservation_number}`,
      reservationCredentialHeaders({ bypass_token: booked.bypass_token }),
    );
    expect(byToken.statusCode).toBe(200);
    const widget = await get(
      `/api/v1/reservations/${booked.reservation_number}`,
      reservationCredentialHeaders({ bypass_token: booked.bypass_token }),
    );
    expect(byToken.json()).toEqual(widget.json());
    const byEmail = await get(`/api/ota/v1/reservations/${booked.reservation_number}?email=${encodeURIComponent(EMAIL)}`);
    expect(byEmail.statusCode).toBe(200);
  });

  it("does not find a booking made on the hotel's own widget, nor one asked for with a wrong credential", async () => {
    const direct = await book(152);
    const viaAgency = await get(
      `/api/ota/v1/reservations/${direct.reservation_number}`,
      reservationCredentialHeaders({ bypass_token: direct.bypass_token }),
    );
    expect(viaAgency.statusCode).toBe(404);
    expect(viaAgency.json().errors[0].code).toBe(
      (await get(`/api/v1/reservations/0000000000`, reservationCredentialHeaders({ bypass_token: direct.bypass_token }))).json().errors[0]
        .code,
    );
    const agency = await book(154, 'tripla_ota');
    const wrong = await get(
      `/api/ota/v1/reservations/${agency.reservation_number}`,
      reservationCredentialHeaders({ email: 'someone@example.com' }),
    );
    expect(wrong.statusCode).toBe(404);
  });
});
