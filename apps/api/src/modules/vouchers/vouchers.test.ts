import { addDays } from '@yado/domain/dates';
import { roomSearchResponse } from '@yado/domain/wire/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../db/seed/members';
import { DEMO_VOUCHER_NUMBER } from '../../db/seed/vouchers';
import { bearer, confirmedMember, firstError, startTestApp, tokyoDate, tokyoMonday, type TestApp } from '../../testing/test-app';
import { memberId } from '../points/testing';
import { issueVoucher } from './testing';

let t: TestApp;
let staffKey: string;
let owner: { token: string; id: number };
let other: string;
beforeAll(async () => {
  t = await startTestApp({ config: { PUBLIC_BASE_URL: 'https://book.example.com' } });
  staffKey = (await t.app.staff.issue('sakura-ginza', 'revenue')).key;
  owner = { token: await confirmedMember(t.app, 'voucher.owner@example.com'), id: await memberId(t.db, 'voucher.owner@example.com') };
  other = await confirmedMember(t.app, 'not.the.owner@example.com');
});
afterAll(async () => t.close());

const get = (url: string, token?: string) => t.app.inject({ url: `/api/v1${url}`, headers: token ? bearer(token) : {} });

async function voucherSearch(query: Record<string, string>, token?: string) {
  const response = await get(`/hotels/sakura-ginza/rooms?${new URLSearchParams({ adults: '2', mode: 'voucher', ...query })}`, token);
  return { response, answer: response.statusCode === 200 ? roomSearchResponse.parse(response.json()).data : null };
}

describe('vouchers of a member', () => {
  it('lists the demo member her voucher, available, with the status shown', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
      payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    const mine = (await get('/user/vouchers', signedIn.json().data.access_token)).json().data.vouchers;
    expect(mine).toMatchObject([{ number: DEMO_VOUCHER_NUMBER, amount: 20_000, status: 'available', ui_status: 'available' }]);
    expect((await get('/user/vouchers')).statusCode).toBe(401);
  });

  it("shows its owner a voucher's plans, periods and status, shows an available one past its day as expired, and 404s anyone else", async () => {
    const { number } = await issueVoucher(t.app, staffKey, {
      user_id: owner.id,
      name: 'Ginza stay ¥15,000',
      amount: 15_000,
      target_plan_codes: ['RO', 'BF'],
      staying_period_start: tokyoDate(10),
      staying_period_end: tokyoDate(100),
      excluded_period_start: tokyoDate(40),
      excluded_period_end: tokyoDate(42),
    });
    expect(number).toMatch(/^V-[2-9A-HJ-NP-Z]{12}$/);
    const detail = await get(`/hotels/sakura-ginza/vouchers/${number}`, owner.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.voucher).toMatchObject({
      number,
      name: 'Ginza stay ¥15,000',
      status: 'available',
      ui_status: 'available',
      staying_period_start: tokyoDate(10),
      excluded_period_end: tokyoDate(42),
      plans: [
        { hotel_plan_code: 'RO', name: 'Room only' },
        { hotel_plan_code: 'BF', name: 'Bed and breakfast' },
      ],
    });
    // Lower case is the same number.
    expect((await get(`/hotels/sakura-ginza/vouchers/${number.toLowerCase()}`, owner.token)).statusCode).toBe(200);
    for (const [url, token] of [
      [`/hotels/sakura-ginza/vouchers/${number}`, other],
      ['/hotels/sakura-ginza/vouchers/V-NOSUCHVOUCHER', owner.token],
      [`/hotels/sakura-myeongdong/vouchers/${number}`, owner.token],
    ] as const) {
      const refused = await get(url, token);
      expect([url, refused.statusCode, firstError(refused.json()).code]).toEqual([url, 404, 'VOUCHER_NOT_FOUND']);
    }
    expect(firstError((await get(`/hotels/sakura-ginza/vouchers/${number}`)).json()).code).toBe('NOT_SIGNED_IN');

    const old = await issueVoucher(t.app, staffKey, { user_id: owner.id, valid_through: tokyoDate(-1) });
    expect((await get(`/hotels/sakura-ginza/vouchers/${old.number}`, owner.token)).json().data.voucher).toMatchObject({
      status: 'available',
      ui_status: 'expired',
    });
  });

  it('gives the voucher-mode search address at the configured origin, whatever the request says', async () => {
    const { number } = await issueVoucher(t.app, staffKey, { user_id: owner.id, staying_period_start: tokyoDate(20) });
    const response = await t.app.inject({
      url: `/api/v1/hotels/sakura-ginza/vouchers/${number}/applied_coupon_code_url`,
      headers: { ...bearer(owner.token), origin: 'https://evil.example', host: 'evil.example' },
    });
    const url = new URL(response.json().data.url);
    expect(url.origin).toBe('https://book.example.com');
    expect(url.pathname).toBe('/booking/result');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'sakura-ginza',
      mode: 'voucher',
      voucher_coupon_code: number,
      checkin: tokyoDate(20),
      checkout: tokyoDate(21),
    });
    const refused = await get(`/hotels/sakura-ginza/vouchers/${number}/applied_coupon_code_url`, other);
    expect(refused.statusCode).toBe(404);
  });
});

describe('the search in voucher mode', () => {
  it('shows only the plans the voucher pays for, each with what it pays, and nothing outside its staying period', async () => {
    const { number } = await issueVoucher(t.app, staffKey, {
      user_id: owner.id,
      amount: 5_000,
      target_plan_codes: ['BF'],
      staying_period_start: tokyoDate(5),
      staying_period_end: tokyoDate(80),
      excluded_period_start: tokyoMonday(60),
      excluded_period_end: tokyoMonday(60),
    });
    const checkin = tokyoMonday(30);
    const stay = { checkin, checkout: addDays(checkin, 1), voucher_coupon_code: number };
    const { answer } = await voucherSearch(stay, owner.token);
    const plans = answer!.rooms.flatMap((room) => room.room_plans);
    expect(plans.length).toBeGreaterThan(0);
    expect(new Set(plans.map((plan) => plan.hotel_plan_code))).toEqual(new Set(['BF']));
    for (const plan of plans) expect(plan.voucher_coupon_discount_amount).toBe(Math.min(5_000, plan.prices.total_price));
    const byPlan = await voucherSearch({ ...stay, type: 'plans' }, owner.token);
    expect(byPlan.answer!.plans.map((plan) => plan.hotel_plan_code)).toEqual(['BF']);
    expect(byPlan.answer!.plans[0]!.rooms[0]!.room_plan.voucher_coupon_discount_amount).toBe(5_000);

    for (const outside of [
      { checkin: tokyoMonday(90), checkout: addDays(tokyoMonday(90), 1) },
      { checkin: addDays(tokyoMonday(60), -1), checkout: addDays(tokyoMonday(60), 1) },
    ]) {
      const { answer: none } = await voucherSearch({ ...stay, ...outside }, owner.token);
      expect([none!.rooms, none!.warnings]).toEqual([[], ['voucher_stay']]);
    }
    // Without voucher mode the same search shows every plan.
    const plain = await get(`/hotels/sakura-ginza/rooms?${new URLSearchParams({ checkin, checkout: addDays(checkin, 1) })}`);
    const codes = new Set(roomSearchResponse.parse(plain.json()).data.rooms.flatMap((r) => r.room_plans.map((p) => p.hotel_plan_code)));
    expect(codes.size).toBeGreaterThan(1);
  });

  it("refuses a guest (403), someone else's or an unknown voucher (404), and a used or expired one", async () => {
    const { number } = await issueVoucher(t.app, staffKey, { user_id: owner.id });
    const old = await issueVoucher(t.app, staffKey, { user_id: owner.id, valid_through: tokyoDate(-2) });
    const checkin = tokyoMonday(33);
    const stay = { checkin, checkout: addDays(checkin, 1) };
    const cases: Array<[Record<string, string>, string | undefined, number, string]> = [
      [{ voucher_coupon_code: number }, undefined, 403, 'VOUCHER_SIGN_IN_REQUIRED'],
      [{ voucher_coupon_code: number }, other, 404, 'VOUCHER_NOT_FOUND'],
      [{ voucher_coupon_code: 'V-UNKNOWN0000' }, owner.token, 404, 'VOUCHER_NOT_FOUND'],
      [{}, owner.token, 404, 'VOUCHER_NOT_FOUND'],
      [{ voucher_coupon_code: old.number }, owner.token, 422, 'VOUCHER_EXPIRED'],
    ];
    for (const [query, token, status, code] of cases) {
      const { response } = await voucherSearch({ ...stay, ...query }, token);
      expect([query, response.statusCode, firstError(response.json()).code]).toEqual([query, status, code]);
    }
  });
});

describe('issuing vouchers', () => {
  it('takes a staff key, a member of the brand, a free number and periods that make sense', async () => {
    const issue = (payload: Record<string, unknown>, key = staffKey) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/hotels/sakura-ginza/vouchers',
        headers: bearer(key),
        payload: { name: 'Voucher', amount: 10_000, valid_through: tokyoDate(90), user_id: owner.id, ...payload },
      });
    expect((await issue({ number: 'GIFT-0001' })).json().data.voucher).toMatchObject({ number: 'GIFT-0001', currency: 'JPY' });
    const again = await issue({ number: 'gift-0001' });
    expect([again.statusCode, firstError(again.json()).details.base[0]?.field]).toEqual([422, 'number']);
    expect(firstError((await issue({ user_id: 999_999 })).json()).code).toBe('MEMBER_NOT_FOUND');
    expect((await issue({}, 'yado_staff_wrong')).statusCode).toBe(401);
    const backwards = await issue({ staying_period_start: tokyoDate(20), staying_period_end: tokyoDate(10) });
    expect([backwards.statusCode, firstError(backwards.json()).details.base[0]?.field]).toEqual([422, 'staying_period_end']);
    const halfExcluded = await issue({ excluded_period_start: tokyoDate(20) });
    expect([halfExcluded.statusCode, firstError(halfExcluded.json()).details.base[0]?.field]).toEqual([422, 'excluded_period_end']);
    expect((await issue({ amount: 0 })).statusCode).toBe(422);
  });
});
