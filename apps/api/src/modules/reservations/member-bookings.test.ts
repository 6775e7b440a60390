import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookWithCard } from '../payments/testing';
import { membersRateSold } from './testing';
import { observeQueries } from '../../db/observed-dialect';
import {
  bookingBody,
  confirmedMember,
  firstError,
  quotedTotal,
  setTokyoStock,
  startTestApp,
  tokyoDate,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
let session: string;
let memberToken: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
  memberToken = await signedUpMember('booker@example.com');
});
afterAll(async () => t.close());

const signedUpMember = (email: string) => confirmedMember(t.app, email, { first_name: 'Mei', last_name: 'Lin' });

async function book(hotel: string, roomPlanCode: string, checkin: string, checkout: string, bearer?: string) {
  const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/hotels/${hotel}/reservations`,
    headers: { 'client-session': session, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload: bookingBody({ checkin, checkout, roomPlanCode, totalCents }),
  });
}

const myReservations = (query: string, bearer = memberToken) =>
  t.app.inject({ url: `/api/v1/user/reservations?${query}`, headers: { authorization: `Bearer ${bearer}` } });

describe('member bookings', () => {
  it('lets a signed-in member book a members-only plan, which a guest cannot', async () => {
    const checkin = tokyoDate(30);
    const checkout = tokyoDate(31);
    const guest = await book('sakura-ginza', 'MOD-DBL-MEM', checkin, checkout);
    expect([guest.statusCode, firstError(guest.json()).code]).toEqual([403, 'MEMBERS_ONLY']);
    // An ended session is no member either.
    const stale = await book('sakura-ginza', 'MOD-DBL-MEM', checkin, checkout, 'not-a-session');
    expect(firstError(stale.json()).code).toBe('MEMBERS_ONLY');

    const member = await book('sakura-ginza', 'MOD-DBL-MEM', checkin, checkout, memberToken);
    expect(member.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom('reservations')
      .innerJoin('users', 'users.id', 'reservations.user_id')
      .select('users.email')
      .where('reservation_number', '=', member.json().data.reservation_number)
      .executeTakeFirst();
    expect(stored?.email).toBe('booker@example.com');
  });

  it('sells a plan with a sale limit up to its limit a night, each booking in one statement, and refuses the next taking nothing', async () => {
    // The members' rate sells two rooms a night; plenty of Moderate Doubles are left.
    const checkin = tokyoDate(70);
    const checkout = tokyoDate(72);
    await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 8, sold: 0 });
    const member = await signedUpMember('limited@example.com');
    const written: string[] = [];
    const stop = observeQueries(t.db, ({ operation, sql: text }) => {
      if (operation !== 'select') written.push(text);
      return () => undefined;
    });
    // Priced once: search no longer offers the plan once it has sold its two rooms.
    const payload = bookingBody({
      checkin,
      checkout,
      roomPlanCode: 'MOD-DBL-MEM',
      totalCents: await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-MEM' }),
    });
    const bookMembersRate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/reservations',
        headers: { 'client-session': session, authorization: `Bearer ${member}` },
        payload,
      });
    const first = await bookMembersRate();
    stop();
    expect(first.statusCode).toBe(201);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/UPDATE inventory.*INSERT INTO room_plan_sales/s);
    expect((await bookMembersRate()).statusCode).toBe(201);
    const third = await bookMembersRate();
    expect([third.statusCode, firstError(third.json()).code]).toEqual([409, 'SOLD_OUT']);
    const sold = await membersRateSold(t.db, checkin, checkout);
    // Two rooms on each of two nights, in the rooms and in the plan's count: the refused booking took neither.
    expect(sold).toEqual({ rooms: 4, plan: 4 });
  });

  it('lists the member’s own reservations by tab, a page at a time', async () => {
    const other = await signedUpMember('other@example.com');
    const numbers: string[] = [];
    for (const days of [60, 62, 64]) {
      const created = await book('sakura-ginza', 'MOD-DBL-RO', tokyoDate(days), tokyoDate(days + 1), other);
      numbers.push(created.json().data.reservation_number);
    }
    await book('sakura-ginza', 'MOD-DBL-RO', tokyoDate(66), tokyoDate(67)); // a guest booking: nobody's list
    const third = numbers[2] as string;
    // One cancelled and one in the past; how they got so is the cancellation tests' business.
    await t.db.updateTable('reservations').set({ status: 'cancelled' }).where('reservation_number', '=', third).execute();
    await t.db
      .updateTable('reservations')
      .set({ checkin_date: '2020-01-10', checkout_date: '2020-01-11' })
      .where('reservation_number', '=', numbers[1] as string)
      .execute();

    const upcoming = (await myReservations('status=upcoming', other)).json().data;
    expect(upcoming.reservations.map((r: { reservation_number: string }) => r.reservation_number)).toEqual([numbers[0]]);
    expect(upcoming.reservations[0]).toMatchObject({ hotel: { code: 'sakura-ginza', name: 'Sakura Hotel Ginza' }, status: 'done' });
    expect(upcoming.meta).toEqual({ page: 1, per_page: 10, total: 1, total_pages: 1 });
    const completed = (await myReservations('status=completed', other)).json().data;
    expect(completed.reservations.map((r: { reservation_number: string }) => r.reservation_number)).toEqual([numbers[1]]);
    const cancelled = (await myReservations('status=cancelled', other)).json().data;
    expect(cancelled.reservations.map((r: { reservation_number: string; status: string }) => [r.reservation_number, r.status])).toEqual([
      [third, 'cancelled'],
    ]);
    // The first member sees only their own booking.
    expect((await myReservations('status=upcoming')).json().data.meta.total).toBe(1);
    expect((await myReservations('page=2')).json().data.reservations).toEqual([]);
  });

  it('filters my reservations by payment kind and by where they were booked (§4)', async () => {
    const member = await signedUpMember('filters@example.com');
    const numbers: string[] = [];
    for (const days of [70, 72, 74]) {
      const created = await book('sakura-ginza', 'MOD-DBL-RO', tokyoDate(days), tokyoDate(days + 1), member);
      numbers.push(created.json().data.reservation_number);
    }
    const [onSite, card, travelSite] = numbers as [string, string, string];
    // How a booking came to be paid by card or made on the travel site is other tests' business.
    await t.db.updateTable('reservations').set({ payment_type: 'credit_card' }).where('reservation_number', '=', card).execute();
    await t.db.updateTable('reservations').set({ booking_method: 'tripla_ota' }).where('reservation_number', '=', travelSite).execute();
    const listed = async (query: string) =>
      ((await myReservations(`status=upcoming&${query}`, member)).json().data.reservations as Array<{ reservation_number: string }>).map(
        (r) => r.reservation_number,
      );
    expect(await listed('payment=all&channel=all')).toEqual([onSite, card, travelSite]);
    expect(await listed('payment=on_site')).toEqual([onSite, travelSite]);
    expect(await listed('payment=online_card')).toEqual([card]);
    expect(await listed('payment=deferred')).toEqual([]);
    expect(await listed('channel=officialWebsite')).toEqual([onSite, card]);
    expect(await listed('channel=tripla&payment=on_site')).toEqual([travelSite]);
    const wrong = await myReservations('payment=cash', member);
    expect([wrong.statusCode, firstError(wrong.json()).details.base[0]?.field]).toEqual([422, 'payment']);
  });

  it('does not list a booking whose card payment never went through', async () => {
    const payer = await signedUpMember('payer@example.com');
    const declined = await bookWithCard(t.app, session, {
      number: '4000000000000002',
      checkin: tokyoDate(66),
      checkout: tokyoDate(67),
      bearer: payer,
    });
    expect(declined.statusCode).toBe(402);
    const paid = await bookWithCard(t.app, session, {
      number: '4242424242424242',
      checkin: tokyoDate(66),
      checkout: tokyoDate(67),
      bearer: payer,
    });
    const tabs = await Promise.all(
      ['upcoming', 'cancelled'].map(async (tab) => (await myReservations(`status=${tab}`, payer)).json().data),
    );
    expect(tabs.map((tab) => tab.reservations.map((r: { reservation_number: string }) => r.reservation_number))).toEqual([
      [paid.json().data.reservation_number],
      [],
    ]);
  });

  it('answers 401 without a member', async () => {
    const response = await myReservations('status=upcoming', 'nobody');
    expect([response.statusCode, firstError(response.json()).code]).toEqual([401, 'NOT_SIGNED_IN']);
  });
});
