import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { indexesOfPlansWith, plansDatabaseOfFile } from '../../testing/plans';
import { lotteriesRepository } from './repository';

// Planned once for any values (ADR 0076), a statement uses the partial index only with the status written in its text.
const db = plansDatabaseOfFile();

it("a lottery's entries waiting for the draw, and its winners, are read through lottery_entries_one_live", async () => {
  const lotteries = lotteriesRepository(db());
  await lotteries.registeredEntryNumbers(randomUUID());
  await lotteries.unbookedWinnerNumbers(randomUUID());
  const plans = await indexesOfPlansWith(db(), 'lottery_entries', 'status');
  expect(plans).toHaveLength(2);
  for (const indexes of plans) expect(indexes).toContain('lottery_entries_one_live');
});
