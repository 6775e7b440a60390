import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, type TestApp } from '../../testing/test-app';
import { asPackageGuest, bookPackage, cancelPackageAsGuest, packageBody, packageStay, roomsAndSeats } from './testing';

// What happens to a package's cancellation when a step fails or is cut short (ADR 0062).
let t: TestApp;
let session: string;
let staffKey: string;
beforeAll(async () => {
  t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000, LOOKUP_RATE_LIMIT: 1000 } });
  session = await t.session();
  staffKey = (await t.app.staff.issue('sakura-ginza', 'Front desk')).key;
});
afterAll(async () => t.close());

/** A package booked for two adults named `surname`, far enough ahead that the airline keeps nothing. */
async function booked(weeks: number, surname = 'Tanaka') {
  const stay = await packageStay(t.db, weeks);
  const request = await packageBody(t.app, { ...stay, surname });
  const before = await roomsAndSeats(t.db, stay, request);
  const response = await bookPackage(t.app, session, request.body);
  expect(response.statusCode, response.body).toBe(201);
  const { data } = response.json();
  const pkg = { stay, request, before, number: data.reservation_number as string, token: data.bypass_token as string, id: data.package.id };
  // The Tokyo hotel's standard policy (free until 3 days before), so the hotel's part costs nothing so far ahead.
  await t.db
    .updateTable('reservations')
    .set({
      cancellation_policy: JSON.stringify({
        cancellation_policy_parts: [{ days_before: 0, hours_after: null, percentage_of_cost: 100 }],
        no_show_percentage_of_cost: 100,
      }),
    })
    .where('reservation_number', '=', pkg.number)
    .execute();
  return pkg;
}
type Booked = Awaited<ReturnType<typeof booked>>;

const asGuest = (pkg: Booked, path: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  asPackageGuest(t.app, pkg, path, method, payload);
const cancelAsGuest = (pkg: Booked, totalFee: number) => cancelPackageAsGuest(t.app, pkg, totalFee);
const cancelAsStaff = (pkg: Booked, fee: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/staff/hotels/sakura-ginza/reservations/${pkg.number}/cancel`,
    headers: { authorization: `Bearer ${staffKey}` },
    payload: { cancellation_fee: fee },
  });

/** The package, its stay, its card and its hold at the airline, as stored. */
async function storedOf(pkg: Booked) {
  const row = await t.db
    .selectFrom('package_bookings')
    .innerJoin('reservations', 'reservations.id', 'package_bookings.reservation_id')
    .innerJoin('payment_transactions', 'payment_transactions.reservation_id', 'reservations.id')
    .select([
      'package_bookings.state',
      'package_bookings.failure_code',
      'reservations.status',
      'reservations.cancellation_fee',
      'payment_transactions.id as payment_id',
      'payment_transactions.amount',
      'payment_transactions.refunded_amount',
    ])
    .where('package_bookings.id', '=', pkg.id)
    .executeTakeFirstOrThrow();
  const hold = await t.db.selectFrom('sandbox_flight_holds').select('status').where('reference', '=', pkg.id).executeTakeFirstOrThrow();
  return { ...row, hold: hold.status };
}

/** As a runner leaves a package when its process stops mid-way: `cancelling` at these amounts, its lease run out. */
async function cutShort(pkg: Booked, hotelFee: number) {
  const { amount } = await storedOf(pkg);
  const record = { hotel_fee: hotelFee, flight_fee: 0, total_fee: hotelFee, refund: amount - hotelFee, reason: 'package_cancelled' };
  await t.db
    .updateTable('package_bookings')
    .set({
      state: 'cancelling',
      cancellation: JSON.stringify({ ...record, details: null, actor: { kind: 'guest' } }),
      lease_until: new Date(Date.now() - 1000),
    })
    .where('id', '=', pkg.id)
    .execute();
  return { amount };
}

const runRecovery = async (pkg: Booked) => {
  await t.app.jobs.enqueue(t.db, { kind: 'packages.recover', payload: { package_id: pkg.id }, runAt: new Date() });
  await t.app.jobs.runDue(new Date(Date.now() + 10 * 60_000));
};

describe('once the airline may have cancelled, the package is never put back to confirmed', () => {
  it('an airline that cancels but loses its answer: the request is taken as made, and the job finishes it', async () => {
    const pkg = await booked(20, 'CANCELLOST');
    const response = await cancelAsGuest(pkg, 0);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.package.state).toBe('cancelling');
    expect(await storedOf(pkg)).toMatchObject({
      state: 'cancelling',
      status: 'done',
      hold: 'cancelled',
      failure_code: 'FLIGHT_CANCELLATION_FAILED',
    });

    // The job asks the airline first: it cancelled already, so it is not asked to cancel again.
    await t.db
      .updateTable('package_bookings')
      .set({ lease_until: new Date(Date.now() - 1000) })
      .where('id', '=', pkg.id)
      .execute();
    await t.app.jobs.runDue(new Date(Date.now() + 10 * 60_000));
    const { amount } = await storedOf(pkg);
    expect(await storedOf(pkg)).toMatchObject({ state: 'cancelled', status: 'cancelled', refunded_amount: amount, hold: 'cancelled' });
    expect(await roomsAndSeats(t.db, pkg.stay, pkg.request)).toEqual(pkg.before);
  });

  it('the job meeting an airline that will not cancel leaves the package cancelling, not confirmed', async () => {
    const pkg = await booked(21, 'CANCELFAIL');
    await cutShort(pkg, 0);
    await runRecovery(pkg);
    expect(await storedOf(pkg)).toMatchObject({
      state: 'cancelling',
      status: 'done',
      refunded_amount: 0,
      hold: 'ticketed',
      failure_code: 'FLIGHT_CANCELLATION_FAILED',
    });
  });
});

describe('a package being cancelled is quoted and finished at the amounts it started with', () => {
  it('the guest is shown the recorded fee, a different one is refused, the recorded one finishes it', async () => {
    const pkg = await booked(22);
    const { amount } = await cutShort(pkg, 1000);
    const quote = await asGuest(pkg, '/package/cancel_quote');
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({ hotel_fee: 1000, flight_fee: 0, total_fee: 1000, refund: amount - 1000 });

    const fresh = await cancelAsGuest(pkg, 0);
    expect([fresh.statusCode, firstError(fresh.json()).code]).toEqual([409, 'CANCELLATION_FEE_CHANGED']);
    expect(firstError(fresh.json()).payloads).toMatchObject({ cancellation_fee: { cents: 1000 } });

    const recorded = await cancelAsGuest(pkg, 1000);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(await storedOf(pkg)).toMatchObject({
      state: 'cancelled',
      cancellation_fee: 1000,
      refunded_amount: amount - 1000,
      hold: 'cancelled',
    });
  });

  it("staff's fee must be the recorded hotel fee; the answer says the airline's fee and the refund", async () => {
    const pkg = await booked(23);
    const { amount } = await cutShort(pkg, 2000);
    const other = await cancelAsStaff(pkg, 0);
    expect([other.statusCode, firstError(other.json()).code]).toEqual([409, 'CANCELLATION_FEE_CHANGED']);
    expect((await storedOf(pkg)).state).toBe('cancelling');

    const response = await cancelAsStaff(pkg, 2000);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.package_cancellation).toEqual({
      hotel_fee: 2000,
      flight_fee: 0,
      total_fee: 2000,
      refund: amount - 2000,
      currency_iso: 'JPY',
    });
    expect(await storedOf(pkg)).toMatchObject({ state: 'cancelled', cancellation_fee: 2000, refunded_amount: amount - 2000 });
  });
});

describe('a card gateway failing as the package is refunded', () => {
  it('leaves the package cancelled, and the settlement job refunds the card later', async () => {
    const pkg = await booked(24);
    const { payment_id, amount } = await storedOf(pkg);
    // The sandbox gateway refuses to refund a payment it does not hold as captured: it fails as a gateway down would.
    const gatewayPayment = t.db.updateTable('sandbox_gateway_payments').where('merchant_reference', '=', payment_id);
    await gatewayPayment.set({ status: 'authorized' }).execute();
    const response = await cancelAsGuest(pkg, 0);
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedOf(pkg)).toMatchObject({ state: 'cancelled', status: 'cancelled', refunded_amount: 0, hold: 'cancelled' });

    await gatewayPayment.set({ status: 'captured' }).execute();
    await t.app.jobs.runDue(new Date(Date.now() + 60_000));
    expect((await storedOf(pkg)).refunded_amount).toBe(amount);
  });
});

describe('the guest endpoints of a package are rate limited as any reservation lookup', () => {
  it('answers 429 once an address asks too often', async () => {
    const limited = await startTestApp({ config: { LOOKUP_RATE_LIMIT: 2 } });
    try {
      for (const [method, path] of [
        ['GET', 'package/cancel_quote?email=a@b.co'],
        ['PUT', 'package/cancel'],
        ['GET', 'package?email=a@b.co'],
      ] as const) {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) {
          const payload = method === 'PUT' ? { email: 'a@b.co', total_fee_displayed: 0 } : undefined;
          statuses.push(
            (await limited.app.inject({ method, url: `/api/v1/reservations/9999${i}/${path}`, ...(payload ? { payload } : {}) }))
              .statusCode,
          );
        }
        expect(statuses.slice(0, 2)).not.toContain(429);
        expect(statuses[2], path).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});
