import { addDays } from '@yado/domain/dates';
import { earnedPoints } from '@yado/domain/points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  bookingBody,
  firstError,
  quotedTotal,
  setTokyoStock,
  soldOn,
  startTestApp,
  tokyoMonday,
  type TestApp,
} from '../../testing/test-app';
import { sandboxToken } from '../payments/testing';
import { memberWithPoints, pointBalance } from './testing';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

const balance = (token: string) => pointBalance(t.app, token);
const memberWith = async (email: string, points: number) => (await memberWithPoints(t.app, t.db, email, points)).token;

async function book(
  token: string | null,
  stay: { checkin: string; checkout: string },
  spend: { points: number; payment?: { type: string; card_token?: string }; roomPlanCode?: string; email?: string },
) {
  const roomPlanCode = spend.roomPlanCode ?? 'MOD-DBL-RO';
  const totalCents = await quotedTotal(t.app, { ...stay, roomPlanCode });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session, ...(token ? bearer(token) : {}) },
    payload: {
      ...bookingBody({ ...stay, roomPlanCode, totalCents, email: spend.email }),
      ...(spend.payment ? { payment: spend.payment } : {}),
      spending_point: spend.points,
    },
  });
  return { response, totalCents };
}

describe('spending points on a booking', () => {
  it('takes what the points are worth off what is paid, keeps the price before them, and earns on the rest', async () => {
    const token = await memberWith('spender@example.com', 5_000);
    const checkin = tokyoMonday(21);
    const { response, totalCents } = await book(
      token,
      { checkin, checkout: addDays(checkin, 1) },
      { points: 2_000, email: 'spender@example.com' },
    );
    expect(response.statusCode).toBe(201);
    const { reservation } = response.json().data;
    expect(reservation).toMatchObject({
      total_price_before_point_discount: totalCents,
      spending_point_value: 2_000,
      spent_points: 2_000,
      total_price: totalCents - 2_000,
      due_at_hotel: totalCents - 2_000,
    });
    expect(reservation.points_earned.points).toBe(earnedPoints(reservation.room_price_without_tax - 2_000, 'JPY', 100));
    expect(await balance(token)).toBe(3_000);
    // The confirmation mail says what the points paid and what is left to pay.
    await t.app.jobs.runDue();
    const mail = (await t.app.inject({ url: '/api/v1/demo/mailbox?to=spender%40example.com' })).json().data[0];
    expect(mail.body).toContain('Paid with 2,000 points: -¥2,000');
    expect(mail.body).toContain(`Total: ¥${new Intl.NumberFormat('en').format(totalCents - 2_000)}`);
  });

  it('refuses a broken step, more than the balance (2401) or the price, and a guest, booking nothing', async () => {
    const token = await memberWith('refused.spend@example.com', 3_000);
    const checkin = tokyoMonday(28);
    const stay = { checkin, checkout: addDays(checkin, 1) };
    const soldBefore = await soldOn(t.db, 'MOD-DBL', checkin);

    const step = (await book(token, stay, { points: 550 })).response;
    expect([step.statusCode, firstError(step.json()).code]).toEqual([422, 'POINT_SPEND_RULE']);
    const over = (await book(token, stay, { points: 3_100 })).response;
    expect([over.statusCode, firstError(over.json()).code]).toEqual([422, 2401]);
    expect(firstError(over.json()).payloads).toMatchObject({ currentPoint: 3_000, spendPoint: 3_100 });
    const guest = (await book(null, stay, { points: 500 })).response;
    expect([guest.statusCode, firstError(guest.json()).code]).toEqual([409, 3202]);

    const rich = await memberWith('rich@example.com', 1_000_000);
    const { response: abovePrice, totalCents } = await book(rich, stay, { points: 900_000 });
    expect([abovePrice.statusCode, firstError(abovePrice.json()).code]).toEqual([422, 'POINT_SPEND_RULE']);
    expect(firstError(abovePrice.json()).payloads).toMatchObject({ maximum: Math.floor(totalCents / 100) * 100 });

    expect(await soldOn(t.db, 'MOD-DBL', checkin)).toEqual(soldBefore);
    expect(await balance(token)).toBe(3_000);
  });

  it('charges the card only what the points leave, and will not take a card for nothing', async () => {
    const token = await memberWith('card.spender@example.com', 100_000);
    const checkin = tokyoMonday(35);
    const stay = { checkin, checkout: addDays(checkin, 1) };
    const card = async () => ({ type: 'credit_card', card_token: await sandboxToken(t.app, '4242424242424242') });
    const { response, totalCents } = await book(token, stay, { points: 1_000, payment: await card(), roomPlanCode: 'MOD-DBL-NR' });
    expect(response.statusCode).toBe(201);
    const { reservation } = response.json().data;
    expect(reservation).toMatchObject({ total_price: totalCents - 1_000, paid_online: totalCents - 1_000, due_at_hotel: 0 });
    expect(reservation.payment).toMatchObject({ amount: totalCents - 1_000, status: 'captured' });

    // Points in single steps can cover a price exactly.
    const setSteps = (step: number, minimum: number) =>
      t.db
        .updateTable('membership_programs')
        .set({ point_spend_step: step, point_spend_minimum: minimum })
        .where('code', '=', 'club')
        .execute();
    const whole = await quotedTotal(t.app, { ...stay, roomPlanCode: 'MOD-DBL-NR' });
    const payAtHotel = await quotedTotal(t.app, { ...stay, roomPlanCode: 'MOD-DBL-RO' });
    await setSteps(1, 1);
    try {
      const nothing = (await book(token, stay, { points: whole, payment: await card(), roomPlanCode: 'MOD-DBL-NR' })).response;
      expect([nothing.statusCode, firstError(nothing.json()).code]).toEqual([422, 'NOTHING_TO_PAY_BY_CARD']);
      // Points for the whole price, paid at the hotel: nothing is left to pay there.
      const free = (await book(token, stay, { points: payAtHotel, roomPlanCode: 'MOD-DBL-RO', payment: { type: 'on_site' } })).response;
      expect(free.statusCode).toBe(201);
      expect(free.json().data.reservation).toMatchObject({ total_price: 0, due_at_hotel: 0, spent_points: payAtHotel });
    } finally {
      await setSteps(100, 500);
    }
    expect(await balance(token)).toBe(100_000 - 1_000 - payAtHotel);
  });

  it('gives every point back when the stay is cancelled', async () => {
    const token = await memberWith('cancel.spender@example.com', 4_000);
    const checkin = tokyoMonday(42);
    await setTokyoStock(t.db, 'MOD-DBL', checkin, addDays(checkin, 1), { total: 5, sold: 0 });
    const { response } = await book(token, { checkin, checkout: addDays(checkin, 1) }, { points: 1_500 });
    const { reservation_number: number, bypass_token } = response.json().data;
    expect(await balance(token)).toBe(2_500);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${number}/cancel`,
      headers: bearer(token),
      payload: { bypass_token, reason: 'plans_changed', cancellation_fee_displayed: 0 },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await balance(token)).toBe(4_000);
    const history = (await t.app.inject({ url: '/api/v1/user/points_timeline', headers: bearer(token) })).json().data;
    expect(history.slice(0, 2).map((e: { kind: string; points: number }) => [e.kind, e.points])).toEqual([
      ['refunded', 1_500],
      ['spent', -1_500],
    ]);
  });

  it('gives back what a shorter stay no longer costs, keeping the rest on it', async () => {
    const token = await memberWith('shorter@example.com', 100_000);
    const checkin = tokyoMonday(49);
    await setTokyoStock(t.db, 'MOD-DBL', checkin, addDays(checkin, 2), { total: 5, sold: 0 });
    const oneNight = await quotedTotal(t.app, { checkin, checkout: addDays(checkin, 1), roomPlanCode: 'MOD-DBL-RO' });
    const { response, totalCents } = await book(
      token,
      { checkin, checkout: addDays(checkin, 2) },
      { points: Math.floor(oneNight / 100) * 100 + 1_000 },
    );
    expect(response.statusCode).toBe(201);
    const { reservation_number: number, bypass_token, reservation } = response.json().data;
    const spent = reservation.spent_points as number;
    expect(spent).toBeLessThanOrEqual(totalCents);

    const roomIds = reservation.rooms.map((room: { id: number }) => room.id).join(',');
    const query = new URLSearchParams({ bypass_token, checkin_date: checkin, checkout_date: addDays(checkin, 1), room_ids: roomIds });
    const quoted = await t.app.inject({ url: `/api/v1/reservations/${number}/change_quote?${query}`, headers: bearer(token) });
    expect(quoted.statusCode).toBe(200);
    const { quote } = quoted.json().data;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${number}`,
      headers: bearer(token),
      payload: {
        bypass_token,
        checkin_date: checkin,
        checkout_date: addDays(checkin, 1),
        room_ids: reservation.rooms.map((room: { id: number }) => room.id),
        version: reservation.version,
        total_price_displayed: quote.total_price,
        change_fee_displayed: quote.change_fee,
      },
    });
    expect(changed.statusCode).toBe(200);
    const kept = quote.total_price as number;
    const after = (
      await t.app.inject({ url: `/api/v1/reservations/${number}`, headers: { ...bearer(token), 'x-bypass-token': bypass_token } })
    ).json().data.reservation;
    expect(after).toMatchObject({ spent_points: kept, spending_point_value: kept, total_price: 0, due_at_hotel: 0 });
    expect(await balance(token)).toBe(100_000 - kept);
  });
});
