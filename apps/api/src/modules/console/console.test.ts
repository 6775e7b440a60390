import { TOTP, Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSOLE_USERS } from '../../db/seed/console-users';
import { addDays } from '@yado/domain/dates';
import {
  bookingBody,
  firstError,
  quotedTotal,
  searchTokyo,
  setTokyoStock,
  startTestApp,
  tokyoMonday,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000 } });
});
afterAll(async () => t.close());

const demo = (role: string, hotel = 'sakura-ginza') => DEMO_CONSOLE_USERS.find((u) => u.role === role && u.hotel === hotel)!;

/** Signs in and answers the session cookie to send back. */
async function signIn(email: string, password: string, totp_code?: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/console/session', payload: { email, password, totp_code } });
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { response, headers: { cookie } };
}

const bulkEdit = (headers: { cookie: string }, payload: Record<string, unknown>, hotel = 'sakura-ginza') =>
  t.app.inject({ method: 'POST', url: `/api/v1/console/hotels/${hotel}/calendar/bulk_edit`, headers, payload });

async function roomTypeId(code: string) {
  return (await t.db.selectFrom('room_types').select('id').where('code', '=', code).where('hotel_id', '=', 1).executeTakeFirstOrThrow()).id;
}
async function roomPlanId(code: string) {
  return (await t.db.selectFrom('room_plans').select('id').where('room_plan_code', '=', code).executeTakeFirstOrThrow()).id;
}
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7];

describe('console sign-in', () => {
  it('signs a manager in with a session cookie that only the console calls carry, and out again', async () => {
    const manager = demo('manager');
    const { response, headers } = await signIn(manager.email, manager.password);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    expect(String(response.headers['set-cookie'])).toMatch(/Path=\/api\/v1\/console/);
    expect(response.json().data.user).toMatchObject({ role: 'manager', totp_enabled: false, hotels: [{ code: 'sakura-ginza' }] });
    expect((await t.app.inject({ url: '/api/v1/console/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/console/session', headers })).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/v1/console/me', headers });
    expect(after.statusCode).toBe(401);
    expect(firstError(after.json()).code).toBe('CONSOLE_SIGNED_OUT');
  });

  it('refuses a wrong password the same way as an unknown address, and locks the address out after five', async () => {
    const owner = demo('owner', 'formosa-daan');
    const wrong = await signIn(owner.email, 'Not-The-Password-1');
    const unknown = await signIn('nobody@example.com', 'Not-The-Password-1');
    expect([wrong.response.statusCode, unknown.response.statusCode]).toEqual([422, 422]);
    expect(firstError(wrong.response.json()).code).toBe('CONSOLE_SIGN_IN_FAILED');
    for (let i = 0; i < 3; i++) await signIn(owner.email, 'Not-The-Password-1');
    const locked = await signIn(owner.email, 'Not-The-Password-1');
    expect(locked.response.statusCode).toBe(423);
    expect((await signIn(owner.email, owner.password)).response.statusCode).toBe(423);
  });
});

describe('the rates & stock calendar', () => {
  const from = tokyoMonday(120);
  const to = addDays(from, 6);

  it('shows every room type night by night, with its plans and who may edit', async () => {
    const { headers } = await signIn(demo('front_desk').email, demo('front_desk').password);
    const response = await t.app.inject({ url: `/api/v1/console/hotels/sakura-ginza/calendar?from=${from}&to=${to}`, headers });
    expect(response.statusCode).toBe(200);
    const { calendar } = response.json().data;
    expect(calendar.can_edit).toBe(false);
    const double = calendar.room_types.find((rt: { code: string }) => rt.code === 'MOD-DBL');
    expect(double.days).toHaveLength(7);
    expect(double.days[0]).toMatchObject({ date: from, stop_sell: false, min_stay: 1 });
    expect(double.plans.find((p: { code: string }) => p.code === 'MOD-DBL-RO').rates).toHaveLength(7);
  });

  it('refuses ranges in the past or beyond a year', async () => {
    const { headers } = await signIn(demo('manager').email, demo('manager').password);
    const past = await t.app.inject({ url: `/api/v1/console/hotels/sakura-ginza/calendar?from=2020-01-01&to=2020-01-02`, headers });
    const far = await t.app.inject({ url: `/api/v1/console/hotels/sakura-ginza/calendar?from=${from}&to=${addDays(from, 400)}`, headers });
    expect([past.statusCode, far.statusCode]).toEqual([422, 422]);
    expect(firstError(far.json()).code).toBe('CALENDAR_RANGE');
  });

  it('lets a manager set a rate, close a night and ask a minimum stay, which search shows at once and the audit log keeps', async () => {
    const { headers } = await signIn(demo('manager').email, demo('manager').password);
    const rt = await roomTypeId('MOD-DBL');
    const rp = await roomPlanId('MOD-DBL-RO');
    await setTokyoStock(t.db, 'MOD-DBL', from, addDays(to, 1), { total: 5, sold: 0 });
    // Warm search's grid first, so the edit has to reach what it keeps.
    await searchTokyo(t.app, { checkin: from, checkout: addDays(from, 1), adults: 2 });

    const rate = await bulkEdit(headers, {
      room_type_id: rt,
      from,
      to: from,
      weekdays: ALL_WEEK,
      rate: { room_plan_id: rp, adults: 2, amount: 12345 },
    });
    expect(rate.json()).toEqual({ data: { nights: 1 } });
    const rooms = await searchTokyo(t.app, { checkin: from, checkout: addDays(from, 1), adults: 2 });
    const plan = rooms.flatMap((r) => r.room_plans).find((p) => p.room_plan_code === 'MOD-DBL-RO');
    expect(plan?.prices.nights[0]?.price_without_tax).toBe(12345);

    // Tuesday closed, from a Monday-to-Sunday range.
    expect((await bulkEdit(headers, { room_type_id: rt, from, to, weekdays: [2], stop_sell: true })).json()).toEqual({
      data: { nights: 1 },
    });
    const tuesday = addDays(from, 1);
    const closed = await searchTokyo(t.app, { checkin: tuesday, checkout: addDays(tuesday, 1), adults: 2 });
    expect(closed.map((r) => r.room_type_code)).not.toContain('MOD-DBL');
    const open = await searchTokyo(t.app, { checkin: addDays(from, 2), checkout: addDays(from, 3), adults: 2 });
    expect(open.map((r) => r.room_type_code)).toContain('MOD-DBL');

    await bulkEdit(headers, { room_type_id: rt, from: addDays(from, 2), to: addDays(from, 2), weekdays: ALL_WEEK, min_stay: 3 });
    const wednesday = addDays(from, 2);
    const short = await searchTokyo(t.app, { checkin: wednesday, checkout: addDays(wednesday, 2), adults: 2 });
    const long = await searchTokyo(t.app, { checkin: wednesday, checkout: addDays(wednesday, 3), adults: 2 });
    expect(short.map((r) => r.room_type_code)).not.toContain('MOD-DBL');
    expect(long.map((r) => r.room_type_code)).toContain('MOD-DBL');

    const audit = await t.app.inject({ url: '/api/v1/console/hotels/sakura-ginza/audit', headers });
    const entries = audit.json().data.entries as Array<{
      action: string;
      who: string;
      before: { nights: unknown[] };
      after: Record<string, unknown>;
    }>;
    expect(entries.slice(0, 3).map((e) => e.action)).toEqual(['calendar.bulk_edit', 'calendar.bulk_edit', 'calendar.bulk_edit']);
    expect(entries[0]?.who).toContain(demo('manager').email);
    expect(entries[0]?.after).toMatchObject({ room_type: 'MOD-DBL', min_stay: 3 });
    expect(entries[1]?.before.nights).toEqual([{ stay_date: tuesday, total: 5, sold: 0, stop_sell: false, min_stay: 1 }]);
  });

  it('refuses a booking of a closed night, or shorter than the arrival night asks, as sold out', async () => {
    const { headers } = await signIn(demo('manager').email, demo('manager').password);
    const night = addDays(from, 14);
    await setTokyoStock(t.db, 'DLX-KNG', night, addDays(night, 3), { total: 5, sold: 0 });
    const quote = (nights: number) => quotedTotal(t.app, { checkin: night, checkout: addDays(night, nights), roomPlanCode: 'DLX-KNG-RO' });
    const [oneNight, twoNights] = [await quote(1), await quote(2)];
    const session = await t.session();
    const book = (nights: number, totalCents: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/reservations',
        headers: { 'client-session': session },
        payload: bookingBody({
          checkin: night,
          checkout: addDays(night, nights),
          roomTypeCode: 'DLX-KNG',
          roomPlanCode: 'DLX-KNG-RO',
          totalCents,
        }),
      });
    const roomType = await roomTypeId('DLX-KNG');
    await bulkEdit(headers, { room_type_id: roomType, from: night, to: night, weekdays: ALL_WEEK, min_stay: 2 });
    expect(firstError((await book(1, oneNight)).json()).code).toBe('SOLD_OUT');
    expect((await book(2, twoNights)).statusCode).toBe(201);
    await bulkEdit(headers, { room_type_id: roomType, from: night, to: night, weekdays: ALL_WEEK, stop_sell: true });
    expect(firstError((await book(2, twoNights)).json()).code).toBe('SOLD_OUT');
  });

  it('never sets a total below the rooms sold, and changes nothing then', async () => {
    const { headers } = await signIn(demo('manager').email, demo('manager').password);
    const night = addDays(from, 5);
    await setTokyoStock(t.db, 'SUP-TWN', night, addDays(night, 1), { total: 6, sold: 4 });
    const response = await bulkEdit(headers, {
      room_type_id: await roomTypeId('SUP-TWN'),
      from: night,
      to: night,
      weekdays: ALL_WEEK,
      total: 3,
      stop_sell: true,
    });
    expect(response.statusCode).toBe(422);
    expect(firstError(response.json())).toMatchObject({ code: 'STOCK_BELOW_SOLD', payloads: { date: night, sold: 4 } });
    const row = await t.db
      .selectFrom('inventory')
      .select(['total', 'stop_sell'])
      .where('room_type_id', '=', await roomTypeId('SUP-TWN'))
      .where('stay_date', '=', night)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ total: 6, stop_sell: false });
    expect(
      (await bulkEdit(headers, { room_type_id: await roomTypeId('SUP-TWN'), from: night, to: night, weekdays: ALL_WEEK, total: 4 }))
        .statusCode,
    ).toBe(200);
  });

  it('lets the front desk read but not edit, and no one touch another hotel', async () => {
    const desk = await signIn(demo('front_desk').email, demo('front_desk').password);
    const payload = { room_type_id: await roomTypeId('MOD-DBL'), from, to, weekdays: ALL_WEEK, total: 9 };
    const refused = await bulkEdit(desk.headers, payload);
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused.json()).code).toBe('CONSOLE_FORBIDDEN');

    const manager = await signIn(demo('manager').email, demo('manager').password);
    expect((await bulkEdit(manager.headers, payload, 'sakura-myeongdong')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/console/hotels/formosa-daan/audit', headers: manager.headers })).statusCode).toBe(404);
    // Another hotel's owner cannot reach this one's room types, by its code or through their own.
    const owner = await signIn(demo('owner', 'sakura-myeongdong').email, demo('owner', 'sakura-myeongdong').password);
    expect((await bulkEdit(owner.headers, payload)).statusCode).toBe(404);
    expect((await bulkEdit(owner.headers, payload, 'sakura-myeongdong')).statusCode).toBe(404);
    expect((await bulkEdit({ cookie: '' }, payload)).statusCode).toBe(401);
  });
});

describe('the console account', () => {
  it('changes the password under the members rules, ending other sessions', async () => {
    const account = {
      brandId: 1,
      hotelId: 1,
      email: 'pw@sakura-ginza.example',
      name: 'Aoi',
      role: 'manager' as const,
      password: 'First-Pass-2026',
    };
    await t.app.consoleAccounts.create(account);
    const first = await signIn(account.email, account.password);
    const second = await signIn(account.email, account.password);
    const change = (password: string, current_password = account.password) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/console/me/password', headers: first.headers, payload: { current_password, password } });
    expect((await change('weak')).statusCode).toBe(422);
    expect(firstError((await change('Second-Pass-2026', 'wrong')).json()).code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await change('Second-Pass-2026')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/console/me', headers: first.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/console/me', headers: second.headers })).statusCode).toBe(401);
    expect((await signIn(account.email, 'Second-Pass-2026')).response.statusCode).toBe(200);
    const audit = await t.app.inject({ url: '/api/v1/console/hotels/sakura-ginza/audit', headers: first.headers });
    expect(audit.json().data.entries[0]).toMatchObject({ action: 'account.password_changed', before: null, after: null });
  });

  it('enrols a TOTP second factor with a QR code and asks for its code at every sign-in', async () => {
    const account = {
      brandId: 1,
      hotelId: 1,
      email: 'totp@sakura-ginza.example',
      name: 'Ren',
      role: 'front_desk' as const,
      password: 'Totp-Pass-2026',
    };
    await t.app.consoleAccounts.create(account);
    const { headers } = await signIn(account.email, account.password);
    const enrol = (await t.app.inject({ method: 'POST', url: '/api/v1/console/me/totp', headers })).json().data;
    expect(enrol.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Yado:totp%40sakura-ginza\.example\?/);
    expect(enrol.qr_svg).toMatch(/^<svg/);
    const totp = new TOTP({ secret: Secret.fromBase32(enrol.secret as string) });
    const confirm = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/console/me/totp/confirm', headers, payload: { totp_code: code } });
    expect(firstError((await confirm(totp.generate() === '000000' ? '111111' : '000000')).json()).code).toBe('TOTP_INVALID');
    expect((await confirm(totp.generate())).json().data.user.totp_enabled).toBe(true);

    const withoutCode = await signIn(account.email, account.password);
    expect(withoutCode.response.statusCode).toBe(401);
    expect(firstError(withoutCode.response.json()).code).toBe('TOTP_REQUIRED');
    const wrongCode = await signIn(account.email, account.password, totp.generate() === '123456' ? '654321' : '123456');
    expect(firstError(wrongCode.response.json()).code).toBe('TOTP_INVALID');
    // The code that turned it on is used; the next step's is good (one step of drift).
    expect((await signIn(account.email, account.password, totp.generate({ timestamp: Date.now() + 30_000 }))).response.statusCode).toBe(
      200,
    );

    // Knowing the password buys no more guesses at the code than at the password: five wrong codes lock the name.
    const valid = new Set([-30_000, 0, 30_000].map((shift) => totp.generate({ timestamp: Date.now() + shift })));
    const wrong = ['000001', '000002', '000003', '000004', '000005', '000006', '000007'].filter((code) => !valid.has(code)).slice(0, 5);
    const answers = [];
    for (const code of wrong) answers.push(firstError((await signIn(account.email, account.password, code)).response.json()).code);
    expect(answers.slice(0, 4)).toEqual(['TOTP_INVALID', 'TOTP_INVALID', 'TOTP_INVALID', 'TOTP_INVALID']);
    expect(answers[4]).toBe(1301);
    expect(firstError((await signIn(account.email, account.password, totp.generate())).response.json()).code).toBe(1301);
  });
});
