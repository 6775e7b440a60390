import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import {
  allowPayAtHotelWhenFeeDue,
  bookingBody,
  confirmedMember,
  firstError,
  quotedTotal,
  setTokyoStock,
  soldOn,
  startTestApp,
  tokyoDate,
  type TestApp,
} from '../../testing/test-app';
import { stayChanges } from './testing';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp({ config: { LOOKUP_RATE_LIMIT: 1000 } });
  session = await t.session();
  // Stays booked close to arrival here are paid at the hotel, as this hotel allows.
  await allowPayAtHotelWhenFeeDue(t);
});
afterAll(async () => t.close());

const EMAIL = 'yui.tanaka@example.com';

interface Booked {
  number: string;
  reservation: {
    version: number;
    total_price: number;
    rooms: Array<{ id: number; total_price: number; nights: Array<{ date: string; price_without_tax: number }> }>;
  };
}

async function book(input: { checkin: string; checkout: string; rooms?: number; roomPlanCode?: string; bearer?: string }): Promise<Booked> {
  const roomPlanCode = input.roomPlanCode ?? 'MOD-DBL-RO';
  const totalCents = await quotedTotal(t.app, { ...input, roomPlanCode });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session, ...(input.bearer ? { authorization: `Bearer ${input.bearer}` } : {}) },
    payload: bookingBody({ ...input, roomPlanCode, totalCents }),
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  const { data } = response.json();
  return { number: data.reservation_number, reservation: data.reservation };
}

const asGuest = (bearer?: string) => (bearer ? { authorization: `Bearer ${bearer}` } : {});

const { quote, changeStay, quoteAndChange } = stayChanges(() => t.app, { email: EMAIL });

function updateGuests(number: string, body: object, headers = {}) {
  return t.app.inject({ method: 'PUT', url: `/api/v1/reservations/${number}/guests`, payload: { email: EMAIL, ...body }, headers });
}

const guestDetails = { first_name: 'Yui', last_name: 'Sato', phone: '+819099998888' };

async function history(number: string) {
  const rows = await sql<{ kind: string; actor: string; fee: number }>`
    SELECT c.kind, c.actor, c.fee FROM reservation_changes c JOIN reservations r ON r.id = c.reservation_id
    WHERE r.reservation_number = ${number} ORDER BY c.id`.execute(t.db);
  return rows.rows;
}

describe('updating guest details (PUT guests)', () => {
  it("changes the booker's details, a room guest's name and the request, and moves the version on", async () => {
    const booked = await book({ checkin: tokyoDate(20), checkout: tokyoDate(21) });
    const room = booked.reservation.rooms[0]!;
    const response = await updateGuests(booked.number, {
      version: booked.reservation.version,
      guest: guestDetails,
      rooms: [{ id: room.id, first_name: 'Ken', last_name: 'Sato' }],
      special_request: 'Late arrival, around 23:00',
    });
    expect(response.statusCode).toBe(200);
    const { reservation } = response.json().data;
    expect(reservation.guest).toMatchObject({ first_name: 'Yui', last_name: 'Sato', phone: '+819099998888', email: EMAIL });
    expect(reservation.rooms[0]).toMatchObject({ first_name: 'Ken', last_name: 'Sato' });
    expect(reservation.special_request).toBe('Late arrival, around 23:00');
    expect(reservation.version).toBe(booked.reservation.version + 1);
    expect(await history(booked.number)).toEqual([{ kind: 'guests', actor: 'guest', fee: 0 }]);
  });

  it('names each invalid field and changes nothing', async () => {
    const booked = await book({ checkin: tokyoDate(20), checkout: tokyoDate(21) });
    const response = await updateGuests(booked.number, {
      version: booked.reservation.version,
      guest: { ...guestDetails, phone: '03-1234', last_name: '' },
    });
    expect(response.statusCode).toBe(422);
    const fields = firstError(response.json()).details.base.map((b) => b.field);
    expect(fields).toEqual(expect.arrayContaining(['guest.phone', 'guest.last_name']));
    const found = await t.app.inject({ url: `/api/v1/reservations/${booked.number}?email=${EMAIL}` });
    expect(found.json().data.reservation.guest.last_name).toBe('Tanaka');
  });

  it('refuses a wrong email like an unknown number, and a change made on an older version (3014)', async () => {
    const booked = await book({ checkin: tokyoDate(20), checkout: tokyoDate(21) });
    const body = { version: booked.reservation.version, guest: guestDetails };
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${booked.number}/guests`,
      payload: { ...body, email: 'someone@example.com' },
    });
    expect(wrong.statusCode).toBe(404);
    expect((await updateGuests(booked.number, body)).statusCode).toBe(200);
    const stale = await updateGuests(booked.number, body);
    expect(stale.statusCode).toBe(409);
    expect(firstError(stale.json()).code).toBe(3014);
  });
});

describe('changing dates or rooms', () => {
  it('keeps the booked price of kept nights, prices added nights at today’s rate, and moves the stock', async () => {
    const [d1, d2, d3, d4] = [tokyoDate(30), tokyoDate(31), tokyoDate(32), tokyoDate(33)];
    const booked = await book({ checkin: d1, checkout: d3 });
    const bookedNight2 = booked.reservation.rooms[0]!.nights[1]!.price_without_tax;
    // The hotel raises every rate after the booking: only the added night pays the new rate.
    await sql`UPDATE room_rates SET amount = amount + 5000 WHERE stay_date BETWEEN ${d1} AND ${d3}`.execute(t.db);
    const before = { d1: await soldOn(t.db, 'MOD-DBL', d1), d3: await soldOn(t.db, 'MOD-DBL', d3) };

    const { quote: q, response } = await quoteAndChange(booked, { checkin: d2, checkout: d4, roomIds: [booked.reservation.rooms[0]!.id] });
    expect(response.statusCode).toBe(200);
    const { reservation } = response.json().data;
    expect(reservation).toMatchObject({ checkin_date: d2, checkout_date: d4, nights: 2, total_price: q.total_price });
    expect(reservation.rooms[0].nights[0]).toEqual({ date: d2, price_without_tax: bookedNight2 });
    const addedRate = await sql<{ amount: number }>`
      SELECT r.amount FROM room_rates r JOIN room_plans rp ON rp.id = r.room_plan_id JOIN room_types rt ON rt.id = rp.room_type_id
      WHERE rp.room_plan_code = 'MOD-DBL-RO' AND rt.hotel_id = 1 AND r.stay_date = ${d3} AND r.adults = 2`.execute(t.db);
    expect(reservation.rooms[0].nights[1]).toEqual({ date: d3, price_without_tax: addedRate.rows[0]!.amount });
    // Moving later frees the first night and takes the new one; free of charge a month ahead.
    expect(q).toMatchObject({ change_fee: 0, fee_percentage: 0, difference: q.total_price - booked.reservation.total_price });
    expect((await soldOn(t.db, 'MOD-DBL', d1)).sold).toBe(before.d1.sold - 1);
    expect((await soldOn(t.db, 'MOD-DBL', d3)).sold).toBe(before.d3.sold + 1);
    expect(await history(booked.number)).toEqual([{ kind: 'itinerary', actor: 'guest', fee: 0 }]);
  });

  it('charges the policy fee on a room given up close to arrival, and gives its stock back', async () => {
    const [checkin, checkout] = [tokyoDate(2), tokyoDate(4)];
    const booked = await book({ checkin, checkout, rooms: 2 });
    const [kept, removed] = booked.reservation.rooms as [Booked['reservation']['rooms'][0], Booked['reservation']['rooms'][0]];
    const sold = (await soldOn(t.db, 'MOD-DBL', checkin)).sold;

    const { quote: q, response } = await quoteAndChange(booked, { checkin, checkout, roomIds: [kept.id] });
    // The standard policy charges 30 % from two days before arrival.
    expect(q).toMatchObject({ removed_room_ids: [removed.id], given_up: removed.total_price, fee_percentage: 30 });
    expect(q.change_fee).toBe(Math.floor(removed.total_price * 0.3));
    expect(q.total_price).toBe(kept.total_price + q.change_fee);
    expect(response.statusCode).toBe(200);
    const { reservation } = response.json().data;
    expect(reservation.rooms.map((r: { id: number }) => r.id)).toEqual([kept.id]);
    expect(reservation).toMatchObject({ total_price: q.total_price, change_fee: q.change_fee });
    expect((await soldOn(t.db, 'MOD-DBL', checkin)).sold).toBe(sold - 1);
  });

  it('refuses a total the server does not quote, telling the quote, and changes nothing', async () => {
    const booked = await book({ checkin: tokyoDate(40), checkout: tokyoDate(42) });
    const response = await changeStay(booked.number, {
      checkin_date: tokyoDate(40),
      checkout_date: tokyoDate(41),
      room_ids: [booked.reservation.rooms[0]!.id],
      version: booked.reservation.version,
      total_price_displayed: 1,
      change_fee_displayed: 0,
    });
    expect(response.statusCode).toBe(409);
    const error = firstError(response.json());
    expect(error.code).toBe('PRICE_CHANGED');
    expect(error.payloads?.quote).toMatchObject({ checkout_date: tokyoDate(41), nights: 1 });
    const found = await t.app.inject({ url: `/api/v1/reservations/${booked.number}?email=${EMAIL}` });
    expect(found.json().data.reservation).toMatchObject({ checkout_date: tokyoDate(42), version: booked.reservation.version });
  });

  it("keeps the original plan's minimum stay and refuses what is not a change", async () => {
    // Rooms the test controls, whatever the demo seed sold on these nights.
    await setTokyoStock(t.db, 'MOD-DBL', tokyoDate(44), tokyoDate(47), { total: 5, sold: 0 });
    const booked = await book({ checkin: tokyoDate(44), checkout: tokyoDate(47), roomPlanCode: 'MOD-DBL-ST2' });
    const roomIds = [booked.reservation.rooms[0]!.id];
    const tooShort = await quote(booked.number, { checkin: tokyoDate(44), checkout: tokyoDate(45), roomIds });
    expect(tooShort.statusCode).toBe(422);
    expect(firstError(tooShort.json())).toMatchObject({ code: 'MINIMUM_STAY', title: 'This plan needs a stay of at least 2 nights' });
    expect(firstError((await quote(booked.number, { checkin: tokyoDate(44), checkout: tokyoDate(47), roomIds })).json()).code).toBe(
      'NO_CHANGE',
    );
    expect(
      firstError((await quote(booked.number, { checkin: tokyoDate(44), checkout: tokyoDate(47), roomIds: [999_999] })).json()).code,
    ).toBe('UNKNOWN_ROOM');
    const noRoom = await quote(booked.number, { checkin: tokyoDate(44), checkout: tokyoDate(46), roomIds: [] });
    expect(noRoom.statusCode).toBe(422);
    expect(firstError(noRoom.json()).details.base[0]?.field).toBe('room_ids');
  });

  it('refuses a night sold out before the quote, or between the quote and the change, and leaves the stock as it was', async () => {
    const [checkin, checkout] = [tokyoDate(55), tokyoDate(56)];
    const booked = await book({ checkin, checkout });
    const longer = { checkin, checkout: addDays(checkout, 1), roomIds: [booked.reservation.rooms[0]!.id] };
    const quoted = (await quote(booked.number, longer)).json().data.quote;
    const fillNight = (date: string) =>
      sql`UPDATE inventory SET sold = total WHERE stay_date = ${date}
      AND room_type_id = (SELECT id FROM room_types WHERE code = 'MOD-DBL' AND hotel_id = 1)`.execute(t.db);
    await fillNight(checkout);
    const before = await soldOn(t.db, 'MOD-DBL', checkin);
    const response = await changeStay(booked.number, {
      checkin_date: longer.checkin,
      checkout_date: longer.checkout,
      room_ids: longer.roomIds,
      version: booked.reservation.version,
      total_price_displayed: quoted.total_price,
      change_fee_displayed: quoted.change_fee,
    });
    expect(response.statusCode).toBe(409);
    expect(firstError(response.json()).code).toBe('SOLD_OUT');
    expect(await soldOn(t.db, 'MOD-DBL', checkin)).toEqual(before);
    const requoted = await quote(booked.number, longer);
    expect(firstError(requoted.json()).code).toBe('SOLD_OUT');
  });
});

describe('who may change a reservation', () => {
  it('ends online changes on the check-in day', async () => {
    const booked = await book({ checkin: tokyoDate(20), checkout: tokyoDate(21) });
    await sql`UPDATE reservations SET checkin_date = ${tokyoDate(0)} WHERE reservation_number = ${booked.number}`.execute(t.db);
    const found = await t.app.inject({ url: `/api/v1/reservations/${booked.number}?email=${EMAIL}` });
    expect(found.json().data.reservation.update_setting).toMatchObject({ updatable: false, reason: 'update_deadline_passed' });
    const response = await updateGuests(booked.number, { version: booked.reservation.version, guest: guestDetails });
    expect(response.statusCode).toBe(422);
    expect(firstError(response.json()).code).toBe('UPDATE_DEADLINE_PASSED');
  });

  it('asks a member booking for its member, and a guest booking for no one signed in (§6)', async () => {
    const owner = await confirmedMember(t.app, 'owner.changes@example.com');
    const other = await confirmedMember(t.app, 'other.changes@example.com');
    const memberBooking = await book({ checkin: tokyoDate(22), checkout: tokyoDate(23), bearer: owner });
    const body = { version: memberBooking.reservation.version, guest: guestDetails };
    const cases: Array<[string | undefined, number, string | number | null]> = [
      [undefined, 403, 'MEMBER_SIGN_IN_REQUIRED'],
      [other, 403, 'OTHER_ACCOUNT'],
    ];
    for (const [bearer, status, code] of cases) {
      const response = await updateGuests(memberBooking.number, body, asGuest(bearer));
      expect(response.statusCode).toBe(status);
      expect(firstError(response.json()).code).toBe(code);
    }
    expect((await updateGuests(memberBooking.number, body, asGuest(owner))).statusCode).toBe(200);

    const guestBooking = await book({ checkin: tokyoDate(22), checkout: tokyoDate(23) });
    const seen = await t.app.inject({ url: `/api/v1/reservations/${guestBooking.number}?email=${EMAIL}`, headers: asGuest(owner) });
    expect(seen.json().data.reservation.update_setting).toMatchObject({ updatable: false, reason: 'sign_out_required' });
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${guestBooking.number}/cancel`,
      payload: { email: EMAIL, cancellation_fee_displayed: 0 },
      headers: asGuest(owner),
    });
    expect(cancel.statusCode).toBe(403);
    expect(firstError(cancel.json()).code).toBe('SIGN_OUT_REQUIRED');
  });
});
