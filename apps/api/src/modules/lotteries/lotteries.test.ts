import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { demoStaffKey } from '../../db/seed/staff-keys';
import { bearer, bookingBody, confirmedMember, firstError, soldOn, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { sandboxToken } from '../payments/testing';
import { createTestLottery, entryBody } from './testing';

let t: TestApp;
const checkin = tokyoDate(24);
const stay = { checkin, checkout: addDays(checkin, 1) };
let event: Awaited<ReturnType<typeof createTestLottery>>;

beforeAll(async () => {
  t = await startTestApp();
  event = await createTestLottery(t.app, t.db, checkin);
});
afterAll(() => t.close());

function enter(token: string | null, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/lottery_results',
    payload: body,
    headers: token ? bearer(token) : {},
  });
}
const entryOf = (token: string, number: string) => t.app.inject({ url: `/api/v1/lottery_results/${number}`, headers: bearer(token) });
const drawNow = (eventId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/hotels/sakura-ginza/lottery_events/${eventId}/draw`,
    headers: bearer(demoStaffKey('sakura-ginza')),
  });
/** Leaves `free` rooms of a Tokyo room type on a night. */
async function leaveFree(roomTypeCode: string, date: string, free: number) {
  await sql`UPDATE inventory SET sold = total - ${free}::int
    WHERE stay_date = ${date}::date AND room_type_id = (SELECT id FROM room_types WHERE code = ${roomTypeCode} AND hotel_id = 1)`.execute(
    t.db,
  );
}
/** A winner's booking of their entry, at the price the event quotes a member. */
async function bookWon(
  token: string,
  entryNumber: string,
  input: { eventId: string; checkin: string; checkout: string; roomPlanCode: string; cardToken?: string },
) {
  const quoted = await t.app.inject({
    url: `/api/v1/lottery_events/${input.eventId}?checkin=${input.checkin}&checkout=${input.checkout}&adults=2`,
    headers: bearer(token),
  });
  const room = quoted
    .json()
    .data.lottery_event.room_plans.find((rp: { room_plan_code: string }) => rp.room_plan_code === input.roomPlanCode);
  const body = bookingBody({
    checkin: input.checkin,
    checkout: input.checkout,
    roomTypeCode: 'JPN-WAS',
    roomPlanCode: input.roomPlanCode,
    totalCents: room.prices.total_price,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    payload: {
      ...body,
      ...(input.cardToken ? { payment: { type: 'credit_card', card_token: input.cardToken } } : {}),
      lottery_result: { entry_number: entryNumber },
    },
    headers: { ...bearer(token), 'client-session': await t.session() },
  });
}

describe('a lottery event', () => {
  it('shows its dates and rooms, priced for a stay inside it', async () => {
    const response = await t.app.inject({ url: `/api/v1/lottery_events/${event.id}?checkin=${stay.checkin}&checkout=${stay.checkout}` });
    expect(response.statusCode).toBe(200);
    const shown = response.json().data.lottery_event;
    expect(shown).toMatchObject({ stay_start: checkin, stay_end: addDays(checkin, 2), min_nights: 1, max_nights: 2, entries_open: true });
    expect(shown.room_plans.map((rp: { room_plan_code: string }) => rp.room_plan_code).sort()).toEqual(
      [event.otherRoomPlanCode, event.roomPlanCode].sort(),
    );
    expect(shown.room_plans.every((rp: { prices: { total_price: number } | null }) => (rp.prices?.total_price ?? 0) > 0)).toBe(true);
  });

  it('sells its plans by the draw only: not in a search, and not booked directly', async () => {
    const search = await t.app.inject({
      url: `/api/v1/hotels/sakura-ginza/rooms?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&type=plans`,
    });
    expect(JSON.stringify(search.json())).not.toContain(event.roomPlanCode);
    const token = await confirmedMember(t.app, 'lottery.direct@example.com');
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      payload: bookingBody({ ...stay, roomTypeCode: 'JPN-WAS', roomPlanCode: event.roomPlanCode, totalCents: 50_000 }),
      headers: { ...bearer(token), 'client-session': await t.session() },
    });
    expect(firstError(direct.json()).code).toBe('PLAN_UNAVAILABLE');
  });

  it('answers 3751 for an event that does not exist', async () => {
    const response = await t.app.inject({ url: '/api/v1/lottery_events/0b5e1c1a-8a4f-4f43-9a0e-000000000000' });
    expect(response.statusCode).toBe(404);
    expect(firstError(response.json()).code).toBe(3751);
  });
});

describe('entering a lottery', () => {
  it('needs a signed-in member', async () => {
    const response = await enter(null, entryBody(event, stay, 'nobody@example.com'));
    expect(response.statusCode).toBe(401);
    expect(firstError(response.json()).code).toBe('NOT_SIGNED_IN');
  });

  it('takes stays inside the event and within its nights only (3750), and its own rooms only (3753)', async () => {
    const token = await confirmedMember(t.app, 'lottery.rules@example.com');
    const before = await enter(token, entryBody(event, { checkin: addDays(checkin, -1), checkout: checkin }, 'a@example.com'));
    expect(firstError(before.json())).toMatchObject({ code: 3750, status: 422 });
    const tooLong = await enter(token, entryBody(event, { checkin, checkout: addDays(checkin, 3) }, 'a@example.com'));
    expect(firstError(tooLong.json()).code).toBe(3750);
    const otherPlan = await enter(token, { ...entryBody(event, stay, 'a@example.com'), room_plan_code: 'JPN-WAS-RO' });
    expect(firstError(otherPlan.json()).code).toBe(3753);
  });

  it('keeps one entry per member, for that member only; changed or withdrawn until the deadline', async () => {
    const token = await confirmedMember(t.app, 'lottery.once@example.com');
    const entered = await enter(token, entryBody(event, stay, 'lottery.once@example.com'));
    expect(entered.statusCode).toBe(201);
    const entry = entered.json().data.lottery_result;
    expect(entry).toMatchObject({ status: 'registered', changeable: true, cancellable: true, bookable: false, adults: 2 });
    expect(entry.entry_number).toMatch(/^L\d{9}$/);

    const again = await enter(token, entryBody(event, stay, 'lottery.once@example.com'));
    expect(firstError(again.json())).toMatchObject({ code: 3756, status: 409 });

    const stranger = await confirmedMember(t.app, 'lottery.stranger@example.com');
    const peek = await entryOf(stranger, entry.entry_number);
    expect(peek.statusCode).toBe(403);
    expect(firstError(peek.json()).code).toBe('LOTTERY_ACCOUNT_MISMATCH');

    const twoNights = { checkin, checkout: addDays(checkin, 2) };
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/lottery_results/${entry.entry_number}`,
      payload: entryBody(event, twoNights, 'lottery.once@example.com'),
      headers: bearer(token),
    });
    expect(changed.json().data.lottery_result).toMatchObject({ checkout_date: twoNights.checkout, nights: 2 });

    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/lottery_results/${entry.entry_number}/cancel`,
      headers: bearer(token),
    });
    expect(cancelled.json().data.lottery_result).toMatchObject({ status: 'registration_cancelled', changeable: false, cancellable: false });
    const undo = await t.app.inject({ method: 'PUT', url: `/api/v1/lottery_results/${entry.entry_number}/cancel`, headers: bearer(token) });
    expect(firstError(undo.json()).code).toBe(3754);
    // A withdrawn entry does not count: the member may enter afresh.
    expect((await enter(token, entryBody(event, stay, 'lottery.once@example.com'))).statusCode).toBe(201);
  });
});

describe('the draw and the winners', () => {
  it('picks no more winners than rooms, holds their rooms, tells everyone, and the winner books the room held', async () => {
    const draw = await createTestLottery(t.app, t.db, tokyoDate(27));
    const night = { checkin: tokyoDate(27), checkout: tokyoDate(28) };
    await leaveFree('JPN-WAS', night.checkin, 1);
    const members = await Promise.all(
      ['draw.a@example.com', 'draw.b@example.com', 'draw.c@example.com'].map(async (email) => {
        const token = await confirmedMember(t.app, email);
        const entered = await enter(token, entryBody(draw, night, email));
        expect(entered.statusCode).toBe(201);
        return { email, token, number: entered.json().data.lottery_result.entry_number as string };
      }),
    );

    const drawn = await drawNow(draw.id);
    expect(drawn.json().data).toEqual({ winners: 1, not_winners: 2 });
    expect((await soldOn(t.db, 'JPN-WAS', night.checkin)).sold).toBe((await soldOn(t.db, 'JPN-WAS', night.checkin)).total);

    const entries = await Promise.all(
      members.map(async (m) => ({ ...m, entry: (await entryOf(m.token, m.number)).json().data.lottery_result })),
    );
    const winners = entries.filter((e) => e.entry.status === 'winner_reservation_pending');
    const losers = entries.filter((e) => e.entry.status === 'not_winner');
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(2);
    const winner = winners[0]!;
    expect(winner.entry).toMatchObject({ bookable: true, cancellable: true });
    for (const { email, entry } of entries) {
      const mail = (await t.app.inject({ url: `/api/v1/demo/mailbox?to=${encodeURIComponent(email)}` })).json().data[0];
      expect(mail.subject).toContain(entry.status === 'not_winner' ? 'Lottery results' : 'You won');
      expect(mail.link).toContain(`/room-lottery/confirmation/${entry.entry_number}`);
    }

    // Entries closed with the draw; a loser cannot book the room; the winner can, from the room held.
    expect(firstError((await enter(losers[0]!.token, entryBody(draw, night, 'late@example.com'))).json()).code).toBe(3752);
    const refused = await bookWon(losers[0]!.token, losers[0]!.number, { ...night, eventId: draw.id, roomPlanCode: draw.roomPlanCode });
    expect(firstError(refused.json()).code).toBe(3754);
    const otherStay = await bookWon(winner.token, winner.number, {
      eventId: draw.id,
      checkin: night.checkin,
      checkout: tokyoDate(29),
      roomPlanCode: draw.roomPlanCode,
    });
    expect(firstError(otherStay.json()).code).toBe(3754);
    const booked = await bookWon(winner.token, winner.number, { ...night, eventId: draw.id, roomPlanCode: draw.roomPlanCode });
    expect(booked.statusCode).toBe(201);
    const stock = await soldOn(t.db, 'JPN-WAS', night.checkin);
    expect(stock.sold).toBe(stock.total);

    const confirmed = (await entryOf(winner.token, winner.number)).json().data.lottery_result;
    expect(confirmed).toMatchObject({ status: 'winner_reservation_confirmed', bookable: false, cancellable: false });
    expect(confirmed.reservation.reservation_number).toBe(booked.json().data.reservation_number);
    const list = await t.app.inject({ url: '/api/v1/user/lottery_results', headers: bearer(winner.token) });
    expect(list.json().data.entries.map((e: { entry_number: string }) => e.entry_number)).toEqual([winner.number]);
  });

  it('entries close when the hotel draws early', async () => {
    const early = await createTestLottery(t.app, t.db, tokyoDate(33));
    expect((await drawNow(early.id)).json().data).toEqual({ winners: 0, not_winners: 0 });
    const token = await confirmedMember(t.app, 'too.late@example.com');
    const late = await enter(token, entryBody(early, { checkin: tokyoDate(33), checkout: tokyoDate(34) }, 'too.late@example.com'));
    expect(firstError(late.json())).toMatchObject({ code: 3752, status: 409 });
  });

  it('gives a won room back when its winner declines, or lets the booking deadline pass', async () => {
    const lottery = await createTestLottery(t.app, t.db, tokyoDate(36));
    const night = { checkin: tokyoDate(36), checkout: tokyoDate(37) };
    await leaveFree('JPN-WAS', night.checkin, 2);
    const [declining, sleeping] = await Promise.all(
      ['decline@example.com', 'sleep@example.com'].map(async (email) => {
        const token = await confirmedMember(t.app, email);
        const entered = await enter(token, entryBody(lottery, night, email));
        return { token, number: entered.json().data.lottery_result.entry_number as string };
      }),
    );
    expect((await drawNow(lottery.id)).json().data).toEqual({ winners: 2, not_winners: 0 });
    const full = await soldOn(t.db, 'JPN-WAS', night.checkin);
    expect(full.sold).toBe(full.total);

    const declined = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/lottery_results/${declining!.number}/cancel`,
      headers: bearer(declining!.token),
    });
    expect(declined.json().data.lottery_result.status).toBe('winner_reservation_pending_declined');
    expect((await soldOn(t.db, 'JPN-WAS', night.checkin)).sold).toBe(full.total - 1);

    // The deadline job runs after the booking window: the other room goes back on sale too.
    await t.app.jobs.runDue(new Date(Date.now() + 10 * 86_400_000));
    const expired = (await entryOf(sleeping!.token, sleeping!.number)).json().data.lottery_result;
    expect(expired).toMatchObject({ status: 'winner_reservation_cancelled', bookable: false });
    expect((await soldOn(t.db, 'JPN-WAS', night.checkin)).sold).toBe(full.total - 2);
  });

  it('lets a winner whose card was declined set the failed booking aside and book again', async () => {
    const lottery = await createTestLottery(t.app, t.db, tokyoDate(39));
    const night = { checkin: tokyoDate(39), checkout: tokyoDate(40) };
    const token = await confirmedMember(t.app, 'declined.card@example.com');
    const entered = await enter(token, entryBody(lottery, night, 'declined.card@example.com'));
    const number = entered.json().data.lottery_result.entry_number as string;
    await drawNow(lottery.id);

    const declined = await bookWon(token, number, {
      ...night,
      eventId: lottery.id,
      roomPlanCode: lottery.roomPlanCode,
      cardToken: await sandboxToken(t.app, '4000000000000002'),
    });
    expect(firstError(declined.json()).code).toBe(3003);
    const incomplete = (await entryOf(token, number)).json().data.lottery_result;
    expect(incomplete).toMatchObject({ status: 'winner_reservation_pending', incomplete: true, bookable: true, reservation: null });

    const setAside = await t.app.inject({
      method: 'POST',
      url: `/api/v1/lottery_results/${number}/delete_in_complete_reservation`,
      headers: bearer(token),
    });
    expect(setAside.json().data.lottery_result).toMatchObject({ incomplete: false, bookable: true });
    const again = await bookWon(token, number, { ...night, eventId: lottery.id, roomPlanCode: lottery.roomPlanCode });
    expect(again.statusCode).toBe(201);
    expect((await entryOf(token, number)).json().data.lottery_result.status).toBe('winner_reservation_confirmed');
    // Set aside once booked: nothing is incomplete any more.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/lottery_results/${number}/delete_in_complete_reservation`,
      headers: bearer(token),
    });
    expect(firstError(late.json()).code).toBe(3754);
  });
});
