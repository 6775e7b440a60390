import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInTimeZone } from '@yado/domain/dates';
import { firstError, setTokyoStock, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { bookFor, consoleSession } from './reservations-testing';

let t: TestApp;
let session: string;
let desk: { cookie: string };
beforeAll(async () => {
  t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000 } });
  session = await t.session();
  desk = await consoleSession(t, 'front_desk');
});
afterAll(async () => t.close());

const list = (query: Record<string, string>, headers = desk, hotel = 'sakura-ginza') =>
  t.app.inject({ url: `/api/v1/console/hotels/${hotel}/reservations?${new URLSearchParams(query)}`, headers });
const numbersOf = async (query: Record<string, string>) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.reservations as Array<{ reservation_number: string }>).map((r) => r.reservation_number);
};
const cancelAsDesk = (number: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/console/hotels/sakura-ginza/reservations/${number}/cancel`,
    headers: desk,
    payload: { cancellation_fee: 0 },
  });

describe("the console's lists of a day", () => {
  // A week far ahead whose stock the test sets, so the lists hold only the bookings made here.
  const day = addDays(tokyoMonday(200), 2);

  it('lists arrivals, departures and guests in house on the date given, by name, leaving out cancelled stays', async () => {
    await setTokyoStock(t.db, 'MOD-DBL', addDays(day, -3), addDays(day, 3), { total: 10, sold: 0 });
    const guest = (last_name: string) => ({ first_name: 'Aoi', last_name, email: `${last_name.toLowerCase()}@example.com` });
    const arriving = (await bookFor(t, session, guest('Abe'), day, addDays(day, 2))).reservation_number;
    const staying = (await bookFor(t, session, guest('Baba'), addDays(day, -1), addDays(day, 1))).reservation_number;
    const leaving = (await bookFor(t, session, guest('Chiba'), addDays(day, -2), day)).reservation_number;
    const cancelled = (await bookFor(t, session, guest('Doi'), day, addDays(day, 1))).reservation_number;
    expect((await cancelAsDesk(cancelled)).statusCode).toBe(200);

    expect(await numbersOf({ view: 'arrivals', date: day })).toEqual([arriving]);
    expect(await numbersOf({ view: 'departures', date: day })).toEqual([leaving]);
    expect(await numbersOf({ view: 'in_house', date: day })).toEqual([arriving, staying]);

    const { data } = (await list({ view: 'arrivals', date: day })).json();
    expect(data).toMatchObject({ view: 'arrivals', date: day, q: null, meta: { page: 1, total: 1, total_pages: 1 } });
    const total = data.reservations[0].total_price;
    expect(data.reservations[0]).toMatchObject({
      guest_name: 'Aoi Abe',
      checkin_date: day,
      checkout_date: addDays(day, 2),
      nights: 2,
      room_count: 1,
      status: 'done',
      payment_type: 'on_site',
      paid_online: { cents: 0, currency_iso: 'JPY' },
      due_at_hotel: total,
      changed_by_hotel: false,
    });
  });

  it("takes the hotel's today when no date is given, and refuses a date that is not one", async () => {
    expect((await list({ view: 'departures' })).json().data.date).toBe(todayInTimeZone('Asia/Tokyo'));
    const bad = await list({ view: 'arrivals', date: '2026-13-40' });
    expect([bad.statusCode, firstError(bad.json()).details.base[0]?.field]).toEqual([422, 'date']);
    const unknownView = await list({ view: 'everything' });
    expect([unknownView.statusCode, firstError(unknownView.json()).details.base[0]?.field]).toEqual([422, 'view']);
  });
});

describe("the console's search", () => {
  const checkin = tokyoMonday(230);

  it('finds a booking by number, by name in latin or kana and either order, by email and by phone, cancelled ones too', async () => {
    await setTokyoStock(t.db, 'MOD-DBL', checkin, addDays(checkin, 1), { total: 10, sold: 0 });
    const nakamura = await bookFor(
      t,
      session,
      {
        first_name: '光',
        last_name: '中村',
        first_name_kana: 'ひかり',
        last_name_kana: 'なかむら',
        email: 'Hikari.Nakamura@Example.com',
        phone: '+819087654321',
        locale: 'ja',
      },
      checkin,
      addDays(checkin, 1),
    );
    const other = await bookFor(
      t,
      session,
      { first_name: 'Ren', last_name: 'Okada', email: 'ren.okada@example.com' },
      checkin,
      addDays(checkin, 1),
    );
    const number = nakamura.reservation_number;
    const search = (q: string) => numbersOf({ view: 'search', q });

    expect(await search(number.toLowerCase())).toEqual([number]);
    expect(await search('ナカムラ ヒカリ')).toEqual([number]);
    expect(await search('ひかり')).toEqual([number]);
    expect(await search('中村')).toEqual([number]);
    expect(await search('hikari.nakamura@example')).toEqual([number]);
    expect(await search('090-8765-4321')).toEqual([number]);
    expect(await search('okada ren')).toEqual([other.reservation_number]);
    expect(await search('REN OKADA')).toEqual([other.reservation_number]);

    const [row] = (await list({ view: 'search', q: number })).json().data.reservations;
    expect(row).toMatchObject({ guest_name: '中村 光', guest_name_kana: 'なかむら ひかり' });
    expect((await cancelAsDesk(number)).statusCode).toBe(200);
    expect(await search('なかむら')).toEqual([number]);

    const tooShort = await list({ view: 'search', q: 'a' });
    expect([tooShort.statusCode, firstError(tooShort.json()).details.base[0]?.field]).toEqual([422, 'q']);
  });

  it('pages through many results', async () => {
    const pagedIn = tokyoMonday(260);
    await setTokyoStock(t.db, 'MOD-DBL', pagedIn, addDays(pagedIn, 1), { total: 30, sold: 0 });
    for (let i = 0; i < 21; i++) {
      await bookFor(t, session, { first_name: 'Sora', last_name: 'Pagewise', email: 'pagewise@example.com' }, pagedIn, addDays(pagedIn, 1));
    }
    const first = (await list({ view: 'search', q: 'pagewise' })).json().data;
    const second = (await list({ view: 'search', q: 'pagewise', page: '2' })).json().data;
    expect(first.meta).toEqual({ page: 1, per_page: 20, total: 21, total_pages: 2 });
    expect([first.reservations.length, second.reservations.length]).toEqual([20, 1]);
  });
});

describe("the console's reservations and another hotel", () => {
  it("answers 404 to a user of another hotel, for the hotel's lists and for its reservations", async () => {
    const checkin = tokyoMonday(240);
    const booked = await bookFor(
      t,
      session,
      { first_name: 'Mio', last_name: 'Ueda', email: 'mio.ueda@example.com' },
      checkin,
      addDays(checkin, 1),
    );
    const seoul = await consoleSession(t, 'owner', 'sakura-myeongdong');
    const elsewhere = await list({ view: 'arrivals' }, seoul);
    expect([elsewhere.statusCode, firstError(elsewhere.json()).code]).toEqual([404, 'HOTEL_NOT_FOUND']);
    for (const url of [
      `/api/v1/console/hotels/sakura-ginza/reservations/${booked.reservation_number}`,
      `/api/v1/console/hotels/sakura-myeongdong/reservations/${booked.reservation_number}`,
    ]) {
      const refused = await t.app.inject({ url, headers: seoul });
      expect(refused.statusCode).toBe(404);
    }
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/v1/console/hotels/sakura-myeongdong/reservations/${booked.reservation_number}/resend_mail`,
      headers: seoul,
    });
    expect([resend.statusCode, firstError(resend.json()).code]).toEqual([404, 'RESERVATION_NOT_FOUND']);
    const signedOut = await t.app.inject({ url: `/api/v1/console/hotels/sakura-ginza/reservations/${booked.reservation_number}` });
    expect(signedOut.statusCode).toBe(401);
  });
});
