import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeQueries } from '../../db/observed-dialect';
import { bookingBody, firstError, quotedTotal, setTokyoStock, soldOn, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { answerChallenge, bookWithCard, sandboxToken } from './testing';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp({ config: { PAYMENT_GATEWAY_TIMEOUT_MS: 150, SANDBOX_GATEWAY_HANG_MS: 400 } });
  session = await t.session();
});
afterAll(async () => t.close());

interface Booked {
  reservation_number: string;
  bypass_token: string;
  reservation: {
    status: string;
    payment: {
      status: string;
      card_brand: string;
      card_last4: string;
      challenge_url: string | null;
      challenge_display: string | null;
      expires_at: string;
      error_code: string | null;
    } | null;
  };
}

const reservationOf = async (number: string, bypassToken: string) =>
  (await t.app.inject({ url: `/api/v1/reservations/${number}?bypass_token=${bypassToken}` })).json().data
    .reservation as Booked['reservation'];

describe('paying by card', () => {
  it('books and captures at once with a card that needs no 3-D Secure', async () => {
    const checkin = tokyoDate(33);
    const before = await soldOn(t.db, 'MOD-DBL', checkin);
    const response = await bookWithCard(t.app, session, { number: '4242424242424242', checkin, checkout: tokyoDate(34) });
    expect(response.statusCode).toBe(201);
    const booked = response.json().data as Booked;
    expect(booked.reservation.status).toBe('done');
    expect(booked.reservation.payment).toMatchObject({ status: 'captured', card_brand: 'visa', card_last4: '4242', challenge_url: null });
    expect((await soldOn(t.db, 'MOD-DBL', checkin)).sold).toBe(before.sold + 1);
  });

  it('writes a card booking in one statement before charging it: its key, its rows, its payment with its 3-D Secure expiry, and its stock', async () => {
    const checkin = tokyoDate(41);
    const token = await sandboxToken(t.app, '4242424242424242');
    const written: string[] = [];
    const stop = observeQueries(t.db, ({ operation, sql: text }) => {
      if (operation !== 'select' && /\b(insert into|update|delete from)\b/i.test(text)) written.push(text);
      return () => undefined;
    });
    const tokenize = async () => token;
    const response = await bookWithCard(t.app, session, {
      number: '',
      checkin,
      checkout: tokyoDate(43),
      idempotencyKey: 'card-at-once',
      tokenize,
    });
    stop();
    expect(response.statusCode).toBe(201);
    // No transaction round trips while the nights are locked (ADR 0083); the charge comes after.
    const [booking, ...others] = written.filter((text) => /insert into "reservations"/.test(text));
    expect(others).toEqual([]);
    expect(booking).toMatch(
      /insert into "idempotency_keys".*insert into "reservations".*insert into "payment_transactions".*insert into "jobs".*UPDATE inventory/s,
    );
    const apart = written.filter(
      (text) => text !== booking && /UPDATE inventory|insert into "(payment_transactions|idempotency_keys)"/.test(text),
    );
    expect(apart).toEqual([]);
    const { reservation_number: number } = response.json().data as Booked;
    // The "booked" mail waits for the payment: it is written once the card has paid.
    const jobs = await sql<{ kind: string }>`
      SELECT coalesce(j.payload->>'kind', j.kind) AS kind FROM jobs j JOIN reservations r
        ON j.payload->>'reservation_id' = r.id::text
        OR j.payload->>'transaction_id' IN (SELECT p.id::text FROM payment_transactions p WHERE p.reservation_id = r.id)
      WHERE r.reservation_number = ${number} ORDER BY j.id`.execute(t.db);
    expect(jobs.rows.map((job) => job.kind)).toEqual(['payment.challenge_expiry', 'booked']);
    expect(response.json().data.reservation.payment).toMatchObject({ status: 'captured', card_last4: '4242' });
  });

  it.each([
    ['4000000000000002', 3003],
    ['4000000000000127', 3004],
    ['4000000000000069', 3005],
    ['4000000000000119', 3007],
    ['4000000000003204', 3204],
    ['4000000000003055', 3252],
  ])('declines %s with %i, keeps no booking and gives the room back', async (number, code) => {
    const checkin = tokyoDate(35);
    const before = await soldOn(t.db, 'MOD-DBL', checkin);
    const response = await bookWithCard(t.app, session, { number, checkin, checkout: tokyoDate(36) });
    expect(response.statusCode).toBe(402);
    expect(firstError(response.json()).code).toBe(code);
    expect(await soldOn(t.db, 'MOD-DBL', checkin)).toEqual(before);
  });

  it('gives up after the gateway timeout (3001) and hands back what the gateway charged late', async () => {
    const checkin = tokyoDate(37);
    const before = await soldOn(t.db, 'MOD-DBL', checkin);
    const response = await bookWithCard(t.app, session, { number: '4000000000000010', checkin, checkout: tokyoDate(38) });
    expect([response.statusCode, firstError(response.json()).code]).toEqual([504, 3001]);
    expect(await soldOn(t.db, 'MOD-DBL', checkin)).toEqual(before);
    // The gateway charges after all, once the API has stopped waiting; its webhook leads to a refund.
    const gatewayStatus = async () =>
      (await t.db.selectFrom('sandbox_gateway_payments').select('status').orderBy('created_at', 'desc').executeTakeFirst())?.status;
    await expect.poll(gatewayStatus, { timeout: 3000, interval: 50 }).toBe('refunded');
    expect(await soldOn(t.db, 'MOD-DBL', checkin)).toEqual(before);
  });

  it('refuses a card that expires before check-out, and an unknown token, before taking stock', async () => {
    const checkin = tokyoDate(39);
    const before = await soldOn(t.db, 'MOD-DBL', checkin);
    const [year, month] = tokyoDate(39).split('-').map(Number) as [number, number];
    const expired = await bookWithCard(t.app, session, {
      number: '4242424242424242',
      checkin,
      checkout: tokyoDate(40),
      card: { exp_year: month === 1 ? year - 1 : year, exp_month: month === 1 ? 12 : month - 1 },
    });
    expect([expired.statusCode, firstError(expired.json()).code]).toEqual([422, 'CARD_EXPIRES_BEFORE_CHECKOUT']);
    expect(await soldOn(t.db, 'MOD-DBL', checkin)).toEqual(before);
  });

  it('refuses a card for a plan paid at the hotel only, and a card payment without a token', async () => {
    const checkin = tokyoDate(39);
    const checkout = tokyoDate(40);
    const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
    const token = await sandboxToken(t.app, '4242424242424242');
    const book = (roomPlanCode: string, payment: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/reservations',
        headers: { 'client-session': session },
        payload: { ...bookingBody({ checkin, checkout, roomPlanCode, totalCents }), payment },
      });
    const onSiteOnly = await book('MOD-DBL-RO', { type: 'credit_card', card_token: token });
    expect([onSiteOnly.statusCode, firstError(onSiteOnly.json()).code]).toEqual([422, 'PAYMENT_METHOD_NOT_ACCEPTED']);
    const noToken = await book('MOD-DBL-NR', { type: 'credit_card' });
    expect([noToken.statusCode, firstError(noToken.json()).code]).toEqual([422, 'CARD_TOKEN_INVALID']);
    const unknownToken = await book('MOD-DBL-NR', { type: 'credit_card', card_token: 'tok_not_issued_by_the_gateway' });
    expect(firstError(unknownToken.json()).code).toBe('CARD_TOKEN_INVALID');
  });

  it('books a plan that takes them by bank transfer or to pay later, nothing paid now, and refuses them elsewhere', async () => {
    const [checkin, checkout] = [tokyoDate(76), tokyoDate(78)];
    const book = async (roomPlanCode: string, type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/reservations',
        headers: { 'client-session': session },
        payload: {
          ...bookingBody({ checkin, checkout, roomPlanCode, totalCents: await quotedTotal(t.app, { checkin, checkout, roomPlanCode }) }),
          payment: { type },
        },
      });
    for (const type of ['bank_transfer', 'deferred_payment']) {
      const booked = await book('MOD-DBL-ST2', type);
      expect(booked.statusCode).toBe(201);
      const { reservation } = booked.json().data;
      expect([reservation.status, reservation.payment_type, reservation.payment, reservation.paid_online]).toEqual(['done', type, null, 0]);
      expect(reservation.due_at_hotel).toBe(reservation.total_price);
    }
    const elsewhere = await book('MOD-DBL-RO', 'deferred_payment');
    expect([elsewhere.statusCode, firstError(elsewhere.json()).code]).toEqual([422, 'PAYMENT_METHOD_NOT_ACCEPTED']);
  });

  it('takes the deposit share of the plan by card and leaves the rest to pay at the hotel', async () => {
    const input = { checkin: tokyoDate(75), checkout: tokyoDate(77), roomPlanCode: 'MOD-DBL-BF' };
    const total = await quotedTotal(t.app, input);
    const response = await bookWithCard(t.app, session, { ...input, number: '4242424242424242', paymentType: 'credit_card_deposit' });
    expect(response.statusCode).toBe(201);
    const { reservation } = response.json().data;
    const deposit = Math.round((total * 30) / 100);
    expect(reservation.deposit).toEqual({ percentage: 30, amount: deposit, remain_amount: total - deposit });
    expect(reservation.payment).toMatchObject({ status: 'captured', amount: deposit });
    // A plan without a deposit does not take one.
    const noDeposit = await bookWithCard(t.app, session, {
      ...input,
      number: '4242424242424242',
      roomPlanCode: 'MOD-DBL-NR',
      paymentType: 'credit_card_deposit',
    });
    expect(firstError(noDeposit.json()).code).toBe('PAYMENT_METHOD_NOT_ACCEPTED');
  });

  it('takes a stay paid in advance (pre_paid) in full by card, and only on a plan that offers it', async () => {
    const input = { checkin: tokyoDate(81), checkout: tokyoDate(83), number: '4242424242424242', paymentType: 'pre_paid' };
    const response = await bookWithCard(t.app, session, input);
    expect(response.statusCode).toBe(201);
    const { reservation } = response.json().data;
    expect([reservation.status, reservation.payment_type, reservation.payment.status]).toEqual(['done', 'pre_paid', 'captured']);
    expect([reservation.payment.amount, reservation.paid_online, reservation.due_at_hotel]).toEqual([
      reservation.total_price,
      reservation.total_price,
      0,
    ]);
    const withoutCard = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': session },
      payload: {
        ...bookingBody({ ...input, roomPlanCode: 'MOD-DBL-NR', totalCents: reservation.total_price }),
        payment: { type: 'pre_paid' },
      },
    });
    expect(firstError(withoutCard.json()).code).toBe('CARD_TOKEN_INVALID');
    const elsewhere = await bookWithCard(t.app, session, { ...input, roomPlanCode: 'MOD-DBL-BF' });
    expect(firstError(elsewhere.json()).code).toBe('PAYMENT_METHOD_NOT_ACCEPTED');
  });

  it('holds the total on the card as a guarantee without taking it', async () => {
    const response = await bookWithCard(t.app, session, {
      number: '3530111333300000',
      checkin: tokyoDate(78),
      checkout: tokyoDate(80),
      roomPlanCode: 'MOD-DBL-ST2',
      paymentType: 'on_site_credit_card_required',
    });
    expect(response.statusCode).toBe(201);
    const { reservation } = response.json().data;
    expect([reservation.status, reservation.payment.status, reservation.payment.amount]).toEqual([
      'done',
      'authorized',
      reservation.total_price,
    ]);
    const atGateway = await t.db
      .selectFrom('sandbox_gateway_payments')
      .select(['status', 'capture'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(atGateway).toEqual({ status: 'authorized', capture: false });
  });

  it('lets the guest try another card with the same Idempotency-Key after a decline', async () => {
    const input = { checkin: tokyoDate(41), checkout: tokyoDate(42), idempotencyKey: 'card-retry-1' };
    const declined = await bookWithCard(t.app, session, { ...input, number: '4000000000000002' });
    expect(declined.statusCode).toBe(402);
    const paid = await bookWithCard(t.app, session, { ...input, number: '5555555555554444' });
    expect(paid.statusCode).toBe(201);
    expect((paid.json().data as Booked).reservation.payment?.card_brand).toBe('master');
  });
});

describe('3-D Secure', () => {
  async function challenged(checkin: string) {
    const response = await bookWithCard(t.app, session, { number: '4000000000003220', checkin, checkout: addOne(checkin) });
    expect(response.statusCode).toBe(201);
    const booked = response.json().data as Booked;
    expect(booked.reservation.status).toBe('payment_pending');
    expect(booked.reservation.payment?.status).toBe('pre_3d_secure');
    // The sandbox's challenge page is ours: the payment step frames it.
    expect(booked.reservation.payment?.challenge_display).toBe('frame');
    return booked;
  }
  const addOne = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  const answer = (challengeUrl: string, action: 'complete' | 'fail' | 'cancel') => answerChallenge(t.app, challengeUrl, action);

  it('holds the room while the guest passes the challenge, then books and captures', async () => {
    const checkin = tokyoDate(43);
    const before = await soldOn(t.db, 'MOD-DBL', checkin);
    const booked = await challenged(checkin);
    expect((await soldOn(t.db, 'MOD-DBL', checkin)).sold).toBe(before.sold + 1);
    const expiresIn = Date.parse(booked.reservation.payment!.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

    await answer(booked.reservation.payment!.challenge_url!, 'complete');
    const after = await reservationOf(booked.reservation_number, booked.bypass_token);
    expect([after.status, after.payment?.status]).toEqual(['done', 'captured']);
    expect((await soldOn(t.db, 'MOD-DBL', checkin)).sold).toBe(before.sold + 1);
  });

  it.each([
    ['fail', '4000000000003220', '3006'],
    ['cancel', '4000000000003220', '3008'],
    ['complete', '4000000000003253', '3250'],
  ] as const)('after %s on the challenge with %s, cancels with %s and gives the room back', async (action, number, code) => {
    const checkin = tokyoDate(44);
    await setTokyoStock(t.db, 'MOD-DBL', checkin, tokyoDate(45), { total: 5, sold: 0 });
    const before = await soldOn(t.db, 'MOD-DBL', checkin);
    const response = await bookWithCard(t.app, session, { number, checkin, checkout: tokyoDate(45) });
    const booked = response.json().data as Booked;
    await answer(booked.reservation.payment!.challenge_url!, action);
    const after = await reservationOf(booked.reservation_number, booked.bypass_token);
    expect([after.status, after.payment?.status, after.payment?.error_code]).toEqual([
      'cancelled',
      action === 'cancel' ? 'cancelled' : 'failed',
      code,
    ]);
    expect(await soldOn(t.db, 'MOD-DBL', checkin)).toEqual(before);
  });
});
