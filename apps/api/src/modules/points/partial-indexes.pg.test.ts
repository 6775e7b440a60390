import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { indexesOfPlansWith, plansDatabaseOfFile } from '../../testing/plans';
import { pointsRepository } from './repository';

// Planned once for any values (ADR 0076), a statement uses a partial index only with its values written in its text.
const db = plansDatabaseOfFile();

it("a stay's points to come are read through point_entries_stay_gain", async () => {
  await pointsRepository.gainOf(db(), randomUUID());
  await pointsRepository.stayOf(db(), randomUUID());
  const plans = await indexesOfPlansWith(db(), 'point_entries', 'gained');
  expect(plans).toHaveLength(2);
  for (const indexes of plans) expect(indexes).toContain('point_entries_stay_gain');
});

it('members whose points may have expired are found through point_entries_posted_gains', async () => {
  await pointsRepository.expiryCandidates(db(), '2026-01-01');
  const plans = await indexesOfPlansWith(db(), 'point_entries', 'posted_at <');
  expect(plans).toHaveLength(1);
  expect(plans[0]).toContain('point_entries_posted_gains');
});
