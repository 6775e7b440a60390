import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
/** The payload names of the test jobs run, in the order they ran. */
const ran: string[] = [];
/** Names of jobs that fail on their first run. */
const failOnce = new Set<string>();
/** Names of jobs that, while they run, are taken by another runner (their hold ran out): until when it holds them. */
const takenElsewhere = new Map<string, Date>();

beforeAll(async () => {
  t = await startTestApp();
  t.app.jobs.register('test.record', async (payload) => {
    const name = String(payload.name);
    ran.push(name);
    const heldElsewhere = takenElsewhere.get(name);
    if (heldElsewhere)
      await t.db
        .updateTable('jobs')
        .set({ locked_until: heldElsewhere })
        .where(sql<boolean>`payload->>'name' = ${name}`)
        .execute();
    if (failOnce.delete(name)) throw new Error(`${name} failed`);
  });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Only this file's jobs: the seed's own (a recurring purge, say) would run beside them.
  await t.db.deleteFrom('jobs').execute();
  ran.length = 0;
  failOnce.clear();
  takenElsewhere.clear();
});

const NOW = new Date('2030-03-01T00:00:00Z');
const secondsAfter = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

async function enqueue(name: string, runAt = NOW) {
  await t.app.jobs.enqueue(t.db, { kind: 'test.record', payload: { name }, runAt });
}

const stored = () =>
  t.db
    .selectFrom('jobs')
    .select(['payload', 'done_at', 'attempts', 'run_at', 'last_error', 'locked_until'])
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, name: (row.payload as { name: string }).name })));

describe('the job runner', () => {
  it('runs each due job once, in the order they are due, and marks every one done, the last one too', async () => {
    await enqueue('second', secondsAfter(-10));
    await enqueue('first', secondsAfter(-20));
    await enqueue('third', NOW);
    await enqueue('later', secondsAfter(60));

    expect(await t.app.jobs.runDue(NOW)).toBe(3);
    expect(ran).toEqual(['first', 'second', 'third']);
    const jobs = await stored();
    for (const name of ['first', 'second', 'third'])
      expect(jobs.find((job) => job.name === name)).toMatchObject({ done_at: NOW, locked_until: null, attempts: 1 });
    expect(jobs.find((job) => job.name === 'later')).toMatchObject({ done_at: null, attempts: 0 });

    // Done jobs are not run again; the later one runs when its time comes.
    expect(await t.app.jobs.runDue(NOW)).toBe(0);
    expect(await t.app.jobs.runDue(secondsAfter(60))).toBe(1);
    expect(ran).toEqual(['first', 'second', 'third', 'later']);
  });

  it('leaves a job that failed undone, to try again later, without holding up the jobs after it', async () => {
    await enqueue('flaky', secondsAfter(-2));
    await enqueue('steady', secondsAfter(-1));
    failOnce.add('flaky');

    expect(await t.app.jobs.runDue(NOW)).toBe(2);
    let jobs = await stored();
    // The job run after the failure is done; the failed one is not, and waits 2^attempts seconds.
    expect(jobs.find((job) => job.name === 'steady')).toMatchObject({ done_at: NOW });
    expect(jobs.find((job) => job.name === 'flaky')).toMatchObject({
      done_at: null,
      attempts: 1,
      last_error: 'flaky failed',
      run_at: secondsAfter(2),
      locked_until: null,
    });

    expect(await t.app.jobs.runDue(secondsAfter(1))).toBe(0);
    expect(await t.app.jobs.runDue(secondsAfter(2))).toBe(1);
    jobs = await stored();
    expect(jobs.find((job) => job.name === 'flaky')).toMatchObject({ done_at: secondsAfter(2), attempts: 2 });
    expect(ran).toEqual(['flaky', 'steady', 'flaky']);
  });

  it('does not take a job another runner holds until its hold runs out', async () => {
    await enqueue('held', secondsAfter(-1));
    await t.db
      .updateTable('jobs')
      .set({ locked_until: secondsAfter(30) })
      .execute();

    expect(await t.app.jobs.runDue(NOW)).toBe(0);
    expect(await t.app.jobs.runDue(secondsAfter(31))).toBe(1);
    expect(ran).toEqual(['held']);
  });

  it('leaves a job another runner took, once its hold ran out, to that runner: neither done nor failed by this one', async () => {
    await enqueue('slow', secondsAfter(-2));
    await enqueue('slow and failing', secondsAfter(-1));
    failOnce.add('slow and failing');
    takenElsewhere.set('slow', secondsAfter(200));
    takenElsewhere.set('slow and failing', secondsAfter(201));

    expect(await t.app.jobs.runDue(NOW)).toBe(2);
    const jobs = await stored();
    expect(jobs.find((job) => job.name === 'slow')).toMatchObject({ done_at: null, locked_until: secondsAfter(200) });
    expect(jobs.find((job) => job.name === 'slow and failing')).toMatchObject({
      done_at: null,
      last_error: null,
      locked_until: secondsAfter(201),
    });
  });

  it('keeps recurring jobs scheduled while it polls: from the first poll, then once a minute', async () => {
    const asked: Date[] = [];
    t.app.jobs.keepScheduled(async (now) => {
      asked.push(now);
    });
    t.app.jobs.start(5);
    try {
      await expect.poll(() => asked.length).toBe(1);
      // Polled again and again since, but asked once: the next time is a minute on.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked).toHaveLength(1);
    } finally {
      await t.app.jobs.stop();
    }
  });
});
