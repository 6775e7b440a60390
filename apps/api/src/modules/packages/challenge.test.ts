import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, type TestApp } from '../../testing/test-app';
import { answerChallenge, bookWithCard } from '../payments/testing';
import { addDays } from '@yado/domain/dates';
import { setTokyoStock, tokyoMonday } from '../../testing/test-app';
import { bookPackage, packageBody, packageStay, roomsAndSeats, startPackageTestApp } from './testing';

let t: TestApp;
let session: string;
/** What a test does when a booking reaches a step (the recovery case stops the job at one). */
let steps: Awaited<ReturnType<typeof startPackageTestApp>>['steps'];
beforeAll(async () => ({ t, steps, session } = await startPackageTestApp()));
afterAll(async () => t.close());

const CHALLENGE_CARD = '4000000000003220';
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

interface Challenged {
  reservation_number: string;
  bypass_token: string;
  package: { id: string; state: string; ticket_numbers: string[] };
  reservation: { status: string; payment: { status: string; challenge_url: string | null; expires_at: string } | null };
}

/** A package booked with a card whose bank asks for a challenge: answered, and left waiting for the guest. */
async function bookChallenged(weeks: number, card = CHALLENGE_CARD) {
  const stay = await packageStay(t.db, weeks);
  const request = await packageBody(t.app, { ...stay, card });
  const before = await roomsAndSeats(t.db, stay, request);
  const response = await bookPackage(t.app, session, request.body);
  expect(response.statusCode).toBe(201);
  const booked = response.json().data as Challenged;
  return { stay, request, before, booked, challengeUrl: booked.reservation.payment?.challenge_url ?? '' };
}

const packageRow = (id: string) => t.db.selectFrom('package_bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const paymentOf = (reservationNumber: string) =>
  t.db
    .selectFrom('payment_transactions')
    .innerJoin('reservations', 'reservations.id', 'payment_transactions.reservation_id')
    .select(['payment_transactions.id', 'payment_transactions.status', 'payment_transactions.amount', 'payment_transactions.error_code'])
    .where('reservations.reservation_number', '=', reservationNumber)
    .executeTakeFirstOrThrow();
const holdOf = (packageId: string) =>
  t.db.selectFrom('sandbox_flight_holds').select('status').where('reference', '=', packageId).executeTakeFirstOrThrow();
const ticketsOf = async (packageId: string) =>
  (
    await t.db
      .selectFrom('sandbox_flight_tickets')
      .innerJoin('sandbox_flight_holds', 'sandbox_flight_holds.id', 'sandbox_flight_tickets.hold_id')
      .select('sandbox_flight_tickets.hold_id')
      .where('sandbox_flight_holds.reference', '=', packageId)
      .execute()
  ).length;

describe('a package paid with a card that asks for 3-D Secure', () => {
  it('holds the seats and the stay while the guest is with the bank, then captures once and issues the tickets', async () => {
    const { stay, request, before, booked, challengeUrl } = await bookChallenged(0);
    expect(booked.package.state).toBe('awaiting_challenge');
    expect(booked.package.ticket_numbers).toEqual([]);
    expect(booked.reservation.status).toBe('payment_pending');
    expect(booked.reservation.payment?.status).toBe('pre_3d_secure');
    expect(challengeUrl).toMatch(/\/challenge\//);
    // The seats are held and the room taken while the guest answers the bank.
    expect(await roomsAndSeats(t.db, stay, request)).toEqual({
      rooms: before.rooms + 1,
      outbound: { held: before.outbound.held + 2, sold: before.outbound.sold },
      inbound: { held: before.inbound.held + 2, sold: before.inbound.sold },
    });

    await answerChallenge(t.app, challengeUrl, 'complete');
    // The challenge's end wrote the package's job: it runs now.
    await t.app.jobs.runDue(new Date());
    const confirmed = await packageRow(booked.package.id);
    expect(confirmed.state).toBe('confirmed');
    expect(confirmed.ticket_numbers).toHaveLength(4);
    const payment = await paymentOf(booked.reservation_number);
    expect([payment.status, payment.amount]).toEqual(['captured', request.body.total_price.cents]);
    expect(await roomsAndSeats(t.db, stay, request)).toEqual({
      rooms: before.rooms + 1,
      outbound: { held: before.outbound.held, sold: before.outbound.sold + 2 },
      inbound: { held: before.inbound.held, sold: before.inbound.sold + 2 },
    });
    const shown = await t.app.inject({
      url: `/api/v1/reservations/${booked.reservation_number}/package`,
      headers: { 'x-bypass-token': booked.bypass_token },
    });
    expect([shown.statusCode, shown.json().data.state, shown.json().data.ticket_numbers.length]).toEqual([200, 'confirmed', 4]);
  });

  it('answers the waiting package again to a retry under the same Idempotency-Key, so a lost answer still leads to the bank', async () => {
    const stay = await packageStay(t.db, 1);
    const request = await packageBody(t.app, { ...stay, card: CHALLENGE_CARD });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/packages/reservations',
        headers: { 'client-session': session, 'idempotency-key': 'package-challenge-retry' },
        payload: request.body,
      });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.reservation_number).toBe(first.json().data.reservation_number);
    expect(again.json().data.reservation.payment.challenge_url).toBe(first.json().data.reservation.payment.challenge_url);
  });

  it.each([
    ['fail', CHALLENGE_CARD, '3006', 2],
    ['cancel', CHALLENGE_CARD, '3008', 3],
    ['complete', '4000000000003253', '3250', 4],
  ] as const)(
    'after %s on the challenge with %s: seats released, stay undone, nothing charged or ticketed (%s)',
    async (action, card, code, weeks) => {
      const { stay, request, before, booked, challengeUrl } = await bookChallenged(weeks, card);
      await answerChallenge(t.app, challengeUrl, action);
      await t.app.jobs.runDue(new Date());
      const undone = await packageRow(booked.package.id);
      expect([undone.state, undone.failure_code, undone.ticket_numbers]).toEqual(['undone', code, null]);
      expect(await roomsAndSeats(t.db, stay, request)).toEqual(before);
      expect((await paymentOf(booked.reservation_number)).status).not.toBe('captured');
      expect((await holdOf(booked.package.id)).status).toBe('released');
      expect(await ticketsOf(booked.package.id)).toBe(0);
      // Its confirmation page is told it was undone, and why, instead of waiting for tickets.
      const shown = await t.app.inject({
        url: `/api/v1/reservations/${booked.reservation_number}/package`,
        headers: { 'x-bypass-token': booked.bypass_token },
      });
      expect([shown.statusCode, shown.json().data?.state, shown.json().data?.failure_code]).toEqual([200, 'undone', code]);
      // The guest's page tells why, and the same travellers book again with another card.
      const reservation = await t.app.inject({
        url: `/api/v1/reservations/${booked.reservation_number}?bypass_token=${booked.bypass_token}`,
      });
      expect([reservation.json().data.reservation.status, reservation.json().data.reservation.payment.error_code]).toEqual([
        'cancelled',
        code,
      ]);
      const retry = await packageBody(t.app, stay);
      const rebooked = await bookPackage(t.app, session, { ...request.body, payment: retry.body.payment });
      expect([rebooked.statusCode, rebooked.json().data.package.state]).toEqual([201, 'confirmed']);
    },
  );

  it('abandoned past the 15-minute window: the package is undone as expired, and a late pass is not charged', async () => {
    const { stay, request, before, booked, challengeUrl } = await bookChallenged(5);
    // Still open 14 minutes on: the job that looks at it leaves it waiting.
    await t.app.jobs.runDue(minutesFromNow(14));
    expect((await packageRow(booked.package.id)).state).toBe('awaiting_challenge');
    expect((await holdOf(booked.package.id)).status).toBe('held');

    await t.app.jobs.runDue(minutesFromNow(15.5));
    const undone = await packageRow(booked.package.id);
    expect([undone.state, undone.failure_code]).toEqual(['undone', 'THREE_D_SECURE_EXPIRED']);
    expect(await roomsAndSeats(t.db, stay, request)).toEqual(before);
    expect((await holdOf(booked.package.id)).status).toBe('released');
    // The bank's page is closed now: nothing to pass, nothing charged.
    const page = await t.app.inject({ url: challengeUrl });
    expect(page.body).not.toContain('Sandbox Bank');
    expect((await paymentOf(booked.reservation_number)).status).not.toBe('captured');
    // The guest is told in the stay's mail that the flights' seats went with the rooms.
    await t.app.jobs.runDue(minutesFromNow(16));
    const mail = await t.db
      .selectFrom('outbox_mails')
      .select(['subject', 'body'])
      .where('subject', 'like', `%${booked.reservation_number}%`)
      .where('subject', 'like', '%お支払いが完了しなかった%')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain('航空券のお席の確保もお部屋とともに解除され、航空券の代金は請求されません。');
  });
});

describe('the recovery job and a package left waiting for its challenge', () => {
  it('finishes one whose pass at the bank never reached us, once the challenge window has closed', async () => {
    const { stay, request, before, booked } = await bookChallenged(6);
    // The guest passed, but neither their browser's return nor the gateway's notice arrived (the server stopped).
    const payment = await paymentOf(booked.reservation_number);
    await t.db.updateTable('sandbox_gateway_payments').set({ status: 'captured' }).where('merchant_reference', '=', payment.id).execute();
    await t.app.jobs.runDue(minutesFromNow(15.5));
    const confirmed = await packageRow(booked.package.id);
    expect([confirmed.state, confirmed.ticket_numbers?.length]).toEqual(['confirmed', 4]);
    expect((await paymentOf(booked.reservation_number)).status).toBe('captured');
    expect((await roomsAndSeats(t.db, stay, request)).outbound).toEqual({ held: before.outbound.held, sold: before.outbound.sold + 2 });
  });

  it('finishes one whose job stopped after recording the payment, when its lease has run out', async () => {
    const { booked, challengeUrl } = await bookChallenged(7);
    steps.reached = async (state) => {
      if (state === 'paid') throw new Error('the server stopped here');
    };
    try {
      await answerChallenge(t.app, challengeUrl, 'complete');
      await t.app.jobs.runDue(new Date());
    } finally {
      steps.reached = async () => undefined;
    }
    expect((await packageRow(booked.package.id)).state).toBe('paid');
    // Its lease still runs: the job leaves it to its runner, then takes it over.
    await t.app.jobs.runDue(minutesFromNow(3));
    const confirmed = await packageRow(booked.package.id);
    expect([confirmed.state, confirmed.ticket_numbers?.length]).toEqual(['confirmed', 4]);
    expect((await paymentOf(booked.reservation_number)).status).toBe('captured');
  });
});

describe('a challenge ending at the edges of the booking', () => {
  it('goes on at once when the challenge ended before the booking recorded that it waits for it', async () => {
    const stay = await packageStay(t.db, 8);
    const request = await packageBody(t.app, { ...stay, card: CHALLENGE_CARD });
    steps.reached = async (state) => {
      if (state !== 'awaiting_challenge') return;
      steps.reached = async () => undefined;
      // The guest passed the challenge while the booking was still at stock_taken: its listener found nothing waiting.
      const row = await t.db
        .selectFrom('package_bookings')
        .select(['id', 'reservation_id'])
        .where('state', '=', 'awaiting_challenge')
        .orderBy('updated_at', 'desc')
        .executeTakeFirstOrThrow();
      const payment = await t.db
        .selectFrom('payment_transactions')
        .select('challenge_url')
        .where('reservation_id', '=', row.reservation_id)
        .executeTakeFirstOrThrow();
      await t.db.updateTable('package_bookings').set({ state: 'stock_taken' }).where('id', '=', row.id).execute();
      await answerChallenge(t.app, payment.challenge_url as string, 'complete');
      await t.db.updateTable('package_bookings').set({ state: 'awaiting_challenge' }).where('id', '=', row.id).execute();
    };
    let booked: Challenged;
    try {
      const response = await bookPackage(t.app, session, request.body);
      expect(response.statusCode).toBe(201);
      booked = response.json().data as Challenged;
    } finally {
      steps.reached = async () => undefined;
    }
    expect((await paymentOf(booked.reservation_number)).status).toBe('captured');
    // Not left to the recovery job five minutes on: the next step runs now.
    await t.app.jobs.runDue(new Date());
    const confirmed = await packageRow(booked.package.id);
    expect([confirmed.state, confirmed.ticket_numbers?.length]).toEqual(['confirmed', 4]);
  });

  it('asks a retry to wait, not to confirm, once the stay of a waiting package was cancelled', async () => {
    const stay = await packageStay(t.db, 9);
    const request = await packageBody(t.app, { ...stay, card: CHALLENGE_CARD });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/packages/reservations',
        headers: { 'client-session': session, 'idempotency-key': 'package-challenge-failed-retry' },
        payload: request.body,
      });
    const first = (await send()).json().data as Challenged;
    // The bank refused: the stay is cancelled at once, the package's undo still to run.
    await answerChallenge(t.app, first.reservation.payment?.challenge_url ?? '', 'fail');
    expect((await packageRow(first.package.id)).state).toBe('awaiting_challenge');
    const again = await send();
    expect([again.statusCode, firstError(again.json()).code]).toEqual([409, 'IDEMPOTENCY_KEY_IN_PROGRESS']);
  });

  it('leaves a payment captured just as its window closed as it is: not marked expired, not voided', async () => {
    const checkin = tokyoMonday(21 + 10 * 7);
    // Rooms free that night whatever day the test runs: the demo's sold-out nights move with the day it was seeded.
    await setTokyoStock(t.db, 'MOD-DBL', checkin, addDays(checkin, 1), { total: 10, sold: 0 });
    const booked = await bookWithCard(t.app, session, { number: CHALLENGE_CARD, checkin, checkout: addDays(checkin, 1) });
    const { reservation_number: number, reservation } = booked.json().data as Challenged;
    await answerChallenge(t.app, reservation.payment?.challenge_url ?? '', 'complete');
    expect((await paymentOf(number)).status).toBe('captured');
    await t.app.jobs.runDue(new Date());
    const { id } = await paymentOf(number);
    // The expiry reads the payment just before the guest's return captured it: it sees it still waiting, once.
    const select = t.db.selectFrom.bind(t.db);
    let seen = false;
    const readBefore = (builder: object): object =>
      new Proxy(builder, {
        get(target, name) {
          const value = Reflect.get(target, name) as unknown;
          if (typeof value !== 'function') return value;
          const method = value as (...args: unknown[]) => unknown;
          if (name !== 'executeTakeFirst') return (...args: unknown[]) => readBefore(method.apply(target, args) as object);
          return async () => {
            const row = (await method.call(target)) as { id?: string } | undefined;
            if (seen || row?.id !== id) return row;
            seen = true;
            return { ...row, status: 'pre_3d_secure' };
          };
        },
      });
    Object.assign(t.db, {
      selectFrom: (table: 'payment_transactions') => (table === 'payment_transactions' ? readBefore(select(table)) : select(table)),
    });
    try {
      await t.app.jobs.runDue(minutesFromNow(16));
    } finally {
      Object.assign(t.db, { selectFrom: select });
    }
    expect(seen).toBe(true);
    const payment = await paymentOf(number);
    expect([payment.status, payment.error_code]).toEqual(['captured', null]);
    const atGateway = await t.db
      .selectFrom('sandbox_gateway_payments')
      .select('status')
      .where('merchant_reference', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(atGateway.status).toBe('captured');
  });
});
