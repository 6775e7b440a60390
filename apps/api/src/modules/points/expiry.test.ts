import { addDays, addMonths } from '@yado/domain/dates';
import { pointsExpireOn } from '@yado/domain/points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember, startTestApp, type TestApp } from '../../testing/test-app';
import { POINTS_EXPIRY_JOB } from './service';
import { memberId, pointBalance, postedPoints } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

// Dates count back from today, as the points answer reads the clock: the test passes on any day.
const now = new Date();
const today = now.toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

const point = async (token: string) => (await t.app.inject({ url: '/api/v1/user/point', headers: bearer(token) })).json().data;

const expiredRows = (userId: number) =>
  t.db.selectFrom('point_entries').select('points').where('user_id', '=', userId).where('kind', '=', 'expired').execute();

const waitingExpiryRuns = () =>
  t.db.selectFrom('jobs').select('run_at').where('kind', '=', POINTS_EXPIRY_JOB).where('done_at', 'is', null).execute();

/** Runs the daily expiry job at `at` (a run of its own, besides the next day's it has scheduled). */
async function runExpiry(at: Date) {
  await t.app.jobs.enqueue(t.db, { kind: POINTS_EXPIRY_JOB, payload: {}, runAt: at });
  expect(await t.app.jobs.runDue(at)).toBe(1);
}

describe('the daily expiry job', () => {
  it('expires exactly the old points nobody used, once, and the points answer says what expires next', async () => {
    const token = await confirmedMember(t.app, 'expiring@example.com');
    const id = await memberId(t.db, 'expiring@example.com');
    const recentGain = addMonths(today, -10);
    await postedPoints(t.db, id, 'gained', 1_000, addMonths(today, -14));
    await postedPoints(t.db, id, 'gained', 500, addMonths(today, -13));
    await postedPoints(t.db, id, 'gained', 800, recentGain);
    await postedPoints(t.db, id, 'spent', -1_200, addMonths(today, -6));
    await postedPoints(t.db, id, 'gained', 300, addDays(today, -10));
    expect(await pointBalance(t.app, token)).toBe(1_400);

    await runExpiry(now);
    // The two old gains (1,500) less the 1,200 spent from them first.
    expect(await expiredRows(id)).toEqual([{ points: -300 }]);
    expect(await pointBalance(t.app, token)).toBe(1_100);
    // Next: the 800 of ten months ago; the fresh 300 stays.
    expect(await point(token)).toMatchObject({
      points_valid_months: 12,
      expiring_soon: { date: pointsExpireOn(recentGain, 12), points: 800 },
    });

    // A second run the same day writes nothing and schedules no second run for tomorrow.
    await runExpiry(now);
    expect(await expiredRows(id)).toHaveLength(1);
    expect(await waitingExpiryRuns()).toEqual([{ run_at: startOfDay(addDays(today, 1)) }]);
  });

  it('never takes a balance below zero and leaves fresh points alone', async () => {
    const spentToken = await confirmedMember(t.app, 'spent-all@example.com');
    const spentAll = await memberId(t.db, 'spent-all@example.com');
    await postedPoints(t.db, spentAll, 'gained', 1_000, addMonths(today, -15));
    await postedPoints(t.db, spentAll, 'spent', -1_000, addMonths(today, -14));
    const freshToken = await confirmedMember(t.app, 'fresh@example.com');
    const fresh = await memberId(t.db, 'fresh@example.com');
    await postedPoints(t.db, fresh, 'gained', 700, addMonths(today, -11));

    await runExpiry(now);
    expect([await expiredRows(spentAll), await pointBalance(t.app, spentToken)]).toEqual([[], 0]);
    expect([await expiredRows(fresh), await pointBalance(t.app, freshToken)]).toEqual([[], 700]);
    // Within three months of expiring, the fresh gain is announced; the member with nothing has nothing to expire.
    expect((await point(freshToken)).expiring_soon).toEqual({ date: pointsExpireOn(addMonths(today, -11), 12), points: 700 });
    expect((await point(spentToken)).expiring_soon).toBeNull();
  });

  it('expires nothing in a program without a validity', async () => {
    const token = await confirmedMember(t.app, 'forever@example.com');
    const id = await memberId(t.db, 'forever@example.com');
    await postedPoints(t.db, id, 'gained', 400, addMonths(today, -30));
    await t.db.updateTable('membership_programs').set({ points_valid_months: null }).where('code', '=', 'club').execute();
    try {
      await runExpiry(now);
      expect(await pointBalance(t.app, token)).toBe(400);
      expect(await point(token)).toMatchObject({ points_valid_months: null, expiring_soon: null });
    } finally {
      await t.db.updateTable('membership_programs').set({ points_valid_months: 12 }).where('code', '=', 'club').execute();
    }
  });
});
