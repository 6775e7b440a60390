import { afterAll, beforeAll, expect, it } from 'vitest';
import { indexesOfPlansWith, plansDatabase } from '../../testing/plans';
import { reviewsRepository } from './repository';

// Planned once for any values (ADR 0076), a statement uses the partial index only with the value written in its text.
let planned: Awaited<ReturnType<typeof plansDatabase>>;
beforeAll(async () => {
  planned = await plansDatabase();
});
afterAll(async () => {
  await planned?.drop();
});

it("a hotel's visible reviews are read through hotel_reviews_visible", async () => {
  const reviews = reviewsRepository(planned.db);
  await reviews.summary(1);
  await reviews.listVisible(1, { limit: 10, offset: 0 });
  const plans = await indexesOfPlansWith(planned.db, '"hotel_reviews"', 'hidden');
  expect(plans).toHaveLength(3);
  for (const indexes of plans) expect(indexes).toContain('hotel_reviews_visible');
});
