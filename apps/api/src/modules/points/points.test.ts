import { addDays } from '@yado/domain/dates';
import { earnedPoints } from '@yado/domain/points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeQueries } from '../../db/observed-dialect';
import { DEMO_MEMBER } from '../../db/seed/members';
import {
  bearer,
  bookingBody,
  confirmedMember,
  firstError,
  quotedTotal,
  setHotelSettings,
  startTestApp,
  tokyoMonday,
  type TestApp,
} from '../../testing/test-app';
import { SANDBOX_REFUSED_EXCHANGE } from './partner';
import { memberWithPoints } from './testing';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

const point = async (token: string) => (await t.app.inject({ url: '/api/v1/user/point', headers: bearer(token) })).json().data;
const timeline = async (token: string, query = '') =>
  (await t.app.inject({ url: `/api/v1/user/points_timeline?${query}`, headers: bearer(token) })).json();
const exchange = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/point_exchanges', headers: bearer(token), payload });

async function signIn(email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
    payload: { email, password },
  });
  return response.json().data.access_token as string;
}

async function book(token: string | null, checkin: string, checkout: string) {
  const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session, ...(token ? bearer(token) : {}) },
    payload: bookingBody({ checkin, checkout, totalCents }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { reservation_number: string; bypass_token: string; reservation: Record<string, unknown> };
}

const gainOf = (number: string) =>
  t.db
    .selectFrom('point_entries')
    .innerJoin('reservations', 'reservations.id', 'point_entries.reservation_id')
    .select(['point_entries.state', 'point_entries.points', 'point_entries.posts_on', 'reservations.id'])
    .where('reservations.reservation_number', '=', number)
    .where('point_entries.kind', '=', 'gained')
    .executeTakeFirst();

describe('the demo member', () => {
  it('has a balance, ranking points, a rank and the next one, all derived from the ledger', async () => {
    const token = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(await point(token)).toMatchObject({
      program_enabled: true,
      total_point: 2_750,
      ranking_points_value: 2_850,
      future_point: 0,
      spend_step: 100,
      spend_minimum: 500,
      rank: { code: 'blossom' },
      next_rank: { code: 'silver', points_needed: 150 },
    });
  });

  it('pages the history five at a time, newest first', async () => {
    const token = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const first = await timeline(token);
    expect(first).toMatchObject({ page: 1, per_page: 5, total_pages: 1, total_entries: 4, total: 2_750, total_ranking_points: 2_850 });
    expect(first.data.map((e: { kind: string; points: number }) => [e.kind, e.points])).toEqual([
      ['exchanged', -600],
      ['gained', 1_650],
      ['gained', 1_200],
      ['adjusted', 500],
    ]);
    expect(first.data[0].exchange).toMatchObject({ exchange_type: 'digico', reference: 'DIGICO-DEMO00000001' });
    const second = await timeline(token, 'per_page=3&page=2');
    expect(second).toMatchObject({ page: 2, per_page: 3, total_pages: 2 });
    expect(second.data.map((e: { points: number }) => e.points)).toEqual([500]);
  });
});

describe('points for a stay', () => {
  it('shows what a member’s stay will earn, posts it three days after check-out and moves the member up a rank', async () => {
    const token = await confirmedMember(t.app, 'earner@example.com');
    const checkin = tokyoMonday(20);
    const checkout = addDays(checkin, 2);
    const written: string[] = [];
    const stop = observeQueries(t.db, ({ operation, sql: text }) => {
      if (operation !== 'select') written.push(text);
      return () => undefined;
    });
    const booked = await book(token, checkin, checkout);
    stop();
    // The points to come and their posting job are written with the booking, in its one statement (ADR 0083).
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/insert into "reservations".*insert into "point_entries".*insert into "jobs".*UPDATE inventory/s);
    const expected = earnedPoints(booked.reservation.room_price_without_tax as number, 'JPY', 100);
    expect(expected).toBeGreaterThan(0);
    expect(booked.reservation.points_earned).toEqual({ points: expected, posts_on: addDays(checkout, 3), posted: false });
    expect(await point(token)).toMatchObject({ total_point: 0, future_point: expected });
    const future = await timeline(token, 'scope=future');
    expect(future.data).toEqual([
      expect.objectContaining({
        kind: 'future',
        points: expected,
        date: addDays(checkout, 3),
        reservation_number: booked.reservation_number,
      }),
    ]);

    // Ranking points that leave the member exactly this stay short of Silver: its posting moves them up.
    const { id: userId } = await t.db.selectFrom('users').select('id').where('email', '=', 'earner@example.com').executeTakeFirstOrThrow();
    await t.db
      .insertInto('point_entries')
      .values({ user_id: userId, kind: 'adjusted', points: 0, ranking_points: 3_000 - expected, note: 'test', posted_at: new Date() })
      .execute();

    await t.app.jobs.runDue(new Date(`${addDays(checkout, 2)}T12:00:00Z`));
    expect((await gainOf(booked.reservation_number))?.state).toBe('future');
    await t.app.jobs.runDue(new Date(`${addDays(checkout, 3)}T00:30:00Z`));
    expect(await gainOf(booked.reservation_number)).toMatchObject({ state: 'posted', points: expected });
    expect(await point(token)).toMatchObject({
      total_point: expected,
      future_point: 0,
      ranking_points_value: 3_000,
      rank: { code: 'silver' },
    });
    // Posted once: the job running again adds nothing.
    await t.app.jobs.runDue(new Date(`${addDays(checkout, 9)}T00:30:00Z`));
    expect((await point(token)).total_point).toBe(expected);
  });

  it('voids a cancelled stay’s points', async () => {
    const token = await confirmedMember(t.app, 'canceller@example.com');
    const checkin = tokyoMonday(27);
    const booked = await book(token, checkin, addDays(checkin, 1));
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${booked.reservation_number}/cancel`,
      headers: bearer(token),
      payload: { bypass_token: booked.bypass_token, reason: 'plans_changed', cancellation_fee_displayed: 0 },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.reservation.points_earned).toBeNull();
    expect((await gainOf(booked.reservation_number))?.state).toBe('void');
    expect(await point(token)).toMatchObject({ total_point: 0, future_point: 0 });
  });

  it('earns nothing for a guest, at a hotel without the program, or where a point is not a unit of the hotel’s currency', async () => {
    const token = await confirmedMember(t.app, 'nothing@example.com');
    const checkin = tokyoMonday(34);
    const guest = await book(null, checkin, addDays(checkin, 1));
    expect(guest.reservation.points_earned).toBeNull();

    const setProgramDisabled = (disabled: boolean) => setHotelSettings(t, 'sakura-ginza', { point_program_disabled: disabled });
    await setProgramDisabled(true);
    try {
      expect((await book(token, addDays(checkin, 1), addDays(checkin, 2))).reservation.points_earned).toBeNull();
    } finally {
      await setProgramDisabled(false);
    }

    const setPointCurrency = (currency: string) =>
      t.db.updateTable('membership_programs').set({ point_currency: currency }).where('code', '=', 'club').execute();
    await setPointCurrency('KRW');
    try {
      expect((await book(token, addDays(checkin, 2), addDays(checkin, 3))).reservation.points_earned).toBeNull();
    } finally {
      await setPointCurrency('JPY');
    }
    expect((await point(token)).future_point).toBe(0);
    // The same member's next stay earns again.
    expect((await book(token, addDays(checkin, 3), addDays(checkin, 4))).reservation.points_earned).not.toBeNull();
  });
});

describe('exchanging points', () => {
  it('takes whole steps from the balance, gives a partner reference valid 180 days, and refuses more than the balance (2401)', async () => {
    const token = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const made = await exchange(token, { amount: 1_000 });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ amount: 1_000, exchange_type: 'digico', reference: expect.stringMatching(/^DIGICO-/) });
    expect((await point(token)).total_point).toBe(1_750);

    const tooMany = await exchange(token, { amount: 1_800 });
    expect([tooMany.statusCode, firstError(tooMany.json()).code]).toEqual([422, 2401]);
    expect(tooMany.json().errors[0].payloads).toMatchObject({ currentPoint: 1_750, spendPoint: 1_800 });
    const brokenStep = await exchange(token, { amount: 550 });
    expect([brokenStep.statusCode, firstError(brokenStep.json()).code]).toEqual([422, 'POINT_SPEND_RULE']);
    const unknownPartner = await exchange(token, { amount: 500, exchange_type: 'airline' });
    expect(unknownPartner.statusCode).toBe(422);

    const list = (await t.app.inject({ url: '/api/v1/user/point_exchanges', headers: bearer(token) })).json();
    expect(list.data.map((e: { amount: number }) => e.amount)).toEqual([1_000, 600]);
  });

  it('gives the points back when the partner refuses them', async () => {
    const { token } = await memberWithPoints(t.app, t.db, 'refused@example.com', 2_000);
    const refused = await exchange(token, { amount: SANDBOX_REFUSED_EXCHANGE });
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([502, 3501]);
    expect((await point(token)).total_point).toBe(2_000);
    expect((await timeline(token)).data.map((e: { kind: string; points: number }) => [e.kind, e.points])).toEqual([
      ['refunded', SANDBOX_REFUSED_EXCHANGE],
      ['exchanged', -SANDBOX_REFUSED_EXCHANGE],
      ['adjusted', 2_000],
    ]);
  });

  it('is refused where the member’s program has no points (3202), and needs a member', async () => {
    const token = await confirmedMember(t.app, 'formosa@example.com', undefined, 'formosa-daan');
    const refused = await exchange(token, { amount: 500 });
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([409, 3202]);
    expect((await point(token)).program_enabled).toBe(false);
    const anonymous = await t.app.inject({ url: '/api/v1/user/point' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('staff adjustments', () => {
  it('adds and takes points with a reason, recorded with the staff key, never below zero, only for the hotel’s brand', async () => {
    const token = await confirmedMember(t.app, 'adjusted@example.com');
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', 'adjusted@example.com').executeTakeFirstOrThrow();
    const { key } = await t.app.staff.issue('sakura-ginza', 'front desk');
    const adjust = (payload: Record<string, unknown>, hotel = 'sakura-ginza', staffKey = key) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/hotels/${hotel}/members/${id}/point_adjustments`,
        headers: bearer(staffKey),
        payload,
      });

    const added = await adjust({ points: 800, note: 'Sorry about the noise' });
    expect([added.statusCode, added.json().data]).toEqual([201, { total_point: 800 }]);
    const taken = await adjust({ points: -900, note: 'Correction' });
    expect([taken.statusCode, firstError(taken.json()).code]).toEqual([422, 2401]);
    expect((await adjust({ points: 0, note: 'Nothing' })).statusCode).toBe(422);
    expect((await adjust({ points: 100, note: 'No key' }, 'sakura-ginza', 'ysk_wrong')).statusCode).toBe(401);
    const { key: otherBrandKey } = await t.app.staff.issue('formosa-daan', 'front desk');
    expect((await adjust({ points: 100, note: 'Other brand' }, 'formosa-daan', otherBrandKey)).statusCode).toBe(404);

    const [row] = (await timeline(token)).data;
    expect(row).toMatchObject({ kind: 'adjusted', points: 800, note: 'Sorry about the noise' });
    const stored = await t.db.selectFrom('point_entries').select('staff_credential_id').where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(stored.staff_credential_id).toEqual(expect.any(Number));
  });
});
