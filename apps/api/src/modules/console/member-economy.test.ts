import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { DEMO_MEMBER } from '../../db/seed/members';
import { DEMO_VOUCHER_NUMBER } from '../../db/seed/vouchers';
import { bearer, confirmedMember, firstError, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { memberId } from '../points/testing';
import { consoleSession } from './reservations-testing';

let t: TestApp;
let manager: { cookie: string };
let frontDesk: { cookie: string };
let myeongdongOwner: { cookie: string };
let otherBrandOwner: { cookie: string };
let hanako: number;
beforeAll(async () => {
  t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000 } });
  manager = await consoleSession(t, 'manager');
  frontDesk = await consoleSession(t, 'front_desk');
  myeongdongOwner = await consoleSession(t, 'owner', 'sakura-myeongdong');
  otherBrandOwner = await consoleSession(t, 'owner', 'formosa-daan');
  hanako = await memberId(t.db, DEMO_MEMBER.email);
});
afterAll(async () => t.close());

const call = (headers: { cookie: string }, method: 'GET' | 'POST', path: string, payload?: unknown, hotel = 'sakura-ginza') =>
  t.app.inject({
    method,
    url: `/api/v1/console/hotels/${hotel}${path}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const newCoupon = (code: string) => ({
  code,
  name: 'Autumn 15% off',
  discount_type: 'percentage',
  discount_value: 15,
  valid_until: tokyoDate(120),
  usage_limit: 50,
  max_discounted_nights: 3,
});

async function auditEntry(headers: { cookie: string }, action: string, hotel = 'sakura-ginza') {
  const entries = (await call(headers, 'GET', '/audit', undefined, hotel)).json().data.entries as Array<{
    action: string;
    before: unknown;
    after: Record<string, unknown>;
    who: string;
  }>;
  return entries.filter((entry) => entry.action === action);
}

/** The fields a refusal names. */
const fieldsOf = (response: { json: () => unknown }) => firstError(response.json()).details.base.map((b) => b.field);

/** A member of another brand (Formosa's), signed up the first time one is asked for. */
async function otherBrandMember() {
  const email = 'daan-guest@example.com';
  return memberId(t.db, email).catch(async () => {
    await confirmedMember(t.app, email, { first_name: 'Mei', last_name: 'Lin' }, 'formosa-daan');
    return memberId(t.db, email);
  });
}

const balanceOf = async (userId: number) => {
  const rows = await t.db
    .selectFrom('point_entries')
    .select('points')
    .where('user_id', '=', userId)
    .where('state', '=', 'posted')
    .execute();
  return rows.reduce((sum, row) => sum + row.points, 0);
};

describe('console coupons', () => {
  it("lists the brand's coupons with their terms and uses, for every role", async () => {
    const response = await call(frontDesk, 'GET', '/coupons');
    expect(response.statusCode).toBe(200);
    const { can_edit, currency, coupons } = response.json().data;
    expect(can_edit).toBe(false);
    expect(currency).toBe('JPY');
    const sakura10 = coupons.find((c: { code: string }) => c.code === 'SAKURA10');
    expect(sakura10).toMatchObject({ discount_type: 'percentage', discount_value: 10, usage_limit: 100, max_discounted_nights: 2 });
    expect(coupons.find((c: { code: string }) => c.code === 'HANAKO2000')).toMatchObject({ member_email: DEMO_MEMBER.email });
    expect((await call(manager, 'GET', '/coupons')).json().data.can_edit).toBe(true);
  });

  it('issues a coupon for a manager and audits it; the coupon then applies to a booking', async () => {
    const response = await call(manager, 'POST', '/coupons', newCoupon('AUTUMN15'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.coupon).toMatchObject({ code: 'AUTUMN15', discount_value: 15, used_count: 0, expired: false });
    const [entry] = await auditEntry(manager, 'coupon.issued');
    expect(entry).toMatchObject({
      who: expect.stringContaining('Haruka Sato'),
      before: null,
      after: { code: 'AUTUMN15', discount_value: 15 },
    });
    const terms = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/discount_coupons/autumn15' });
    expect(terms.json().data.coupon).toMatchObject({ code: 'AUTUMN15', uses_left: 50 });
  });

  it('lets an owner issue an amount coupon in their hotel’s currency', async () => {
    const response = await call(
      myeongdongOwner,
      'POST',
      '/coupons',
      { ...newCoupon('SEOUL5000'), discount_type: 'amount', discount_value: 5000 },
      'sakura-myeongdong',
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.coupon).toMatchObject({ currency: 'KRW', discount_value: 5000 });
    expect(await auditEntry(myeongdongOwner, 'coupon.issued', 'sakura-myeongdong')).toHaveLength(1);
  });

  it('refuses the front desk (403) and another hotel’s staff (404), writing nothing', async () => {
    const refused = await call(frontDesk, 'POST', '/coupons', newCoupon('DESK10'));
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused.json()).code).toBe('CONSOLE_FORBIDDEN');
    const elsewhere = await call(otherBrandOwner, 'POST', '/coupons', newCoupon('DAAN10'));
    expect(elsewhere.statusCode).toBe(404);
    expect(firstError(elsewhere.json()).code).toBe('HOTEL_NOT_FOUND');
    expect((await call(otherBrandOwner, 'GET', '/coupons')).statusCode).toBe(404);
    expect((await call(myeongdongOwner, 'GET', '/coupons')).statusCode).toBe(404);
    const codes = (await call(manager, 'GET', '/coupons')).json().data.coupons.map((c: { code: string }) => c.code);
    expect(codes).not.toContain('DESK10');
    expect(codes).not.toContain('DAAN10');
  });

  it('refuses bad input by field: a taken code, a percentage over 100, a bad date', async () => {
    const taken = await call(manager, 'POST', '/coupons', newCoupon('sakura10'));
    expect(taken.statusCode).toBe(422);
    expect(firstError(taken.json()).details.base).toEqual([expect.objectContaining({ field: 'code', message: 'validation.code_taken' })]);
    const over = await call(manager, 'POST', '/coupons', { ...newCoupon('OVER100'), discount_value: 150 });
    expect(over.statusCode).toBe(422);
    expect(fieldsOf(over)).toContain('discount_value');
    const badDate = await call(manager, 'POST', '/coupons', { ...newCoupon('BADDATE'), valid_until: '2027-02-30' });
    expect(badDate.statusCode).toBe(422);
    expect(fieldsOf(badDate)).toContain('valid_until');
  });

  it('issues a coupon for one member of the brand: they see it among their coupons, another member does not', async () => {
    const token = await confirmedMember(t.app, 'yui-coupon@example.com', { first_name: 'Yui', last_name: 'Ono' });
    const otherToken = await confirmedMember(t.app, 'ren-coupon@example.com', { first_name: 'Ren', last_name: 'Abe' });
    const yui = await memberId(t.db, 'yui-coupon@example.com');
    const response = await call(manager, 'POST', '/coupons', {
      ...newCoupon('YUI3000'),
      discount_type: 'amount',
      discount_value: 3000,
      user_id: yui,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.coupon).toMatchObject({ code: 'YUI3000', member_email: 'yui-coupon@example.com', currency: 'JPY' });
    const [entry] = await auditEntry(manager, 'coupon.issued');
    expect(entry?.after).toMatchObject({ code: 'YUI3000', user_id: yui });
    const codesOf = async (memberToken: string) =>
      (await t.app.inject({ url: '/api/v1/user/discount_coupons', headers: bearer(memberToken) }))
        .json()
        .data.coupons.map((c: { code: string }) => c.code);
    expect(await codesOf(token)).toContain('YUI3000');
    expect(await codesOf(otherToken)).not.toContain('YUI3000');
  });

  it('refuses a coupon for a member of another brand, a removed member or no member at all (404 MEMBER_NOT_FOUND)', async () => {
    await confirmedMember(t.app, 'gone-coupon@example.com', { first_name: 'Sho', last_name: 'Kudo' });
    const removed = await memberId(t.db, 'gone-coupon@example.com');
    await t.db.updateTable('users').set({ status: 'removed' }).where('id', '=', removed).execute();
    const refusals = [
      ['STRANGER1', await otherBrandMember()],
      ['REMOVED1', removed],
      ['NOBODY1', 999_999],
    ] as const;
    for (const [code, userId] of refusals) {
      const refused = await call(manager, 'POST', '/coupons', { ...newCoupon(code), user_id: userId });
      expect([refused.statusCode, firstError(refused.json()).code], code).toEqual([404, 'MEMBER_NOT_FOUND']);
    }
    const codes = (await call(manager, 'GET', '/coupons')).json().data.coupons.map((c: { code: string }) => c.code);
    expect(codes.filter((code: string) => refusals.some(([refusedCode]) => refusedCode === code))).toEqual([]);
  });
});

describe('console vouchers', () => {
  const newVoucher = () => ({ name: 'Anniversary stay', amount: 15_000, user_id: hanako, valid_through: tokyoDate(200) });

  it("lists the hotel's vouchers with their member and status", async () => {
    const response = await call(frontDesk, 'GET', '/vouchers');
    expect(response.statusCode).toBe(200);
    const seeded = response.json().data.vouchers.find((v: { number: string }) => v.number === DEMO_VOUCHER_NUMBER);
    expect(seeded).toMatchObject({ member_email: DEMO_MEMBER.email, status: 'available', currency: 'JPY' });
    expect((await call(myeongdongOwner, 'GET', '/vouchers', undefined, 'sakura-myeongdong')).json().data.vouchers).toEqual([]);
  });

  it('issues a voucher to a member for a manager and audits it', async () => {
    const response = await call(manager, 'POST', '/vouchers', newVoucher());
    expect(response.statusCode, response.body).toBe(201);
    const { voucher } = response.json().data;
    expect(voucher).toMatchObject({ amount: 15_000, member_email: DEMO_MEMBER.email, status: 'available' });
    expect(voucher.number).toMatch(/^V-/);
    const [entry] = await auditEntry(manager, 'voucher.issued');
    expect(entry?.after).toMatchObject({ number: voucher.number, amount: 15_000, user_id: hanako });
  });

  it('refuses the front desk, another hotel, a member of another brand and bad dates', async () => {
    expect(firstError((await call(frontDesk, 'POST', '/vouchers', newVoucher())).json()).code).toBe('CONSOLE_FORBIDDEN');
    expect((await call(otherBrandOwner, 'POST', '/vouchers', newVoucher())).statusCode).toBe(404);
    const notOurs = await call(manager, 'POST', '/vouchers', { ...newVoucher(), user_id: await otherBrandMember() });
    expect(notOurs.statusCode).toBe(404);
    expect(firstError(notOurs.json()).code).toBe('MEMBER_NOT_FOUND');
    // A member who left the brand is no one's to give a voucher to.
    await confirmedMember(t.app, 'left-sakura@example.com', { first_name: 'Ken', last_name: 'Mori' });
    const removed = await memberId(t.db, 'left-sakura@example.com');
    await t.db.updateTable('users').set({ status: 'removed' }).where('id', '=', removed).execute();
    const gone = await call(manager, 'POST', '/vouchers', { ...newVoucher(), user_id: removed });
    expect([gone.statusCode, firstError(gone.json()).code]).toEqual([404, 'MEMBER_NOT_FOUND']);
    const start = tokyoDate(30);
    const backwards = await call(manager, 'POST', '/vouchers', {
      ...newVoucher(),
      staying_period_start: start,
      staying_period_end: addDays(start, -1),
    });
    expect(backwards.statusCode).toBe(422);
    expect(fieldsOf(backwards)).toContain('staying_period_end');
    const taken = await call(manager, 'POST', '/vouchers', { ...newVoucher(), number: DEMO_VOUCHER_NUMBER });
    expect(taken.statusCode).toBe(422);
  });

  it('issues a voucher with the number the manager typed (in capitals), and refuses a taken or malformed one by its field', async () => {
    const response = await call(manager, 'POST', '/vouchers', { ...newVoucher(), number: 'ginza-anniv-0001' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.voucher).toMatchObject({ number: 'GINZA-ANNIV-0001', member_email: DEMO_MEMBER.email });
    const taken = await call(manager, 'POST', '/vouchers', { ...newVoucher(), number: 'GINZA-ANNIV-0001' });
    expect(taken.statusCode).toBe(422);
    expect(firstError(taken.json()).details.base).toEqual([expect.objectContaining({ field: 'number', message: 'validation.code_taken' })]);
    const malformed = await call(manager, 'POST', '/vouchers', { ...newVoucher(), number: 'V 1' });
    expect(malformed.statusCode).toBe(422);
    expect(fieldsOf(malformed)).toEqual(['number']);
    const numbers = (await call(manager, 'GET', '/vouchers')).json().data.vouchers.map((v: { number: string }) => v.number);
    expect(numbers.filter((number: string) => number === 'GINZA-ANNIV-0001')).toHaveLength(1);
  });
});

describe('console point adjustments', () => {
  const adjust = (headers: { cookie: string }, id: number, payload: unknown) =>
    call(headers, 'POST', `/members/${id}/point-adjustments`, payload);

  it('finds a member of the brand by email, whatever its case, with their balance', async () => {
    const response = await call(frontDesk, 'GET', `/members?email=${encodeURIComponent(DEMO_MEMBER.email.toUpperCase())}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      can_edit: false,
      member: { id: hanako, email: DEMO_MEMBER.email, points_enabled: true, balance: await balanceOf(hanako) },
    });
    const unknown = await call(manager, 'GET', '/members?email=nobody%40example.com');
    expect(unknown.statusCode).toBe(404);
    expect(firstError(unknown.json()).code).toBe('MEMBER_NOT_FOUND');
    const malformed = await call(manager, 'GET', '/members?email=not-an-email');
    expect(malformed.statusCode).toBe(422);
  });

  it('adds and takes points for a manager, audited with the balance before and after', async () => {
    const before = await balanceOf(hanako);
    const added = await adjust(manager, hanako, { points: 500, note: 'Sorry for the noisy room' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.member.balance).toBe(before + 500);
    const taken = await adjust(manager, hanako, { points: -200, note: 'Correction' });
    expect(taken.json().data.member.balance).toBe(before + 300);
    expect(await balanceOf(hanako)).toBe(before + 300);
    const [latest, first] = await auditEntry(manager, 'points.adjusted');
    expect(first).toMatchObject({
      before: { member_id: hanako, email: DEMO_MEMBER.email, balance: before },
      after: { balance: before + 500, points: 500, note: 'Sorry for the noisy room' },
    });
    expect(latest?.after).toMatchObject({ balance: before + 300, points: -200 });
  });

  it('never takes a balance below zero (2401) and refuses a zero or missing reason by field', async () => {
    const balance = await balanceOf(hanako);
    const tooMuch = await adjust(manager, hanako, { points: -(balance + 1), note: 'Too much' });
    expect(tooMuch.statusCode).toBe(422);
    expect(firstError(tooMuch.json()).code).toBe(2401);
    const zero = await adjust(manager, hanako, { points: 0, note: '' });
    expect(zero.statusCode).toBe(422);
    expect(fieldsOf(zero).sort()).toEqual(['note', 'points']);
    expect(await balanceOf(hanako)).toBe(balance);
  });

  it('refuses the front desk, another hotel and a member of another brand, writing nothing', async () => {
    const balance = await balanceOf(hanako);
    const desk = await adjust(frontDesk, hanako, { points: 100, note: 'Desk' });
    expect(desk.statusCode).toBe(403);
    expect(firstError(desk.json()).code).toBe('CONSOLE_FORBIDDEN');
    expect((await adjust(otherBrandOwner, hanako, { points: 100, note: 'Elsewhere' })).statusCode).toBe(404);
    expect(await balanceOf(hanako)).toBe(balance);
    const notOurs = await adjust(manager, await otherBrandMember(), { points: 100, note: 'Not ours' });
    expect(notOurs.statusCode).toBe(404);
    expect(firstError(notOurs.json()).code).toBe('MEMBER_NOT_FOUND');
    expect(await call(manager, 'GET', '/members?email=daan-guest%40example.com').then((r) => r.statusCode)).toBe(404);
  });
});
