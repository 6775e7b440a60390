import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeQueries } from '../../db/observed-dialect';
import {
  allowPayAtHotelWhenFeeDue,
  bookingBody,
  firstError,
  quotedTotal,
  setTokyoStock,
  soldOn,
  startTestApp,
  tokyoDate,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp({ config: { LOOKUP_RATE_LIMIT: 30 } });
  session = await t.session();
  // Stays booked close to arrival here are paid at the hotel, as this hotel allows.
  await allowPayAtHotelWhenFeeDue(t);
});
afterAll(async () => t.close());

const checkin = tokyoDate(25);
const checkout = tokyoDate(27);

const soldFor = (roomTypeCode: string, date: string) => soldOn(t.db, roomTypeCode, date);

async function book(body: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session, ...headers },
    payload: body,
  });
}

async function bookValid(overrides: Partial<Parameters<typeof bookingBody>[0]> = {}, headers: Record<string, string> = {}) {
  const roomPlanCode = overrides.roomPlanCode ?? 'MOD-DBL-RO';
  const dates = { checkin: overrides.checkin ?? checkin, checkout: overrides.checkout ?? checkout };
  const totalCents = await quotedTotal(t.app, { ...dates, roomPlanCode, rooms: overrides.rooms ?? 1 });
  return book(bookingBody({ ...dates, roomPlanCode, totalCents, ...overrides }), headers);
}

describe('creating a reservation', () => {
  it('books, re-prices on the server, takes stock and returns the number and a bypass token', async () => {
    const before = await soldFor('MOD-DBL', checkin);
    const response = await bookValid({ rooms: 2 });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.reservation_number).toMatch(/^\d{10}$/);
    expect(data.bypass_token).toMatch(/^[\w-]{32}$/);
    expect(data.reservation).toMatchObject({
      status: 'done',
      nights: 2,
      currency: 'JPY',
      payment_type: 'on_site',
      checkin_date: checkin,
      flight_package: false,
    });
    expect(data.reservation.rooms).toHaveLength(2);
    expect(data.reservation.total_price).toBe(data.reservation.rooms[0].total_price * 2);
    expect((await soldFor('MOD-DBL', checkin)).sold).toBe(before.sold + 2);
    expect((await soldFor('MOD-DBL', tokyoDate(26))).sold).toBeGreaterThan(0);
  });

  it('writes a booking paid at the hotel in one statement: its key, its rows with its mail, and its stock', async () => {
    const written: string[] = [];
    const stop = observeQueries(t.db, ({ operation, sql: text }) => {
      if (operation !== 'select') written.push(text);
      return () => undefined;
    });
    const response = await bookValid({ rooms: 2, checkin: tokyoDate(40), checkout: tokyoDate(43) }, { 'idempotency-key': 'one-statement' });
    stop();
    expect(response.statusCode).toBe(201);
    // No transaction round trips: the nights stay locked only while the statement runs (ADR 0083).
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(
      /insert into "idempotency_keys".*insert into "reservations".*insert into "reservation_rooms".*insert into "reservation_room_nights".*insert into "jobs".*UPDATE inventory/s,
    );
    const { reservation } = response.json().data;
    const stored = await sql<{ room_id: number; nights: number }>`
      SELECT rr.id AS room_id, count(n.*)::int AS nights FROM reservations r JOIN reservation_rooms rr ON rr.reservation_id = r.id
      JOIN reservation_room_nights n ON n.reservation_room_id = rr.id WHERE r.reservation_number = ${reservation.reservation_number}
      GROUP BY rr.id ORDER BY rr.id`.execute(t.db);
    expect(stored.rows).toEqual(reservation.rooms.map((room: { id: number }) => ({ room_id: room.id, nights: 3 })));
    expect(reservation.rooms.map((room: { nights: unknown[] }) => room.nights.length)).toEqual([3, 3]);
    const mails = await sql<{ kind: string }>`
      SELECT j.payload->>'kind' AS kind FROM jobs j JOIN reservations r ON j.payload->>'reservation_id' = r.id::text
      WHERE r.reservation_number = ${reservation.reservation_number}`.execute(t.db);
    expect(mails.rows).toEqual([{ kind: 'booked' }]);
  });

  it('needs a client session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      payload: bookingBody({ checkin, checkout, totalCents: 1 }),
    });
    expect(response.statusCode).toBe(401);
    expect(firstError(response.json()).code).toBe(1400);
  });

  it('names every invalid field, with the English message', async () => {
    const body = bookingBody({ checkin, checkout, totalCents: 1 });
    const response = await book({
      ...body,
      guest: { ...body.guest, email: 'nope', phone: '03-1234' },
      rooms: [{ ...body.rooms[0], first_name: '由衣' }],
    });
    expect(response.statusCode).toBe(422);
    const fields = Object.fromEntries(firstError(response.json()).details.base.map((b) => [b.field, b.error]));
    expect(fields).toMatchObject({
      'guest.email': 'Enter a valid email address',
      'guest.phone': 'Use digits and + only',
      'rooms.0.first_name': 'Use English letters only',
    });
  });

  it("refuses a booking that says it is a flight package's stay, or names an unknown source, and takes nothing", async () => {
    const dates = { checkin: tokyoDate(63), checkout: tokyoDate(64) };
    await setTokyoStock(t.db, 'MOD-DBL', dates.checkin, dates.checkout, { total: 5, sold: 0 });
    const totalCents = await quotedTotal(t.app, { ...dates, roomPlanCode: 'MOD-DBL-RO' });
    for (const bookingMethod of ['wbf', 'somewhere']) {
      const refused = await book({ ...bookingBody({ ...dates, totalCents }), booking_method: bookingMethod });
      expect(refused.statusCode).toBe(422);
      expect(firstError(refused.json()).details.base).toEqual([
        expect.objectContaining({ field: 'booking_method', message: 'validation.invalid' }),
      ]);
    }
    expect((await soldFor('MOD-DBL', dates.checkin)).sold).toBe(0);
    const fromTheTravelSite = await book({ ...bookingBody({ ...dates, totalCents }), booking_method: 'tripla_ota' });
    expect(fromTheTravelSite.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom('reservations')
      .select('booking_method')
      .where('reservation_number', '=', fromTheTravelSite.json().data.reservation_number)
      .executeTakeFirstOrThrow();
    expect(stored.booking_method).toBe('tripla_ota');
  });

  it('refuses a price the server does not quote, and tells the new price', async () => {
    const total = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
    const response = await book(bookingBody({ checkin, checkout, totalCents: total - 100 }));
    expect(response.statusCode).toBe(409);
    const error = firstError(response.json());
    expect(error).toMatchObject({ code: 'PRICE_CHANGED', payloads: { total_price: { cents: total, currency_iso: 'JPY' } } });
    const payloads = error.payloads as { total_price_without_tax: number; tax: number; nights: Array<{ price_without_tax: number }> };
    expect(payloads.nights).toHaveLength(2);
    expect(payloads.nights.reduce((sum, n) => sum + n.price_without_tax, 0)).toBe(payloads.total_price_without_tax);
    expect(payloads.total_price_without_tax + payloads.tax).toBe(total);
  });

  it('refuses plans that need more nights, members-only plans and unknown plans', async () => {
    const minimum = await book(bookingBody({ checkin, checkout: tokyoDate(26), roomPlanCode: 'MOD-DBL-ST2', totalCents: 1 }));
    expect(firstError(minimum.json())).toMatchObject({
      code: 'MINIMUM_STAY',
      title: 'This plan needs a stay of at least 2 nights',
      payloads: { minimum_nights: 2 },
    });
    const members = await book(bookingBody({ checkin, checkout, roomPlanCode: 'MOD-DBL-MEM', totalCents: 1 }));
    expect([members.statusCode, firstError(members.json()).code]).toEqual([403, 'MEMBERS_ONLY']);
    const unknown = await book(bookingBody({ checkin, checkout, roomPlanCode: 'MOD-DBL-XX', totalCents: 1 }));
    expect(firstError(unknown.json()).details.base[0]?.field).toBe('rooms.0.room_plan_code');
  });

  it('refuses payment methods the plan or this release does not take', async () => {
    const body = bookingBody({ checkin, checkout, totalCents: 1 });
    const response = await book({ ...body, payment: { type: 'credit_card' } });
    expect(firstError(response.json()).code).toBe('PAYMENT_METHOD_NOT_ACCEPTED');
  });

  it('answers sold out when the last rooms are gone, taking nothing', async () => {
    const date = tokyoDate(40);
    await sql`UPDATE inventory SET sold = total - 1 WHERE room_type_id = (SELECT id FROM room_types WHERE code = 'DLX-KNG' AND hotel_id = 1) AND stay_date = ${date}`.execute(
      t.db,
    );
    const total = await quotedTotal(t.app, { checkin: date, checkout: tokyoDate(41), roomPlanCode: 'DLX-KNG-RO' });
    const first = await book(
      bookingBody({ checkin: date, checkout: tokyoDate(41), roomTypeCode: 'DLX-KNG', roomPlanCode: 'DLX-KNG-RO', totalCents: total }),
    );
    expect(first.statusCode).toBe(201);
    const second = await book(
      bookingBody({ checkin: date, checkout: tokyoDate(41), roomTypeCode: 'DLX-KNG', roomPlanCode: 'DLX-KNG-RO', totalCents: total }),
    );
    expect(second.statusCode).toBe(409);
    expect(firstError(second.json()).code).toBe('SOLD_OUT');
    const stock = await soldFor('DLX-KNG', date);
    expect(stock.sold).toBe(stock.total);
  });

  it('writes nothing of a booking refused as sold out: no reservation, no mail, and its key stays free', async () => {
    const date = tokyoDate(47);
    const stay = { checkin: date, checkout: tokyoDate(48), roomTypeCode: 'DLX-KNG', roomPlanCode: 'DLX-KNG-RO' };
    await setTokyoStock(t.db, 'DLX-KNG', date, tokyoDate(48), { total: 3, sold: 2 });
    const body = bookingBody({ ...stay, totalCents: await quotedTotal(t.app, stay) });
    await setTokyoStock(t.db, 'DLX-KNG', date, tokyoDate(48), { total: 3, sold: 3 });
    const countBooked = async () => {
      const { rows } = await sql<{ reservations: number; jobs: number }>`
        SELECT (SELECT count(*) FROM reservations WHERE checkin_date = ${date})::int AS reservations,
          (SELECT count(*) FROM jobs j JOIN reservations r ON j.payload->>'reservation_id' = r.id::text WHERE r.checkin_date = ${date})::int AS jobs`.execute(
        t.db,
      );
      return rows[0];
    };
    const keyReads: string[] = [];
    const stop = observeQueries(t.db, ({ sql: text }) => {
      if (/from "idempotency_keys"/.test(text)) keyReads.push(text);
      return () => undefined;
    });
    const refused = await book(body, { 'idempotency-key': 'refused-then-free' });
    stop();
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([409, 'SOLD_OUT']);
    // Its key was free when the nights were found gone: no earlier answer is looked for.
    expect(keyReads).toEqual([]);
    expect(await countBooked()).toEqual({ reservations: 0, jobs: 0 });
    await setTokyoStock(t.db, 'DLX-KNG', date, tokyoDate(48), { total: 3, sold: 2 });
    const retried = await book(body, { 'idempotency-key': 'refused-then-free' });
    expect([retried.statusCode, retried.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(await countBooked()).toEqual({ reservations: 1, jobs: 1 });
    expect((await soldFor('DLX-KNG', date)).sold).toBe(3);
  });

  it('keeps to a plan sale limit', async () => {
    // The members' plan sells two rooms a night; count one guest booking against it directly.
    const date = tokyoDate(45);
    await setTokyoStock(t.db, 'DLX-KNG', date, tokyoDate(46), { total: 5, sold: 0 });
    await sql`INSERT INTO room_plan_sales (room_plan_id, stay_date, sold) SELECT id, ${date}::date, 2 FROM room_plans WHERE room_plan_code = 'MOD-DBL-MEM'`.execute(
      t.db,
    );
    const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/rooms?checkin=${date}&checkout=${tokyoDate(46)}` });
    const plans = response
      .json()
      .data.rooms.flatMap((r: { room_plans: Array<{ room_plan_code: string }> }) => r.room_plans.map((p) => p.room_plan_code));
    expect(plans).not.toContain('MOD-DBL-MEM');
    expect(plans).toContain('DLX-KNG-MEM');
  });
});

describe('idempotency', () => {
  it('returns the first result for a repeated Idempotency-Key', async () => {
    const key = 'retry-after-dropped-connection';
    const first = await bookValid({}, { 'idempotency-key': key });
    const again = await bookValid({}, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The key keeps the booking it made (ADR 0083): the retry shows it as the first answer did.
    expect(again.json()).toEqual(first.json());
  });

  it('answers a retry as the first booking did, though that booking took the last room and the rate has moved since', async () => {
    const key = 'retry-after-the-last-room';
    const stay = { checkin: tokyoDate(31), checkout: tokyoDate(32) };
    await setTokyoStock(t.db, 'SUP-TWN', stay.checkin, stay.checkout, { total: 1, sold: 0 });
    const totalCents = await quotedTotal(t.app, { ...stay, roomPlanCode: 'SUP-TWN-RO' });
    const body = bookingBody({ ...stay, roomTypeCode: 'SUP-TWN', roomPlanCode: 'SUP-TWN-RO', totalCents });
    const first = await book(body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    await sql`UPDATE room_rates SET amount = amount + 1000 WHERE stay_date = ${stay.checkin}`.execute(t.db);
    t.app.hotels.clearCache();
    const again = await book(body, { 'idempotency-key': key });
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(again.json().data.reservation_number).toBe(first.json().data.reservation_number);
    expect((await book(body)).statusCode).toBe(409);
  });

  it('refuses the same key with a different request', async () => {
    const key = 'one-key-one-request';
    await bookValid({}, { 'idempotency-key': key });
    const other = await bookValid({ email: 'someone.else@example.com' }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(firstError(other.json()).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('lets a request that failed be retried with the same key', async () => {
    const key = 'price-changed-then-confirmed';
    const stale = await book(bookingBody({ checkin, checkout, totalCents: 5 }), { 'idempotency-key': key });
    expect(stale.statusCode).toBe(409);
    const retried = await bookValid({}, { 'idempotency-key': key });
    expect(retried.statusCode).toBe(201);
  });
});

describe('finding a reservation', () => {
  let number: string;
  let bypassToken: string;
  beforeAll(async () => {
    const { data } = (await bookValid({ email: 'Finder@Example.com' })).json();
    number = data.reservation_number;
    bypassToken = data.bypass_token;
  });

  it('finds it by brand, number and email in any case', async () => {
    const response = await t.app.inject({ url: `/api/v1/hotel_brands/sakura/reservations/${number}?email=finder@example.COM` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.reservation).toMatchObject({ reservation_number: number, hotel: { code: 'sakura-ginza' } });
  });

  it('answers a wrong email, an unknown number and another brand alike', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: `/api/v1/hotel_brands/sakura/reservations/${number}?email=other@example.com` }),
      t.app.inject({ url: `/api/v1/hotel_brands/sakura/reservations/0000000000?email=finder@example.com` }),
      t.app.inject({ url: `/api/v1/hotel_brands/formosa/reservations/${number}?email=finder@example.com` }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('shows it with the bypass token or the email, and nothing else', async () => {
    const byToken = await t.app.inject({ url: `/api/v1/reservations/${number}?bypass_token=${bypassToken}&locale=ja` });
    expect(byToken.json().data.reservation.rooms[0].room_type_name).toBe('モデレートダブル');
    const byEmail = await t.app.inject({ url: `/api/v1/reservations/${number}?email=finder@example.com` });
    expect(byEmail.statusCode).toBe(200);
    const neither = await t.app.inject({ url: `/api/v1/reservations/${number}` });
    const wrong = await t.app.inject({ url: `/api/v1/reservations/${number}?bypass_token=guess` });
    expect([neither.statusCode, wrong.statusCode]).toEqual([404, 404]);
  });
});

describe('rate limiting lookups', () => {
  it('answers 429 in the error shape once an address asks too often', async () => {
    const limited = await startTestApp({ config: { LOOKUP_RATE_LIMIT: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await limited.app.inject({ url: `/api/v1/hotel_brands/sakura/reservations/123${i}?email=a@b.co` })).statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      const last = await limited.app.inject({ url: '/api/v1/hotel_brands/sakura/reservations/1?email=a@b.co' });
      expect(firstError(last.json())).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    } finally {
      await limited.close();
    }
  });
});

describe('cancelling', () => {
  it('charges the policy fee it showed, gives the stock back and cannot be done twice', async () => {
    const far = tokyoDate(30);
    const { data } = (await bookValid({ checkin: far, checkout: tokyoDate(31) })).json();
    const soldBefore = (await soldFor('MOD-DBL', far)).sold;
    const url = `/api/v1/reservations/${data.reservation_number}/cancel`;
    const wrongFee = await t.app.inject({
      method: 'PUT',
      url,
      payload: { bypass_token: data.bypass_token, cancellation_fee_displayed: 999 },
    });
    expect(wrongFee.statusCode).toBe(409);
    expect(firstError(wrongFee.json())).toMatchObject({ code: 'CANCELLATION_FEE_CHANGED', payloads: { cancellation_fee: { cents: 0 } } });

    const cancelled = await t.app.inject({
      method: 'PUT',
      url,
      payload: { bypass_token: data.bypass_token, reason: 'plans_changed', details: 'Trip moved', cancellation_fee_displayed: 0 },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.reservation).toMatchObject({ status: 'cancelled', cancellation: { fee: 0, can_cancel_online: false } });
    expect((await soldFor('MOD-DBL', far)).sold).toBe(soldBefore - 1);

    const again = await t.app.inject({ method: 'PUT', url, payload: { email: 'yui.tanaka@example.com', cancellation_fee_displayed: 0 } });
    expect(firstError(again.json()).code).toBe('ALREADY_CANCELLED');
  });

  it('charges the policy percentage close to arrival', async () => {
    const soon = tokyoDate(1);
    const { data } = (await bookValid({ checkin: soon, checkout: tokyoDate(2) })).json();
    expect(data.reservation.cancellation).toMatchObject({ percentage_of_cost: 50, can_cancel_online: true });
    const fee = Math.round(data.reservation.total_price / 2);
    expect(data.reservation.cancellation.fee).toBe(fee);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${data.reservation_number}/cancel`,
      payload: { email: 'yui.tanaka@example.com', cancellation_fee_displayed: fee },
    });
    expect(cancelled.json().data.reservation.cancellation.fee).toBe(fee);
  });

  it('refuses online cancellation on the check-in day', async () => {
    const { data } = (await bookValid({ checkin: tokyoDate(0), checkout: tokyoDate(1) })).json();
    expect(data.reservation.cancellation.can_cancel_online).toBe(false);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${data.reservation_number}/cancel`,
      payload: { bypass_token: data.bypass_token, cancellation_fee_displayed: data.reservation.cancellation.fee },
    });
    expect(response.statusCode).toBe(422);
    expect(firstError(response.json()).code).toBe('CANCELLATION_NOT_ONLINE');
  });

  it('does not cancel for someone without the email or token', async () => {
    const { data } = (await bookValid({ checkin: tokyoDate(33), checkout: tokyoDate(34) })).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${data.reservation_number}/cancel`,
      payload: { email: 'intruder@example.com', cancellation_fee_displayed: 0 },
    });
    expect(response.statusCode).toBe(404);
  });
});
