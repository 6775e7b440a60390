import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { DEMO_CORPORATE_PASSWORD } from '../../db/seed/organizations';
import {
  bookingBody,
  confirmedMember,
  firstError,
  quotedTotal,
  setTokyoStock,
  startTestApp,
  tokyoDate,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

const EMAIL = 'haruka.mori@example.com';

function signIn(accountId: string, password = DEMO_CORPORATE_PASSWORD, hotel = 'sakura-ginza') {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/hotels/${hotel}/organization/sign_in`,
    payload: { account_id: accountId, password },
  });
}

async function corporateToken(accountId: string): Promise<string> {
  const response = await signIn(accountId);
  expect(response.statusCode).toBe(200);
  return response.json().data.access_token as string;
}

const corporate = (token: string) => ({ 'organization-session': token });

async function book(checkin: string, headers: Record<string, string> = {}, extra: { booking_method?: string } = {}) {
  const stay = { checkin, checkout: addDays(checkin, 1), roomPlanCode: 'MOD-DBL-RO' };
  const totalCents = await quotedTotal(t.app, stay);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session, ...headers },
    payload: { ...bookingBody({ ...stay, totalCents, email: EMAIL }), ...extra },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { reservation_number: string; reservation: { version: number } };
}

const stays = (organizationId: number, query: string, token: string) =>
  t.app.inject({ url: `/api/v1/organizations/${organizationId}/reservations?${query}`, headers: corporate(token) });

describe('corporate sign-in (§6 organization: account ID and password)', () => {
  it('signs a corporate user in, names them and their organization, and signs them out', async () => {
    const response = await signIn('kaede-travel');
    expect(response.statusCode).toBe(200);
    const { access_token: token, user } = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      account_id: 'kaede-travel',
      name: 'Kenji Ito',
      organization: { name: 'Kaede Trading Co., Ltd.', display_name: 'Kaede Trading' },
      organization_role: 'member',
    });
    const me = await t.app.inject({ url: '/api/v1/organization/me', headers: corporate(token) });
    expect(me.json().data.user.account_id).toBe('kaede-travel');
    // A second sign-in is a new session; ending one leaves the other.
    const second = await corporateToken('kaede-travel');
    expect(second).not.toBe(token);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/organization/sign_out', headers: corporate(token) })).statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/v1/organization/me', headers: corporate(token) });
    expect([after.statusCode, firstError(after.json()).code]).toEqual([401, 'CORPORATE_SIGNED_OUT']);
    expect((await t.app.inject({ url: '/api/v1/organization/me', headers: corporate(second) })).statusCode).toBe(200);
    const none = await t.app.inject({ url: '/api/v1/organization/me' });
    expect(firstError(none.json()).code).toBe('CORPORATE_SIGNED_OUT');
  });

  it('answers an unknown account as a wrong password, and locks after five failures even for the right one (1301)', async () => {
    const unknown = await signIn('nobody-here');
    expect([unknown.statusCode, firstError(unknown.json()).code]).toEqual([422, 'CORPORATE_SIGN_IN_FAILED']);
    const blank = await signIn('', '');
    expect(blank.statusCode).toBe(422);
    expect(
      firstError(blank.json())
        .details.base.map((b) => b.field)
        .sort(),
    ).toEqual(['account_id', 'password']);
    for (let i = 1; i <= 4; i++)
      expect(firstError((await signIn('minato-admin', 'Wrong2026')).json()).code).toBe('CORPORATE_SIGN_IN_FAILED');
    const fifth = await signIn('minato-admin', 'Wrong2026');
    expect([fifth.statusCode, firstError(fifth.json()).code]).toEqual([423, 1301]);
    const right = await signIn('minato-admin');
    expect(firstError(right.json()).code).toBe(1301);
    await t.db
      .updateTable('sign_in_failures')
      .set({ locked_until: null })
      .where('account_key', 'like', 'organization:%:minato-admin')
      .execute();
    expect((await signIn('minato-admin')).statusCode).toBe(200);
  });

  it('is refused where the brand has no corporate sign-in', async () => {
    const response = await signIn('kaede-travel', DEMO_CORPORATE_PASSWORD, 'formosa-daan');
    expect([response.statusCode, firstError(response.json()).code]).toEqual([403, 'CORPORATE_LOGIN_DISABLED']);
  });
});

describe('corporate bookings and the organization admin (§2, §6)', () => {
  it("books for the corporate user's organization and shows it to the organization's admin only", async () => {
    const traveller = await corporateToken('kaede-travel');
    const admin = await corporateToken('kaede-admin');
    const otherAdmin = await corporateToken('minato-admin');
    const checkin = tokyoDate(40);
    const booked = await book(checkin, corporate(traveller));
    const viaOta = await book(tokyoDate(41), corporate(traveller), { booking_method: 'tripla_ota' });
    await book(tokyoDate(42)); // a guest's booking: no organization's

    const { user } = (await t.app.inject({ url: '/api/v1/organization/me', headers: corporate(admin) })).json().data;
    const organizationId = user.organization.id as number;
    const year = Number(checkin.slice(0, 4));
    const month = checkin.slice(5, 7);
    const listed = await stays(organizationId, `year=${year}&period=${month}`, admin);
    expect(listed.statusCode).toBe(200);
    const numbers = listed.json().data.map((s: { reservation_number: string }) => s.reservation_number);
    // Booked on the official site only (§1): the travel-site booking is not the admin's data.
    expect(numbers).toContain(booked.reservation_number);
    expect(numbers).not.toContain(viaOta.reservation_number);
    expect(
      listed.json().data.find((s: { reservation_number: string }) => s.reservation_number === booked.reservation_number),
    ).toMatchObject({
      hotel: { code: 'sakura-ginza', name: 'Sakura Hotel Ginza' },
      guest_name: 'Yui Tanaka',
      booked_by: 'Kenji Ito',
      checkin_date: checkin,
      room_count: 1,
      status: 'done',
    });
    // Another period holds none of it.
    const otherYear = await stays(organizationId, `year=${year - 1}`, admin);
    expect(otherYear.json().data).toEqual([]);

    const notAdmin = await stays(organizationId, `year=${year}`, traveller);
    expect([notAdmin.statusCode, firstError(notAdmin.json()).code]).toEqual([403, 'ORGANIZATION_ADMIN_ONLY']);
    const otherOrganization = await stays(organizationId, `year=${year}`, otherAdmin);
    expect(firstError(otherOrganization.json()).code).toBe('ORGANIZATION_ADMIN_ONLY');
    const signedOut = await t.app.inject({ url: `/api/v1/organizations/${organizationId}/reservations?year=${year}` });
    expect(signedOut.statusCode).toBe(401);
    const badPeriod = await stays(organizationId, `year=${year}&period=13`, admin);
    expect(badPeriod.statusCode).toBe(422);
  });

  it('downloads the same stays as CSV', async () => {
    const traveller = await corporateToken('kaede-travel');
    const admin = await corporateToken('kaede-admin');
    const checkin = tokyoDate(45);
    await setTokyoStock(t.db, 'MOD-DBL', checkin, addDays(checkin, 1), { total: 5, sold: 0 });
    const booked = await book(checkin, corporate(traveller));
    const { user } = (await t.app.inject({ url: '/api/v1/organization/me', headers: corporate(admin) })).json().data;
    const year = checkin.slice(0, 4);
    const response = await t.app.inject({
      url: `/api/v1/organizations/${user.organization.id}/reservations/download?year=${year}`,
      headers: corporate(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="reservations-${year}.csv"`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Reservation number,Hotel,Status,Check-in,Check-out,Nights,Rooms,Guest,Booked by,Payment,Total,Currency,Booked at',
    );
    const line = lines.find((l) => l.startsWith(booked.reservation_number));
    expect(line?.split(',').slice(1, 11)).toEqual([
      'Sakura Hotel Ginza',
      'done',
      checkin,
      expect.any(String),
      '1',
      '1',
      'Yui Tanaka',
      'Kenji Ito',
      'on_site',
      expect.stringMatching(/^\d+$/),
    ]);
  });
});

describe('sign-in matching for corporate bookings (§6)', () => {
  const updateGuests = (number: string, version: number, headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${number}/guests`,
      payload: { email: EMAIL, version, guest: { first_name: 'Yui', last_name: 'Sato', phone: '+819099998888' } },
      headers,
    });

  it("needs a corporate sign-in of the booking's organization, and a guest booking no corporate sign-in", async () => {
    const traveller = await corporateToken('kaede-travel');
    const colleague = await corporateToken('kaede-admin');
    const outsider = await corporateToken('minato-admin');
    const member = await confirmedMember(t.app, 'corporate.matching@example.com');
    const booked = await book(tokyoDate(52), corporate(traveller));
    const version = booked.reservation.version;
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'CORPORATE_SIGN_IN_REQUIRED'],
      [{ authorization: `Bearer ${member}` }, 'CORPORATE_SIGN_IN_REQUIRED'],
      [corporate(outsider), 'OTHER_ORGANIZATION'],
    ];
    for (const [headers, code] of cases) {
      const response = await updateGuests(booked.reservation_number, version, headers);
      expect([response.statusCode, firstError(response.json()).code]).toEqual([403, code]);
    }
    const seen = await t.app.inject({
      url: `/api/v1/reservations/${booked.reservation_number}?email=${EMAIL}`,
      headers: corporate(outsider),
    });
    expect(seen.json().data.reservation.update_setting).toMatchObject({ updatable: false, reason: 'other_organization' });
    // Anyone of the organization may change it.
    expect((await updateGuests(booked.reservation_number, version, corporate(colleague))).statusCode).toBe(200);

    const guestBooking = await book(tokyoDate(53));
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${guestBooking.reservation_number}/cancel`,
      payload: { email: EMAIL, cancellation_fee_displayed: 0 },
      headers: corporate(traveller),
    });
    expect([cancel.statusCode, firstError(cancel.json()).code]).toEqual([403, 'SIGN_OUT_REQUIRED']);
  });
});
