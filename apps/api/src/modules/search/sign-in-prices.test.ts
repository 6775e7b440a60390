import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayChanges } from '../reservations/testing';
import {
  bookingBody,
  confirmedMember,
  firstError,
  quotedTotal,
  searchTokyo,
  startTestApp,
  tokyoDate,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
let session: string;
let sakuraMember: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
  sakuraMember = await confirmedMember(t.app, 'saver@example.com');
});
afterAll(async () => t.close());

const EMAIL = 'saver@example.com';
const stay = { checkin: tokyoDate(40), checkout: tokyoDate(41), adults: 2 };

const planIn = async (code: string, memberToken?: string, query: Record<string, string | number> = stay) => {
  const plan = (await searchTokyo(t.app, query, memberToken)).flatMap((r) => r.room_plans).find((p) => p.room_plan_code === code);
  if (!plan) throw new Error(`${code} not found`);
  return plan;
};

function book(roomPlanCode: string, totalCents: number, memberToken?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session, ...(memberToken ? { authorization: `Bearer ${memberToken}` } : {}) },
    payload: bookingBody({ checkin: stay.checkin, checkout: stay.checkout, roomPlanCode, totalCents, email: EMAIL }),
  });
}

describe('member rates in search (§3 sign_in_discount)', () => {
  it('shows a guest what a member pays beside what they pay, on plans that cost members less', async () => {
    const breakfast = await planIn('MOD-DBL-BF');
    expect(breakfast.non_sign_in_discount?.total_price_after_discount).toBe(breakfast.prices.total_price);
    expect(breakfast.non_sign_in_discount?.total_price_after_discount_tax).toBe(breakfast.prices.tax);
    // The seed's breakfast plan takes 10 % off each night before tax for members.
    const guestNight = breakfast.prices.room_price_without_tax;
    const memberNight = guestNight - Math.round(guestNight / 10);
    const memberTax = Math.round(memberNight / 10);
    expect(breakfast.sign_in_discount).toEqual({
      total_price_after_discount: memberNight + memberTax,
      total_price_after_discount_tax: memberTax,
      total_accommodation_tax: 0,
    });
    // A plan that costs everyone the same carries neither.
    const roomOnly = await planIn('MOD-DBL-RO');
    expect([roomOnly.sign_in_discount, roomOnly.non_sign_in_discount]).toEqual([null, null]);
  });

  it('prices the stay at the member rate for a member of the brand, and not for another brand’s member', async () => {
    const guest = await planIn('MOD-DBL-BF');
    const member = await planIn('MOD-DBL-BF', sakuraMember);
    expect(member.prices.total_price).toBe(guest.sign_in_discount?.total_price_after_discount);
    expect(member.prices.total_price).toBeLessThan(guest.prices.total_price);
    expect(member.non_sign_in_discount?.total_price_after_discount).toBe(guest.prices.total_price);
    // Each night the breakdown lists is the member's night, so it adds up to what is charged.
    expect(member.prices.nights.reduce((sum, n) => sum + n.price_without_tax, 0)).toBe(member.prices.room_price_without_tax);

    const formosaMember = await confirmedMember(t.app, 'elsewhere@example.com', undefined, 'formosa-daan');
    expect((await planIn('MOD-DBL-BF', formosaMember)).prices.total_price).toBe(guest.prices.total_price);
    // An ended session searches as a guest.
    expect((await planIn('MOD-DBL-BF', 'not-a-session')).prices.total_price).toBe(guest.prices.total_price);
  });

  it('books a member at the member rate, and refuses it to a guest with the guest’s price', async () => {
    const memberTotal = await quotedTotal(t.app, { ...stay, roomPlanCode: 'MOD-DBL-BF' }, sakuraMember);
    const guestTotal = await quotedTotal(t.app, { ...stay, roomPlanCode: 'MOD-DBL-BF' });

    const asGuest = await book('MOD-DBL-BF', memberTotal);
    expect([asGuest.statusCode, firstError(asGuest.json()).code]).toEqual([409, 'PRICE_CHANGED']);
    expect(firstError(asGuest.json()).payloads).toMatchObject({ total_price: { cents: guestTotal } });

    const asMember = await book('MOD-DBL-BF', memberTotal, sakuraMember);
    expect(asMember.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom('reservations')
      .select(['total_price', 'user_id'])
      .where('reservation_number', '=', asMember.json().data.reservation_number)
      .executeTakeFirstOrThrow();
    expect(stored.total_price).toBe(memberTotal);
    expect(stored.user_id).not.toBeNull();
  });

  it('prices nights added to a member’s booking at the member rate', async () => {
    const memberTotal = await quotedTotal(t.app, { ...stay, roomPlanCode: 'MOD-DBL-BF' }, sakuraMember);
    const booked = await book('MOD-DBL-BF', memberTotal, sakuraMember);
    const number = booked.json().data.reservation_number as string;
    const roomIds = (
      await t.db
        .selectFrom('reservation_rooms')
        .innerJoin('reservations', 'reservations.id', 'reservation_rooms.reservation_id')
        .select('reservation_rooms.id')
        .where('reservation_number', '=', number)
        .execute()
    ).map((r) => r.id);
    const longer = { checkin: stay.checkin, checkout: tokyoDate(42), roomIds };
    const quoted = await stayChanges(() => t.app, { email: EMAIL }).quote(number, longer, { authorization: `Bearer ${sakuraMember}` });
    expect(quoted.statusCode).toBe(200);
    const twoNightsAsMember = await quotedTotal(t.app, { ...stay, checkout: tokyoDate(42), roomPlanCode: 'MOD-DBL-BF' }, sakuraMember);
    expect(quoted.json().data.quote.total_price).toBe(twoNightsAsMember);
  });

  it('gives a member the calendar price of the cheapest plan as they would pay it, members-only plans too', async () => {
    // Make the cheapest plan anyone can book (non-refundable) cost members 20 % less.
    await t.db.updateTable('plans').set({ sign_in_discount_percent: 20 }).where('hotel_plan_code', '=', 'NR').execute();
    t.app.hotels.clearCache();
    const day = stay.checkin;
    const calendar = async (memberToken?: string) => {
      const response = await t.app.inject({
        url: `/api/v1/hotels/sakura-ginza/rooms/availability?start_date=${day}&end_date=${day}&adults=2`,
        headers: memberToken ? { authorization: `Bearer ${memberToken}` } : {},
      });
      return response.json().data.days[0].lowest_price as number;
    };
    // The calendar's lowest price is the cheapest one-night plan the same viewer's search finds.
    const cheapest = async (memberToken?: string) => {
      const plans = (await searchTokyo(t.app, stay, memberToken)).flatMap((r) => r.room_plans);
      const bookable = plans.filter((p) => p.available && p.bookable && !p.is_day_use && p.minimum_nights <= 1);
      return Math.min(...bookable.filter((p) => memberToken || !p.members_only).map((p) => p.prices.total_price));
    };
    const guest = await calendar();
    const member = await calendar(sakuraMember);
    expect(guest).toBe(await cheapest());
    expect(member).toBe(await cheapest(sakuraMember));
    expect(member).toBeLessThan(guest);
  });
});
