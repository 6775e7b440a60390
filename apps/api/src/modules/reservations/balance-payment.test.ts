import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffKey } from '../../db/seed/staff-keys';
import { firstError, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { bookWithCard, sandboxToken } from '../payments/testing';
import { stayChanges } from './testing';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

const EMAIL = 'yui.tanaka@example.com';
const { quoteAndChange } = stayChanges(() => t.app, { email: EMAIL });
const found = async (number: string) =>
  (await t.app.inject({ url: `/api/v1/reservations/${number}?email=${EMAIL}` })).json().data.reservation;
const askBalance = (number: string, credentials: object = { email: EMAIL }) =>
  t.app.inject({ method: 'POST', url: `/api/v1/reservations/${number}/balance_payment`, payload: credentials });

/** What each card payment of a reservation took and gave back: its own first, then the links that paid its rest. */
async function cardPayments(number: string) {
  const { rows } = await sql<{ link: string | null; amount: number; refunded_amount: number }>`
    SELECT p.payment_link_number AS link, p.amount, p.refunded_amount FROM payment_transactions p
    JOIN reservations r ON r.id = p.reservation_id OR r.id = (SELECT l.reservation_id FROM payment_links l WHERE l.number = p.payment_link_number)
    WHERE r.reservation_number = ${number} ORDER BY p.created_at`.execute(t.db);
  return rows.map((row) => ({ link: row.link !== null, amount: row.amount, refunded: row.refunded_amount }));
}

describe('paying the rest of a longer stay online (§4 manage booking)', () => {
  it('asks a payment link for what a stay paid in full by card has grown by, and counts what it pays as paid online', async () => {
    const checkin = tokyoDate(70);
    const booked = await bookWithCard(t.app, session, { number: '4242424242424242', checkin, checkout: tokyoDate(71), email: EMAIL });
    expect(booked.statusCode).toBe(201);
    const { reservation_number: number, reservation } = booked.json().data;
    expect(reservation).toMatchObject({ due_at_hotel: 0, balance_payable_online: false });
    expect(firstError((await askBalance(number)).json()).code).toBe('BALANCE_NOT_PAYABLE_ONLINE');

    // One more night: the card keeps what it paid, the rest is due.
    const { response } = await quoteAndChange(
      { number, reservation },
      { checkin, checkout: tokyoDate(72), roomIds: reservation.rooms.map((r: { id: number }) => r.id) },
    );
    expect(response.statusCode).toBe(200);
    const longer = await found(number);
    const due = longer.total_price - reservation.total_price;
    expect(longer).toMatchObject({ paid_online: reservation.total_price, due_at_hotel: due, balance_payable_online: true });

    // Wrong credentials find nothing; the guest's get one link, the same one when asked again.
    expect((await askBalance(number, { email: 'someone@example.com' })).statusCode).toBe(404);
    const asked = await askBalance(number);
    expect(asked.json().data).toEqual({
      payment_number: expect.stringMatching(/^PAY[0-9A-F]{12}$/),
      amount: { cents: due, currency_iso: 'JPY' },
    });
    const paymentNumber = asked.json().data.payment_number as string;
    expect((await askBalance(number)).json().data.payment_number).toBe(paymentNumber);
    const link = await t.app.inject({ url: `/api/v1/payments/${paymentNumber}` });
    expect(link.json().data.payment).toMatchObject({
      state: 'open',
      amount: { cents: due, currency_iso: 'JPY' },
      description: `Reservation ${number}`,
    });

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${paymentNumber}/pay`,
      payload: { device: 'device-balance-1', card_token: await sandboxToken(t.app, '5555555555554444') },
    });
    expect(paid.json().data.payment.state).toBe('paid');
    expect(await found(number)).toMatchObject({ paid_online: longer.total_price, due_at_hotel: 0, balance_payable_online: false });
    // The guest was mailed the link once, when it was made, and then told the payment came in.
    await t.app.jobs.runDue();
    const mails = await t.db
      .selectFrom('outbox_mails')
      .select(['subject', 'link', 'body'])
      .where('to_address', '=', EMAIL)
      .where('subject', 'like', `%${number}%`)
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.subject.replace(/^.*?: /, ''))).toEqual([
      `your booking ${number} is confirmed`,
      `your booking ${number} has changed`,
      `pay the rest of booking ${number} online`,
      `payment received for booking ${number}`,
    ]);
    expect(mails[2]?.link).toBe(`http://localhost:3000/payments/${paymentNumber}?code=sakura-ginza&locale=en`);
    expect(mails[3]?.body).toContain(`Amount: ¥${due.toLocaleString('en')}`);

    // The hotel shortens the stay again, without a fee: what goes back comes from the link's payment first.
    const staff = `/api/v1/staff/hotels/sakura-ginza/reservations/${number}`;
    const headers = { authorization: `Bearer ${demoStaffKey('sakura-ginza')}` };
    const current = await found(number);
    const change = await t.app.inject({
      method: 'PUT',
      url: staff,
      headers,
      payload: {
        checkin_date: checkin,
        checkout_date: tokyoDate(71),
        room_ids: current.rooms.map((r: { id: number }) => r.id),
        version: current.version,
        total_price_displayed: reservation.total_price,
        change_fee_displayed: 0,
      },
    });
    expect(change.statusCode).toBe(200);
    await t.app.jobs.runDue(new Date(Date.now() + 1000));
    expect(await cardPayments(number)).toEqual([
      { link: false, amount: reservation.total_price, refunded: 0 },
      { link: true, amount: due, refunded: due },
    ]);
    expect(await found(number)).toMatchObject({ paid_online: reservation.total_price, due_at_hotel: 0 });
  });

  it('leaves the rest of a stay paid at the hotel, or by deposit, to the hotel', async () => {
    const deposit = await bookWithCard(t.app, session, {
      number: '4242424242424242',
      checkin: tokyoDate(74),
      checkout: tokyoDate(75),
      roomPlanCode: 'MOD-DBL-BF',
      paymentType: 'credit_card_deposit',
      email: EMAIL,
    });
    const { reservation_number: number, reservation } = deposit.json().data;
    expect(reservation.due_at_hotel).toBeGreaterThan(0);
    expect(reservation.balance_payable_online).toBe(false);
    expect(firstError((await askBalance(number)).json()).code).toBe('BALANCE_NOT_PAYABLE_ONLINE');
  });
});
