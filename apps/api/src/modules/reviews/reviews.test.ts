import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import {
  bookingBody,
  confirmedMember,
  firstError,
  quotedTotal,
  setTokyoStock,
  startTestApp,
  tokyoDate,
  tokyoMonday,
  type TestApp,
} from '../../testing/test-app';
import { REVIEW_INVITATION_JOB } from './service';

let t: TestApp;
let session: string;
let mei: string;
let staffKey: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
  mei = await confirmedMember(t.app, 'mei.reviews@example.com', { first_name: 'mei', last_name: 'Lin' });
  staffKey = (await t.app.staff.issue('sakura-ginza', 'Front desk')).key;
});
afterAll(async () => t.close());

const scores = { overall: 4, cleanliness: 5, service: 4, location: 5, value: 3, rooms: 4 };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A member's (or a guest's) booking at the Tokyo demo hotel, moved to the dates given once booked. */
let bookings = 0;
async function stay(token: string | null, dates: { checkin: string; checkout: string }, email?: string) {
  // Each booking takes a weeknight of its own (Monday to Thursday), so none finds the room sold out.
  const checkin = addDays(tokyoMonday(35 + 7 * Math.floor(bookings / 4)), bookings % 4);
  bookings++;
  const checkout = addDays(checkin, 1);
  await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 5, sold: 0 });
  const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session, ...(token ? bearer(token) : {}) },
    payload: bookingBody({ checkin, checkout, totalCents, ...(email ? { email } : {}) }),
  });
  expect(booked.statusCode).toBe(201);
  const number = booked.json().data.reservation_number as string;
  // How a stay comes to be in the past is not this module's business: the dates are set here.
  await t.db
    .updateTable('reservations')
    .set({ checkin_date: dates.checkin, checkout_date: dates.checkout })
    .where('reservation_number', '=', number)
    .execute();
  return number;
}
const past = () => ({ checkin: tokyoDate(-3), checkout: tokyoDate(-1) });

const rate = (number: string, token: string | null, body: object = { ...scores, comment: 'Quiet room, kind staff.', locale: 'en' }) =>
  t.app.inject({ method: 'POST', url: `/api/v1/reservations/${number}/review`, headers: token ? bearer(token) : {}, payload: body });
const ratings = async (page = 1) => (await t.app.inject({ url: `/api/ota/v1/hotels/sakura-ginza/ratings?page=${page}` })).json();
const staffPut = (id: number, action: 'hide' | 'show', key = staffKey, hotel = 'sakura-ginza') =>
  t.app.inject({ method: 'PUT', url: `/api/v1/staff/hotels/${hotel}/reviews/${id}/${action}`, headers: bearer(key) });

describe('rating a stay', () => {
  it('takes one review of a member’s own stay from its check-out day, with every rule answered by its code', async () => {
    const number = await stay(mei, { checkin: tokyoDate(0), checkout: tokyoDate(1) });

    const early = await rate(number, mei);
    expect([early.statusCode, firstError(early.json()).code]).toEqual([422, 'REVIEW_NOT_YET']);
    const page = (await t.app.inject({ url: `/api/v1/reservations/${number}/review`, headers: bearer(mei) })).json().data;
    expect(page).toMatchObject({ state: 'not_yet', review: null, stay: { reservation_number: number, hotel: { code: 'sakura-ginza' } } });

    await t.db
      .updateTable('reservations')
      .set({ checkin_date: past().checkin, checkout_date: past().checkout })
      .where('reservation_number', '=', number)
      .execute();
    const signedOut = await rate(number, null);
    expect([signedOut.statusCode, firstError(signedOut.json()).code]).toEqual([401, 'NOT_SIGNED_IN']);
    const someoneElse = await rate(number, await confirmedMember(t.app, 'ren.reviews@example.com'));
    expect([someoneElse.statusCode, firstError(someoneElse.json()).code]).toEqual([404, 'REVIEW_STAY_NOT_FOUND']);
    const unknown = await rate('NOPE-1', mei);
    expect(unknown.statusCode).toBe(404);

    const invalid = await rate(number, mei, { ...scores, overall: 6, service: undefined, comment: 'x'.repeat(2001), locale: 'en' });
    expect(invalid.statusCode).toBe(422);
    expect(firstError(invalid.json()).details.base.map((b: { field?: string; message?: string }) => [b.field, b.message])).toEqual([
      ['overall', 'validation.rating'],
      ['service', 'validation.rating'],
      ['comment', 'validation.too_long'],
    ]);

    const rated = await rate(number, mei);
    expect(rated.statusCode).toBe(201);
    expect(rated.json().data).toMatchObject({
      state: 'rated',
      review: {
        overall: 4,
        categories: { cleanliness: 5, service: 4, location: 5, value: 3, rooms: 4 },
        comment: 'Quiet room, kind staff.',
      },
    });
    const again = await rate(number, mei, { ...scores, overall: 1, locale: 'en' });
    expect([again.statusCode, firstError(again.json()).code]).toEqual([409, 'REVIEW_EXISTS']);
  });

  it('refuses a cancelled stay', async () => {
    const number = await stay(mei, past());
    await t.db.updateTable('reservations').set({ status: 'cancelled' }).where('reservation_number', '=', number).execute();
    const response = await rate(number, mei);
    expect([response.statusCode, firstError(response.json()).code]).toEqual([422, 'REVIEW_STAY_CANCELLED']);
  });

  it('tells my reservations which past stays can be rated and which were', async () => {
    const member = await confirmedMember(t.app, 'aki.reviews@example.com');
    const ratedStay = await stay(member, { checkin: '2024-05-01', checkout: '2024-05-03' });
    const openStay = await stay(member, { checkin: '2024-04-01', checkout: '2024-04-02' });
    const upcoming = await stay(member, { checkin: tokyoDate(20), checkout: tokyoDate(21) });
    expect((await rate(ratedStay, member)).statusCode).toBe(201);
    const list = async (status: string) =>
      (await t.app.inject({ url: `/api/v1/user/reservations?status=${status}`, headers: bearer(member) })).json().data.reservations;
    expect(
      (await list('completed')).map((r: { reservation_number: string; review_state: string }) => [r.reservation_number, r.review_state]),
    ).toEqual([
      [ratedStay, 'rated'],
      [openStay, 'open'],
    ]);
    expect((await list('upcoming')).map((r: { review_state: string }) => r.review_state)).toEqual(['not_yet']);
    expect(upcoming).toBeTruthy();
  });
});

describe('a hotel’s ratings and its staff', () => {
  it('shows the summary and the visible reviews, newest first, with no personal data; staff hide and show them at once', async () => {
    const before = (await ratings()).data.summary;
    const number = await stay(mei, { checkin: '2025-11-20', checkout: '2025-11-22' });
    expect((await rate(number, mei, { ...scores, overall: 2, comment: 'Rude and loud.', locale: 'ja' })).statusCode).toBe(201);

    const answer = await ratings();
    expect(answer.data.summary.count).toBe(before.count + 1);
    expect(answer.data.summary.distribution[2]).toBe(before.distribution[2] + 1);
    const newest = answer.data.reviews[0];
    expect(newest).toMatchObject({ reviewer: 'M.', stay_month: '2025-11', locale: 'ja', overall: 2, comment: 'Rude and loud.' });
    expect(JSON.stringify(answer)).not.toMatch(/mei\.reviews|Lin|Tanaka/);
    expect(answer.meta).toMatchObject({ page: 1, per_page: 10, total_entries: answer.data.summary.count });
    expect((await t.app.inject({ url: '/api/ota/v1/hotels/nowhere/ratings' })).statusCode).toBe(404);

    // The agency search's summary, kept for a while, is read again once a review changes.
    const searchRating = async () => {
      const checkin = tokyoMonday(21);
      const query = `place=tokyo-ginza&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2&per_page=50`;
      const found = (await t.app.inject({ url: `/api/ota/v1/hotels/search?${query}` })).json().data;
      return found.find((hotel: { code: string }) => hotel.code === 'sakura-ginza')?.rating?.count ?? 0;
    };
    expect(await searchRating()).toBe(answer.data.summary.count);

    expect((await staffPut(newest.id, 'hide', 'ysk_wrong')).statusCode).toBe(401);
    const otherHotel = (await t.app.staff.issue('sakura-myeongdong', 'Seoul desk')).key;
    expect((await staffPut(newest.id, 'hide', otherHotel)).statusCode).toBe(401);
    expect((await staffPut(newest.id, 'hide', otherHotel, 'sakura-myeongdong')).statusCode).toBe(404);
    const missing = await staffPut(999_999, 'hide');
    expect([missing.statusCode, firstError(missing.json()).code]).toEqual([404, 'REVIEW_NOT_FOUND']);

    const hidden = await staffPut(newest.id, 'hide');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.review).toMatchObject({ id: newest.id, hidden: true, hidden_by: 'Front desk' });
    expect(hidden.json().data.review.hidden_at).toEqual(expect.any(String));
    const after = await ratings();
    expect(after.data.summary.count).toBe(before.count);
    expect(after.data.reviews.map((r: { id: number }) => r.id)).not.toContain(newest.id);
    expect(await searchRating()).toBe(before.count);

    const shown = await staffPut(newest.id, 'show');
    expect(shown.json().data.review).toEqual({ id: newest.id, hidden: false, hidden_at: null, hidden_by: null });
    expect((await ratings()).data.reviews[0].id).toBe(newest.id);
  });
});

describe('the invitation to rate a stay', () => {
  it('mails each member once after check-out, with a link from the configured origin; guests and rated stays get none', async () => {
    const member = await confirmedMember(t.app, 'sora.reviews@example.com', { first_name: 'Sora', last_name: 'Ito' });
    const number = await stay(member, past());
    const rated = await stay(member, { checkin: tokyoDate(-5), checkout: tokyoDate(-4) });
    expect((await rate(rated, member)).statusCode).toBe(201);
    await stay(null, past(), 'guest.reviews@example.com');
    const mailbox = async (to: string) =>
      (await t.app.inject({ url: `/api/v1/demo/mailbox?to=${encodeURIComponent(to)}` })).json().data as Array<{
        subject: string;
        link: string;
      }>;
    const invitations = async (to: string) => (await mailbox(to)).filter((m) => m.link?.includes('/review-reservation/'));

    for (let run = 0; run < 2; run++) {
      await t.app.jobs.enqueue(t.db, { kind: REVIEW_INVITATION_JOB, payload: {}, runAt: new Date() });
      await t.app.jobs.runDue(new Date());
    }
    const mails = await invitations('sora.reviews@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('How was your stay at Sakura Hotel Ginza?');
    const link = new URL(mails[0]?.link ?? '');
    expect(`${link.pathname}${link.search}`).toBe(`/review-reservation/${number}?code=sakura-ginza&hotelId=sakura-ginza&locale=en`);
    expect(await invitations('guest.reviews@example.com')).toEqual([]);
  });
});
