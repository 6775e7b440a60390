import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { SHOPPER_BROWSERS_PURGE_JOB } from '../payments/shopper-browsers-purge';
import { POINTS_EXPIRY_JOB } from '../points/service';
import { REVIEW_INVITATION_JOB } from '../reviews/service';
import { GIVEN_UP } from './runner';

const RECURRING = [POINTS_EXPIRY_JOB, REVIEW_INVITATION_JOB, SHOPPER_BROWSERS_PURGE_JOB];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('recurring jobs on a server that runs jobs', () => {
  it('schedules each again from its first poll, though its last run was given up', async () => {
    await t.db.deleteFrom('jobs').execute();
    await t.db
      .insertInto('jobs')
      .values(RECURRING.map((kind) => ({ kind, payload: JSON.stringify({}), run_at: GIVEN_UP, attempts: 8, last_error: 'failed' })))
      .execute();

    t.app.jobs.start(5);
    try {
      // Each kind has a run that is not given up: done already, or waiting.
      const scheduled = async () => {
        const rows = await t.db.selectFrom('jobs').select('kind').distinct().where('run_at', '<', GIVEN_UP).execute();
        return rows.map((row) => row.kind).sort();
      };
      await expect.poll(scheduled, { timeout: 10_000 }).toEqual([...RECURRING].sort());
    } finally {
      await t.app.jobs.stop();
    }
  });
});
