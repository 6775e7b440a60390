import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PackageState } from '@yado/domain/wire/packages';
import { firstError, startTestApp, type TestApp } from '../../testing/test-app';
import { sandboxToken } from '../payments/testing';
import { bookPackage, packageBody, PACKAGE_PLAN, packageStay, roomsAndSeats } from './testing';

/** What a test does when a booking reaches a step: once, so the job's own steps do not set it off again. */
let atStep: ((state: PackageState) => Promise<void>) | null = null;
let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp({
    packageStepReached: async (state) => {
      const act = atStep;
      if (act) await act(state);
    },
  });
  session = await t.session();
});
afterAll(async () => t.close());

/** Runs `then` when a booking reaches `state`, once. */
function once(state: PackageState, then: () => Promise<void>) {
  atStep = async (reached) => {
    if (reached !== state) return;
    atStep = null;
    await then();
  };
}

/** The jobs due once a booking's lease has long run out: its recovery takes it over. */
const recoveryLater = async () => {
  await t.app.jobs.runDue(new Date(Date.now() + 10 * 60_000));
};

const lastPackage = () => t.db.selectFrom('package_bookings').selectAll().orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();

/** What the card gateway was asked to charge for a reservation, and what it gave back. */
const gatewayCharges = async (reservationId: string) => {
  const transactions = await t.db.selectFrom('payment_transactions').select('id').where('reservation_id', '=', reservationId).execute();
  if (!transactions.length) return [];
  return t.db
    .selectFrom('sandbox_gateway_payments')
    .select(['status', 'amount', 'refunded_amount'])
    .where(
      'merchant_reference',
      'in',
      transactions.map((transaction) => transaction.id),
    )
    .execute();
};

const reservationStatus = async (reservationId: string) =>
  (await t.db.selectFrom('reservations').select('status').where('id', '=', reservationId).executeTakeFirstOrThrow()).status;

describe('a package booking its recovery job took over', () => {
  it('stays confirmed when the request, slow at the airline, finds the job confirmed it first', async () => {
    const stay = await packageStay(t.db, 0);
    const request = await packageBody(t.app, stay);
    const before = await roomsAndSeats(t.db, stay, request);
    // The request is past its lease on its way to the tickets: the job takes over, tickets and confirms.
    once('paid', recoveryLater);
    const response = await bookPackage(t.app, session, request.body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.package.state).toBe('confirmed');
    const booked = await lastPackage();
    expect([booked.state, booked.ticket_numbers]).toEqual(['confirmed', expect.arrayContaining([expect.any(String)])]);
    expect(booked.ticket_numbers).toHaveLength(4);
    const reservationId = booked.reservation_id as string;
    expect(await reservationStatus(reservationId)).toBe('done');
    expect(await gatewayCharges(reservationId)).toEqual([
      { status: 'captured', amount: request.body.total_price.cents, refunded_amount: 0 },
    ]);
    expect(await roomsAndSeats(t.db, stay, request)).toEqual({
      rooms: before.rooms + 1,
      outbound: { held: 0, sold: before.outbound.sold + 2 },
      inbound: { held: 0, sold: before.inbound.sold + 2 },
    });
  });

  it('charges nothing when the job undid it while the request was on its way to the card', async () => {
    const stay = await packageStay(t.db, 1);
    const request = await packageBody(t.app, stay);
    const before = await roomsAndSeats(t.db, stay, request);
    // The request is past its lease with the stock taken: the job finds no answer from the gateway and undoes it.
    once('stock_taken', recoveryLater);
    const response = await bookPackage(t.app, session, request.body);
    expect(response.statusCode).toBe(402);
    expect(firstError(response.json()).code).toBe(3002);
    const undone = await lastPackage();
    expect(undone.state).toBe('undone');
    expect(await gatewayCharges(undone.reservation_id as string)).toEqual([]);
    expect(await reservationStatus(undone.reservation_id as string)).toBe('cancelled');
    expect(await roomsAndSeats(t.db, stay, request)).toEqual(before);
  });

  it('never charges a card payment that is no longer as it was opened', async () => {
    const stay = await packageStay(t.db, 2);
    const request = await packageBody(t.app, stay);
    const before = await roomsAndSeats(t.db, stay, request);
    // The payment is given up behind the booking's back, its lease still the request's.
    once('stock_taken', async () => {
      const { reservation_id } = await lastPackage();
      await t.db
        .updateTable('payment_transactions')
        .set({ status: 'failed', error_code: '3001' })
        .where('reservation_id', '=', reservation_id)
        .execute();
    });
    const response = await bookPackage(t.app, session, request.body);
    expect(firstError(response.json()).code).toBe(3002);
    const undone = await lastPackage();
    expect(undone.state).toBe('undone');
    expect(await gatewayCharges(undone.reservation_id as string)).toEqual([]);
    expect(await roomsAndSeats(t.db, stay, request)).toEqual(before);
  });
});

describe('POST hotels/{code}/packages/reservations with an Idempotency-Key', () => {
  const send = (body: unknown, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/packages/reservations',
      headers: { 'client-session': session, 'idempotency-key': key },
      payload: body as Record<string, unknown>,
    });

  it('books once however often it is sent: one reservation, one charge, one set of seats', async () => {
    const stay = await packageStay(t.db, 3);
    const request = await packageBody(t.app, stay);
    const before = await roomsAndSeats(t.db, stay, request);
    const first = await send(request.body, 'package-key-1');
    expect(first.statusCode).toBe(201);
    // A retry after a timeout: the page asks the card fields for a new token.
    const retry = { ...request.body, payment: { card_token: await sandboxToken(t.app, '4242424242424242') } };
    const again = await send(retry, 'package-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.reservation_number).toBe(first.json().data.reservation_number);
    expect(again.json().data.bypass_token).toBe(first.json().data.bypass_token);
    expect(again.json().data.package).toEqual(first.json().data.package);
    const bookings = await t.db.selectFrom('package_bookings').selectAll().where('idempotency_key', '=', 'package-key-1').execute();
    expect(bookings).toHaveLength(1);
    expect(await gatewayCharges(bookings[0]?.reservation_id as string)).toHaveLength(1);
    expect(await roomsAndSeats(t.db, stay, request)).toEqual({
      rooms: before.rooms + 1,
      outbound: { held: 0, sold: before.outbound.sold + 2 },
      inbound: { held: 0, sold: before.inbound.sold + 2 },
    });
  });

  it('asks a retry to wait while the first is still booking, and refuses another booking under the key', async () => {
    const stay = await packageStay(t.db, 4);
    const request = await packageBody(t.app, stay);
    let meanwhile: Awaited<ReturnType<typeof send>> | null = null;
    once('paid', async () => {
      meanwhile = await send(request.body, 'package-key-2');
    });
    const first = await send(request.body, 'package-key-2');
    expect(first.statusCode).toBe(201);
    expect(meanwhile!.statusCode).toBe(409);
    expect(firstError(meanwhile!.json()).code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    const other = await send({ ...request.body, special_request: 'A quiet room' }, 'package-key-2');
    expect(other.statusCode).toBe(422);
    expect(firstError(other.json()).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('books afresh under the key of a booking that was undone', async () => {
    const stay = await packageStay(t.db, 5);
    const refused = await packageBody(t.app, { ...stay, surname: 'Holdfail' });
    expect((await send(refused.body, 'package-key-3')).statusCode).toBe(502);
    const request = await packageBody(t.app, stay);
    const booked = await send(request.body, 'package-key-3');
    expect(booked.statusCode).toBe(201);
    expect(booked.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('a package booking sent what cannot be booked', () => {
  it('answers a flight on a day the calendar does not have as an unknown offer', async () => {
    const stay = await packageStay(t.db, 6);
    const request = await packageBody(t.app, stay);
    const impossible = request.body.outbound_offer_id.replace(stay.checkin, '2026-02-30');
    const response = await bookPackage(t.app, session, { ...request.body, outbound_offer_id: impossible });
    expect(response.statusCode).toBe(422);
    expect(firstError(response.json()).code).toBe('PACKAGE_FLIGHTS_OFF_STAY');
  });

  it('prices the rooms without the guests’ names: long names and many kids tiers are an answer, not a server error', async () => {
    const stay = await packageStay(t.db, 6);
    const request = await packageBody(t.app, { ...stay, rooms: 5 });
    const long = 'Abcdefghij'.repeat(25);
    const tiers = Array.from({ length: 10 }, (_, i) => ({ code: `TIER${String(i).padStart(12, '0')}`, children: 1 }));
    const rooms = request.body.rooms.map((room) => ({ ...room, first_name: long, last_name: long, kids_tiers: tiers }));
    const response = await bookPackage(t.app, session, { ...request.body, rooms });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers a stay priced anew with the package’s new total, which a resend is booked at', async () => {
    const stay = await packageStay(t.db, 7);
    const request = await packageBody(t.app, stay);
    // The hotel's price moves once the package has priced it, before the stay is booked.
    once('seats_held', async () => {
      await sql`UPDATE room_rates SET amount = amount + 1000
        WHERE stay_date >= ${stay.checkin} AND stay_date < ${stay.checkout}
          AND room_plan_id IN (SELECT id FROM room_plans WHERE room_plan_code = ${PACKAGE_PLAN.room_plan_code})`.execute(t.db);
    });
    const response = await bookPackage(t.app, session, request.body);
    expect(response.statusCode).toBe(409);
    const total = firstError(response.json()).payloads?.total_price as { cents: number; currency_iso: string };
    expect(total.cents).toBeGreaterThan(request.body.total_price.cents);
    const resent = await bookPackage(t.app, session, { ...request.body, total_price: total });
    expect(resent.statusCode).toBe(201);
    expect(resent.json().data.package.total_price).toEqual(total);
  });
});
