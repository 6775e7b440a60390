import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { firstError, setTokyoStock, soldOn, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { bookPackage, packageBody, PACKAGE_PLAN } from '../packages/testing';
import { bookFor, consoleSession } from './reservations-testing';

let t: TestApp;
let session: string;
let desk: { cookie: string };
let staffKey: string;
beforeAll(async () => {
  t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000 } });
  session = await t.session();
  desk = await consoleSession(t, 'front_desk');
  staffKey = (await t.app.staff.issue('sakura-ginza', 'Front desk')).key;
});
afterAll(async () => t.close());

const base = (number: string) => `/api/v1/console/hotels/sakura-ginza/reservations/${number}`;
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: desk, ...(payload ? { payload } : {}) });
const auditOf = async (action: string) => {
  const { entries } = (await t.app.inject({ url: '/api/v1/console/hotels/sakura-ginza/audit', headers: desk })).json().data;
  return (entries as Array<{ action: string; who: string; before: unknown; after: unknown }>).filter((e) => e.action === action);
};
const guest = (email: string) => ({ first_name: 'Yui', last_name: 'Tanaka', email });

describe("the console's changes to a reservation", () => {
  const checkin = tokyoMonday(210);
  beforeAll(async () => setTokyoStock(t.db, 'MOD-DBL', checkin, addDays(checkin, 6), { total: 10, sold: 0 }));

  it('changes the dates at the quoted total as staff do, ending online changes, with the change in its history and the audit log', async () => {
    const booked = await bookFor(t, session, guest('change.desk@example.com'), checkin, addDays(checkin, 2));
    const number = booked.reservation_number;
    const change = { checkin_date: addDays(checkin, 1), checkout_date: addDays(checkin, 4), room_ids: [booked.reservation.rooms[0]!.id] };
    const quoted = await t.app.inject({
      url: `${base(number)}/change_quote?${new URLSearchParams({ ...change, room_ids: String(change.room_ids[0]) })}`,
      headers: desk,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const { quote } = quoted.json().data;
    expect(quote).toMatchObject({ nights: 3, change_fee: 0, fee_percentage: 0 });

    const stale = await post(`${base(number)}/change`, {
      ...change,
      version: booked.reservation.version,
      total_price_displayed: quote.total_price + 1,
      change_fee_displayed: 0,
    });
    expect([stale.statusCode, firstError(stale.json()).code]).toEqual([409, 'PRICE_CHANGED']);

    const changed = await post(`${base(number)}/change`, {
      ...change,
      version: booked.reservation.version,
      total_price_displayed: quote.total_price,
      change_fee_displayed: 0,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { reservation, changes } = changed.json().data;
    expect(reservation).toMatchObject({
      checkin_date: change.checkin_date,
      checkout_date: change.checkout_date,
      update_setting: { updatable: false, reason: 'changed_by_hotel' },
    });
    expect(changes).toEqual([expect.objectContaining({ kind: 'itinerary', actor: 'staff', fee: 0 })]);
    expect((await soldOn(t.db, 'MOD-DBL', addDays(checkin, 3))).sold).toBe(1);

    const [entry] = await auditOf('reservation.stay_changed');
    expect(entry).toMatchObject({
      who: 'Kenta Mori <frontdesk@sakura-ginza.example>',
      before: { reservation_number: number, checkin_date: checkin, checkout_date: addDays(checkin, 2) },
      after: { reservation_number: number, checkin_date: change.checkin_date, checkout_date: change.checkout_date },
    });
    const guestCancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${number}/cancel`,
      payload: { email: 'change.desk@example.com', cancellation_fee_displayed: 0 },
    });
    expect([guestCancel.statusCode, firstError(guestCancel.json()).code]).toEqual([423, 'CHANGED_BY_HOTEL']);
  });

  it('cancels at the fee staff name, never above the total, and refuses a change of a cancelled stay as the staff API does', async () => {
    const booked = await bookFor(t, session, guest('cancel.desk@example.com'), checkin, addDays(checkin, 1));
    const number = booked.reservation_number;
    const tooMuch = await post(`${base(number)}/cancel`, { cancellation_fee: 10_000_000 });
    expect([tooMuch.statusCode, firstError(tooMuch.json()).details.base[0]?.field]).toEqual([422, 'cancellation_fee']);

    const cancelled = await post(`${base(number)}/cancel`, { cancellation_fee: 1000, reason: 'Guest called' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.reservation).toMatchObject({ status: 'cancelled', cancellation: { fee: 1000 } });
    const [entry] = await auditOf('reservation.cancelled');
    expect(entry).toMatchObject({
      before: { reservation_number: number, status: 'done' },
      after: { status: 'cancelled', cancellation_fee: 1000 },
    });

    const change = {
      checkin_date: addDays(checkin, 1),
      checkout_date: addDays(checkin, 2),
      room_ids: [booked.reservation.rooms[0]!.id],
      version: cancelled.json().data.reservation.version,
      total_price_displayed: 0,
      change_fee_displayed: 0,
    };
    const fromConsole = await post(`${base(number)}/change`, change);
    const fromStaffApi = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/hotels/sakura-ginza/reservations/${number}`,
      headers: { authorization: `Bearer ${staffKey}` },
      payload: change,
    });
    expect([fromConsole.statusCode, firstError(fromConsole.json()).code]).toEqual([
      fromStaffApi.statusCode,
      firstError(fromStaffApi.json()).code,
    ]);
    expect(firstError(fromConsole.json()).code).toBe('ALREADY_CANCELLED');
    const again = await post(`${base(number)}/cancel`, { cancellation_fee: 0 });
    expect([again.statusCode, firstError(again.json()).code]).toEqual([409, 'ALREADY_CANCELLED']);
  });
});

describe('a flight package cancelled from the console (ADR 0062)', () => {
  it("previews the airline's fee and the refund with the hotel fee typed, and cancelling answers the same amounts", async () => {
    // Three days ahead at the least: both flights are within the airline's fee window, so its fee is not nothing.
    const stay = { checkin: tokyoMonday(3), checkout: addDays(tokyoMonday(3), 2) };
    await setTokyoStock(t.db, PACKAGE_PLAN.room_type_code, stay.checkin, stay.checkout, { total: 5, sold: 0 });
    const booked = await bookPackage(t.app, session, (await packageBody(t.app, stay)).body);
    expect(booked.statusCode, booked.body).toBe(201);
    const number = booked.json().data.reservation_number as string;

    const preview = await t.app.inject({ url: `${base(number)}/package_cancel_quote?cancellation_fee=3000`, headers: desk });
    expect(preview.statusCode, preview.body).toBe(200);
    const quote = preview.json().data;
    const flightFee = (quote.flights as Array<{ fee: number }>).reduce((sum, flight) => sum + flight.fee, 0);
    expect(flightFee).toBeGreaterThan(0);
    expect(quote).toMatchObject({
      hotel_fee: 3000,
      flight_fee: flightFee,
      total_fee: 3000 + flightFee,
      refund: quote.charged - 3000 - flightFee,
      currency_iso: 'JPY',
    });
    const tooMuch = await t.app.inject({ url: `${base(number)}/package_cancel_quote?cancellation_fee=100000000`, headers: desk });
    expect([tooMuch.statusCode, firstError(tooMuch.json()).details.base[0]?.field]).toEqual([422, 'cancellation_fee']);

    const cancelled = await post(`${base(number)}/cancel`, { cancellation_fee: 3000 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { reservation, package_cancellation } = cancelled.json().data;
    expect(reservation).toMatchObject({ status: 'cancelled', cancellation: { fee: 3000 } });
    const { hotel_fee, flight_fee, total_fee, refund, currency_iso } = quote;
    expect(package_cancellation).toEqual({ hotel_fee, flight_fee, total_fee, refund, currency_iso });
    expect(reservation.payment).toMatchObject({ refunded_amount: refund });
  });

  it('answers no package amounts for a stay booked alone', async () => {
    const checkin = tokyoMonday(224);
    await setTokyoStock(t.db, 'MOD-DBL', checkin, addDays(checkin, 1), { total: 5, sold: 0 });
    const booked = await bookFor(t, session, guest('alone.desk@example.com'), checkin, addDays(checkin, 1));
    const cancelled = await post(`${base(booked.reservation_number)}/cancel`, { cancellation_fee: 0 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.package_cancellation).toBeNull();
    const preview = await t.app.inject({
      url: `${base(booked.reservation_number)}/package_cancel_quote?cancellation_fee=0`,
      headers: desk,
    });
    expect(preview.statusCode).toBe(404);
  });
});

describe("the guest's mails from the console", () => {
  const checkin = tokyoMonday(220);

  it('sends the confirmation again, to the guest only, lists it with the others and audits it', async () => {
    await setTokyoStock(t.db, 'MOD-DBL', checkin, addDays(checkin, 1), { total: 10, sold: 0 });
    const email = 'resend.desk@example.com';
    const booked = await bookFor(t, session, guest(email), checkin, addDays(checkin, 1));
    const number = booked.reservation_number;
    await t.app.jobs.runDue();
    const notices = async () =>
      (await t.db.selectFrom('outbox_mails').select('id').where('subject', 'like', `%${number}%`).execute()).length;
    const mailsBefore = await notices();

    const resent = await post(`${base(number)}/resend_mail`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.mails).toEqual([
      expect.objectContaining({ kind: 'booked', to: email }),
      expect.objectContaining({ kind: 'booked', to: email, subject: null, sent_at: null }),
    ]);
    await t.app.jobs.runDue();
    const mailbox = (await t.app.inject({ url: `/api/v1/demo/mailbox?to=${email}` })).json().data as Array<{ subject: string }>;
    expect(mailbox.map((m) => m.subject)).toEqual([
      `Sakura Hotel Ginza: your booking ${number} is confirmed`,
      `Sakura Hotel Ginza: your booking ${number} is confirmed`,
    ]);
    // The guest's mail only: the hotel is not told of the booking a second time.
    expect(await notices()).toBe(mailsBefore + 1);
    const detail = (await t.app.inject({ url: base(number), headers: desk })).json().data;
    expect(detail.mails[1]).toMatchObject({ kind: 'booked', subject: `Sakura Hotel Ginza: your booking ${number} is confirmed` });
    expect(await auditOf('reservation.mail_resent')).toEqual([
      expect.objectContaining({ before: null, after: { reservation_number: number, mail: 'booked', to: email } }),
    ]);
  });

  it('makes a payment link for an amount, mails it to the guest when asked and audits it', async () => {
    const email = 'link.desk@example.com';
    const booked = await bookFor(t, session, guest(email), checkin, addDays(checkin, 1));
    const number = booked.reservation_number;
    const invalid = await post(`${base(number)}/payment_links`, { amount: 0, description: '' });
    expect(invalid.statusCode).toBe(422);
    expect(
      firstError(invalid.json())
        .details.base.map((b) => b.field)
        .sort(),
    ).toEqual(['amount', 'description']);

    const created = await post(`${base(number)}/payment_links`, { amount: 3300, description: 'Minibar', send_to_guest: true });
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json().data.payment_link;
    expect(link).toMatchObject({ state: 'open', amount: { cents: 3300, currency_iso: 'JPY' }, description: 'Minibar' });
    expect(link.url).toContain(`/payments/${link.number}?code=sakura-ginza`);
    const mailbox = (await t.app.inject({ url: `/api/v1/demo/mailbox?to=${email}` })).json().data as Array<{
      subject: string;
      link: string;
    }>;
    expect(mailbox[0]).toMatchObject({ subject: 'Sakura Hotel Ginza: a payment request', link: link.url });
    const detail = (await t.app.inject({ url: base(number), headers: desk })).json().data;
    expect(detail.mails.at(-1)).toMatchObject({ kind: 'payment_link', subject: 'Sakura Hotel Ginza: a payment request', to: email });
    expect(await auditOf('reservation.payment_link_created')).toEqual([
      expect.objectContaining({
        after: { reservation_number: number, payment_link: link.number, amount: 3300, currency: 'JPY', mailed: true },
      }),
    ]);
  });
});
