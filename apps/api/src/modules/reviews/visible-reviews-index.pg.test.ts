import { expect, it } from 'vitest';
import { indexesOfPlansWith, plansDatabaseOfFile } from '../../testing/plans';
import { reviewsRepository } from './repository';

// Planned once for any values (ADR 0076), a statement uses the partial index only with the value written in its text.
const db = plansDatabaseOfFile();

it("a hotel's visible reviews are read through hotel_reviews_visible", async () => {
  const reviews = reviewsRepository(db());
  await reviews.summary(1);
  await reviews.listVisible(1, { limit: 10, offset: 0 });
  const plans = await indexesOfPlansWith(db(), '"hotel_reviews"', 'hidden');
  expect(plans).toHaveLength(3);
  for (const indexes of plans) expect(indexes).toContain('hotel_reviews_visible');
});
