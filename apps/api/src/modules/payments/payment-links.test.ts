import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, type TestApp } from '../../testing/test-app';
import { sandboxToken } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const PHONE = 'device-phone-0001';
const TABLET = 'device-tablet-0002';
const view = async (number: string, device = PHONE) => t.app.inject({ url: `/api/v1/payments/${number}?device=${device}` });
const hold = (number: string, device: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/payments/${number}/hold`, payload: { device } });
const pay = async (number: string, device: string, cardNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/payments/${number}/pay`,
    payload: { device, card_token: await sandboxToken(t.app, cardNumber) },
  });
const stateOf = async (number: string, device = PHONE) => (await view(number, device)).json().data.payment.state;

async function newLink(number: string, amount = 15_000) {
  const hotel = await t.db.selectFrom('hotels').select('id').where('code', '=', 'sakura-ginza').executeTakeFirstOrThrow();
  await t.db
    .insertInto('payment_links')
    .values({ number, hotel_id: hotel.id, amount, currency: 'JPY', description: 'Spa treatment' })
    .execute();
}

describe('payment links', () => {
  it('show each state a guest can find them in, and not found for an unknown number', async () => {
    expect(await Promise.all(['PAYDEMO0001', 'PAYDEMO0002', 'PAYDEMO0003', 'PAYDEMO0004'].map((n) => stateOf(n)))).toEqual([
      'open',
      'paid',
      'cancelled',
      'refunded',
    ]);
    const missing = await view('NOSUCHLINK');
    expect([missing.statusCode, firstError(missing.json()).code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    const closed = await hold('PAYDEMO0003', PHONE);
    expect(firstError(closed.json()).code).toBe('PAYMENT_LINK_CLOSED');
  });

  it('are held by the device that opens them for ten minutes; another device is told when to come back', async () => {
    await newLink('PLHOLD0001');
    expect((await hold('PLHOLD0001', PHONE)).statusCode).toBe(200);
    expect((await hold('PLHOLD0001', PHONE)).statusCode).toBe(200);
    const other = await view('PLHOLD0001', TABLET);
    expect(other.json().data.payment).toMatchObject({ state: 'processing', retry_after_minutes: 10 });
    const refused = await hold('PLHOLD0001', TABLET);
    expect([refused.statusCode, firstError(refused.json()).code, firstError(refused.json()).payloads]).toEqual([
      409,
      'PAYMENT_PROCESSING',
      { minutes: 10 },
    ]);
    const payRefused = await pay('PLHOLD0001', TABLET, '4242424242424242');
    expect(firstError(payRefused.json()).code).toBe('PAYMENT_PROCESSING');

    // Once the ten minutes are over, the other device may take it.
    await t.db
      .updateTable('payment_links')
      .set({ held_until: new Date(Date.now() - 1000) })
      .where('number', '=', 'PLHOLD0001')
      .execute();
    expect((await hold('PLHOLD0001', TABLET)).statusCode).toBe(200);
  });

  it('are paid by card: a decline leaves them open to try again, and a paid link cannot be paid twice', async () => {
    await newLink('PLPAY00001');
    const declined = await pay('PLPAY00001', PHONE, '4000000000000002');
    expect([declined.statusCode, firstError(declined.json()).code]).toEqual([402, 3003]);
    expect((await view('PLPAY00001')).json().data.payment).toMatchObject({ state: 'failed', error_code: '3003' });

    const paid = await pay('PLPAY00001', PHONE, '4242424242424242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.payment).toMatchObject({ state: 'paid', card: { brand: 'visa', last4: '4242' } });
    const again = await pay('PLPAY00001', PHONE, '4242424242424242');
    expect([again.statusCode, firstError(again.json()).code]).toEqual([409, 'PAYMENT_ALREADY_PAID']);
  });

  it('go through 3-D Secure like a booking', async () => {
    await newLink('PL3DS00001');
    const started = (await pay('PL3DS00001', PHONE, '4000000000003220')).json().data.payment;
    expect(started.state).toBe('challenge');
    const answered = await t.app.inject({
      method: 'POST',
      url: started.challenge_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    await t.app.inject({ url: answered.headers.location as string });
    expect(await stateOf('PL3DS00001')).toBe('paid');
  });

  it('have a QR code of their page for the display screen', async () => {
    const qr = await t.app.inject({ url: '/api/v1/payments/PAYDEMO0001/qr.svg', headers: { host: 'hotel.example' } });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toMatch(/^<svg[^>]*viewBox/);
  });
});
