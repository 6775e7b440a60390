import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { percentOf } from '@yado/domain/money';
import { firstError, setTokyoStock, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { consoleSession } from '../console/reservations-testing';
import { asPackageGuest, bookPackage, cancelPackageAsGuest, packageBody, packageStay, roomsAndSeats } from './testing';

let t: TestApp;
let session: string;
let staffKey: string;
let desk: { cookie: string };
beforeAll(async () => {
  t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000 } });
  session = await t.session();
  staffKey = (await t.app.staff.issue('sakura-ginza', 'Front desk')).key;
  desk = await consoleSession(t, 'front_desk');
});
afterAll(async () => t.close());

type Stay = { checkin: string; checkout: string };

/** A package booked for two adults named `surname`, with the rooms and seats counted before it. */
async function booked(stay: Stay, surname = 'Tanaka') {
  const request = await packageBody(t.app, { ...stay, surname });
  const before = await roomsAndSeats(t.db, stay, request);
  const response = await bookPackage(t.app, session, request.body);
  expect(response.statusCode, response.body).toBe(201);
  const { data } = response.json();
  return {
    stay,
    request,
    before,
    number: data.reservation_number as string,
    token: data.bypass_token as string,
    id: data.package.id as string,
  };
}
type Booked = Awaited<ReturnType<typeof booked>>;

const asGuest = (pkg: Booked, path: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  asPackageGuest(t.app, pkg, path, method, payload);
const cancelAsGuest = (pkg: Booked, totalFee: number) => cancelPackageAsGuest(t.app, pkg, totalFee);

/** The package, its stay, its card and its hold at the airline, as stored. */
async function storedOf(pkg: Booked) {
  const row = await t.db
    .selectFrom('package_bookings')
    .innerJoin('reservations', 'reservations.id', 'package_bookings.reservation_id')
    .innerJoin('payment_transactions', 'payment_transactions.reservation_id', 'reservations.id')
    .select([
      'package_bookings.state',
      'package_bookings.flights',
      'package_bookings.hotel_price',
      'reservations.status',
      'reservations.cancellation_fee',
      'payment_transactions.amount',
      'payment_transactions.refunded_amount',
    ])
    .where('package_bookings.id', '=', pkg.id)
    .executeTakeFirstOrThrow();
  const hold = await t.db.selectFrom('sandbox_flight_holds').select('status').where('reference', '=', pkg.id).executeTakeFirstOrThrow();
  return { ...row, hold: hold.status };
}

/** The Tokyo hotel's standard policy (free until 3 days before), put on a stay so its hotel part costs nothing far ahead. */
async function freeHotelPolicy(pkg: Booked) {
  const standard = {
    cancellation_policy_parts: [
      { days_before: 2, hours_after: null, percentage_of_cost: 30 },
      { days_before: 0, hours_after: null, percentage_of_cost: 100 },
    ],
    no_show_percentage_of_cost: 100,
  };
  await t.db
    .updateTable('reservations')
    .set({ cancellation_policy: JSON.stringify(standard) })
    .where('reservation_number', '=', pkg.number)
    .execute();
}

const everythingBack = async (pkg: Booked) => expect(await roomsAndSeats(t.db, pkg.stay, pkg.request)).toEqual(pkg.before);

describe('a guest cancels a flight package as a whole (ADR 0062)', () => {
  it('far ahead: both free, so the whole charge goes back, with every seat and room', async () => {
    const pkg = await booked(await packageStay(t.db, 0));
    await freeHotelPolicy(pkg);
    const { amount } = await storedOf(pkg);
    const quote = await asGuest(pkg, '/package/cancel_quote');
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({
      hotel_fee: 0,
      flight_fee: 0,
      total_fee: 0,
      refund: amount,
      charged: amount,
      currency_iso: 'JPY',
    });

    const cancelled = await cancelAsGuest(pkg, 0);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { data } = cancelled.json();
    expect(data.package).toMatchObject({ state: 'cancelled', cancellation: { hotel_fee: 0, flight_fee: 0, total_fee: 0, refund: amount } });
    expect(data.reservation.status).toBe('cancelled');
    expect(await storedOf(pkg)).toMatchObject({ state: 'cancelled', status: 'cancelled', refunded_amount: amount, hold: 'cancelled' });
    await everythingBack(pkg);

    // Its page still shows the flights, now cancelled.
    const shown = await asGuest(pkg, '/package');
    expect([shown.statusCode, shown.json().data.state]).toEqual([200, 'cancelled']);
  });

  it("within the airline's fee window: the hotel's policy and the airline's fare rules are both kept, the rest refunded", async () => {
    // Three to nine days ahead: both flights are within 13 days (30 %), and the non-refundable plan keeps the whole stay.
    const checkin = tokyoMonday(3);
    const stay = { checkin, checkout: addDays(checkin, 2) };
    await setTokyoStock(t.db, 'MOD-DBL', stay.checkin, stay.checkout, { total: 5, sold: 0 });
    const pkg = await booked(stay);
    const { amount, hotel_price, flights } = await storedOf(pkg);
    const flightFee = (flights as Array<{ fares: { adult: number } }>).reduce(
      (sum, flight) => sum + percentOf(flight.fares.adult, 30) * 2,
      0,
    );
    const totalFee = hotel_price + flightFee;
    const quote = (await asGuest(pkg, '/package/cancel_quote')).json().data;
    expect(quote).toMatchObject({ hotel_fee: hotel_price, flight_fee: flightFee, total_fee: totalFee, refund: amount - totalFee });
    expect(quote.flights.map((flight: { percentage_of_fare: number }) => flight.percentage_of_fare)).toEqual([30, 30]);

    // A fee shown before it moved is refused, with the fee now.
    const stale = await cancelAsGuest(pkg, totalFee - 1);
    expect([stale.statusCode, firstError(stale.json()).code]).toEqual([409, 'CANCELLATION_FEE_CHANGED']);
    expect((await storedOf(pkg)).state).toBe('confirmed');

    const cancelled = await cancelAsGuest(pkg, totalFee);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await storedOf(pkg)).toMatchObject({
      state: 'cancelled',
      status: 'cancelled',
      cancellation_fee: hotel_price,
      refunded_amount: amount - totalFee,
      hold: 'cancelled',
    });
    await everythingBack(pkg);
  });

  it('leaves everything as it was when the airline will not cancel, and says so', async () => {
    const pkg = await booked(await packageStay(t.db, 1), 'CANCELFAIL');
    const { total_fee } = (await asGuest(pkg, '/package/cancel_quote')).json().data;
    const after = await roomsAndSeats(t.db, pkg.stay, pkg.request);
    const refused = await cancelAsGuest(pkg, total_fee);
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([502, 'FLIGHT_CANCELLATION_FAILED']);
    expect(await storedOf(pkg)).toMatchObject({ state: 'confirmed', status: 'done', refunded_amount: 0, hold: 'ticketed' });
    expect(await roomsAndSeats(t.db, pkg.stay, pkg.request)).toEqual(after);
    // The recovery job written with the attempt leaves the package as it stands.
    await t.app.jobs.runDue(new Date(Date.now() + 10 * 60_000));
    expect((await storedOf(pkg)).state).toBe('confirmed');
  });

  it('refuses a second cancellation and the stay alone, changing nothing more', async () => {
    const pkg = await booked(await packageStay(t.db, 2));
    await freeHotelPolicy(pkg);
    expect((await cancelAsGuest(pkg, 0)).statusCode).toBe(200);
    const again = await cancelAsGuest(pkg, 0);
    expect([again.statusCode, firstError(again.json()).code]).toEqual([409, 'ALREADY_CANCELLED']);
    const quote = await asGuest(pkg, '/package/cancel_quote');
    expect([quote.statusCode, firstError(quote.json()).code]).toEqual([409, 'ALREADY_CANCELLED']);
    const { amount } = await storedOf(pkg);
    expect((await storedOf(pkg)).refunded_amount).toBe(amount);
    await everythingBack(pkg);

    const other = await booked(await packageStay(t.db, 3));
    const stayAlone = await asGuest(other, '/cancel', 'PUT', { bypass_token: other.token, cancellation_fee_displayed: 0 });
    expect([stayAlone.statusCode, firstError(stayAlone.json()).code]).toEqual([422, 'FLIGHT_PACKAGE_FIXED']);
    expect((await storedOf(other)).state).toBe('confirmed');
  });

  it("lists the flights cancelled, the airline's fee and the refund in the cancellation mail", async () => {
    const pkg = await booked(await packageStay(t.db, 4), 'Mailer');
    await freeHotelPolicy(pkg);
    expect((await cancelAsGuest(pkg, 0)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    const mail = await t.db
      .selectFrom('outbox_mails')
      .select(['subject', 'body'])
      .where('subject', 'like', `%ご予約キャンセル%${pkg.number}%`)
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain('キャンセルした航空券:');
    expect(mail.body).toContain('航空会社の取消手数料: ￥0');
    expect(mail.body).toMatch(/カードへの返金: ￥[\d,]+/);
  });
});

describe("the hotel's staff cancel a package's stay: the whole package goes", () => {
  it('through the staff API: the hotel fee they name, the airline fee by its rules, the rest refunded', async () => {
    const pkg = await booked(await packageStay(t.db, 5));
    const { amount } = await storedOf(pkg);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/hotels/sakura-ginza/reservations/${pkg.number}/cancel`,
      headers: { authorization: `Bearer ${staffKey}` },
      payload: { cancellation_fee: 5000, reason: 'Guest called' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.reservation.status).toBe('cancelled');
    expect(await storedOf(pkg)).toMatchObject({
      state: 'cancelled',
      cancellation_fee: 5000,
      refunded_amount: amount - 5000,
      hold: 'cancelled',
    });
    await everythingBack(pkg);
  });

  it("through the console, the change in the stay's history", async () => {
    const pkg = await booked(await packageStay(t.db, 6));
    const { amount } = await storedOf(pkg);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/console/hotels/sakura-ginza/reservations/${pkg.number}/cancel`,
      headers: desk,
      payload: { cancellation_fee: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { reservation, changes } = response.json().data;
    expect(reservation.status).toBe('cancelled');
    expect(changes.map((change: { kind: string; actor: string }) => [change.kind, change.actor])).toContainEqual(['cancel', 'staff']);
    expect(await storedOf(pkg)).toMatchObject({ state: 'cancelled', refunded_amount: amount, hold: 'cancelled' });
    await everythingBack(pkg);
  });
});

describe('a cancellation cut short', () => {
  it('is finished by the recovery job with the amounts it started with', async () => {
    const pkg = await booked(await packageStay(t.db, 7));
    const { amount } = await storedOf(pkg);
    // As a runner leaves it when its process stops right after the airline cancelled: cancelling, its lease run out.
    const record = { hotel_fee: 1000, flight_fee: 0, total_fee: 1000, refund: amount - 1000, reason: 'package_cancelled', details: null };
    await t.db
      .updateTable('package_bookings')
      .set({
        state: 'cancelling',
        cancellation: JSON.stringify({ ...record, actor: { kind: 'guest' } }),
        lease_until: new Date(Date.now() - 1000),
      })
      .where('id', '=', pkg.id)
      .execute();
    await t.app.jobs.enqueue(t.db, { kind: 'packages.recover', payload: { package_id: pkg.id }, runAt: new Date() });
    await t.app.jobs.runDue(new Date(Date.now() + 10 * 60_000));
    expect(await storedOf(pkg)).toMatchObject({
      state: 'cancelled',
      status: 'cancelled',
      cancellation_fee: 1000,
      refunded_amount: amount - 1000,
      hold: 'cancelled',
    });
    await everythingBack(pkg);
  });
});
