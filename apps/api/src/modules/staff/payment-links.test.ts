import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffKey } from '../../db/seed/staff-keys';
import { allowBrandOrigins, firstError, startTestApp, type TestApp } from '../../testing/test-app';
import { sandboxToken } from '../payments/testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await allowBrandOrigins(t.app, t.db, 'sakura', ['https://hotel.example']);
});
afterAll(async () => t.close());

const staffHeaders = (hotel = 'sakura-ginza') => ({ authorization: `Bearer ${demoStaffKey(hotel)}`, origin: 'https://hotel.example' });
const base = (hotel = 'sakura-ginza') => `/api/v1/staff/hotels/${hotel}/payment_links`;
const create = (payload: object, headers: Record<string, string> = staffHeaders()) =>
  t.app.inject({ method: 'POST', url: base(), headers, payload });

describe("the hotel's payment links (staff API)", () => {
  it('asks a guest to pay an amount in the hotel currency, at an address the guest pays on', async () => {
    const created = await create({ amount: 8_800, description: 'Birthday cake for room 1203' });
    expect(created.statusCode).toBe(201);
    const link = created.json().data.payment_link;
    expect(link).toMatchObject({
      number: expect.stringMatching(/^PAY[0-9A-F]{12}$/),
      state: 'open',
      amount: { cents: 8_800, currency_iso: 'JPY' },
      description: 'Birthday cake for room 1203',
      url: `https://hotel.example/payments/${link.number}?code=sakura-ginza`,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${link.number}/pay`,
      payload: { device: 'device-desk-0001', card_token: await sandboxToken(t.app, '4242424242424242') },
    });
    expect(paid.json().data.payment.state).toBe('paid');
    const seen = await t.app.inject({ url: `${base()}/${link.number}`, headers: staffHeaders() });
    expect(seen.json().data.payment_link).toMatchObject({ state: 'paid', card: { brand: 'visa', last4: '4242' } });
    // A paid link stays paid.
    const late = await t.app.inject({ method: 'POST', url: `${base()}/${link.number}/cancel`, headers: staffHeaders() });
    expect([late.statusCode, firstError(late.json()).code]).toEqual([409, 'PAYMENT_ALREADY_PAID']);
  });

  it('mails the link to the guest in their language when the staff give an address', async () => {
    const created = await create({ amount: 5_500, description: 'Late check-out', email: 'link.guest@example.com', locale: 'ja' });
    expect(created.statusCode).toBe(201);
    const { url } = created.json().data.payment_link;
    const [mail] = (await t.app.inject({ url: '/api/v1/demo/mailbox?to=link.guest@example.com' })).json().data;
    expect(mail).toMatchObject({ subject: expect.stringMatching(/^【.+】お支払いのお願い$/), link: url, locale: 'ja' });
    expect(mail.body).toContain('金額: ￥5,500\nLate check-out');
    const bad = await create({ amount: 5_500, description: 'Late check-out', email: 'not an address' });
    expect([bad.statusCode, firstError(bad.json()).code]).toEqual([422, 1000]);
  });

  it('takes back an open link, which the guest is then told is cancelled', async () => {
    const { number } = (await create({ amount: 4_400, description: 'Parking, two nights' })).json().data.payment_link;
    const cancelled = await t.app.inject({ method: 'POST', url: `${base()}/${number}/cancel`, headers: staffHeaders() });
    expect(cancelled.json().data.payment_link.state).toBe('cancelled');
    const guest = await t.app.inject({ url: `/api/v1/payments/${number}` });
    expect(guest.json().data.payment.state).toBe('cancelled');
  });

  it("refuses without the hotel's staff key, another hotel's link, and an amount that is no amount", async () => {
    const noKey = await create({ amount: 1_000, description: 'Minibar' }, {});
    expect([noKey.statusCode, firstError(noKey.json()).code]).toEqual([401, 'STAFF_UNAUTHORIZED']);
    const otherKey = await create({ amount: 1_000, description: 'Minibar' }, staffHeaders('sakura-myeongdong'));
    expect(firstError(otherKey.json()).code).toBe('STAFF_UNAUTHORIZED');
    const { number } = (await create({ amount: 1_000, description: 'Minibar' })).json().data.payment_link;
    const elsewhere = await t.app.inject({ url: `${base('sakura-myeongdong')}/${number}`, headers: staffHeaders('sakura-myeongdong') });
    expect([elsewhere.statusCode, firstError(elsewhere.json()).code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    for (const payload of [
      { amount: 0, description: 'Nothing' },
      { amount: 1_000, description: '  ' },
      { amount: 10.5, description: 'Half' },
    ]) {
      const refused = await create(payload);
      expect(refused.statusCode).toBe(422);
    }
  });
});
