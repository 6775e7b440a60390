import { describe, expect, it } from 'vitest';
import { postgresTestApp } from '../../testing/postgres-app';

const t = postgresTestApp();

describe('a recurring job scheduled by several servers at once, on PostgreSQL', () => {
  it('is scheduled once', async () => {
    const kinds = Array.from({ length: 10 }, (_, i) => `recurring_race_test_${i}`);
    const runAt = new Date(Date.now() + 3_600_000);
    // Twenty schedulers on twenty connections for each kind, as servers starting together would run them.
    await Promise.all(
      kinds.flatMap((kind) =>
        Array.from({ length: 20 }, () => t.app.jobs.enqueueUnlessWaiting(t.db, { kind, payload: {}, runAt }, new Date(0))),
      ),
    );
    const scheduled = await t.db.selectFrom('jobs').select('kind').where('kind', 'in', kinds).execute();
    expect(scheduled.map((job) => job.kind).sort()).toEqual(kinds.sort());
  });
});
