import { describe, expect, it } from 'vitest';
import { planWithMeals } from './plan-label';

const t = ((key: string) => ({ 'meals.none': 'Room only', 'meals.breakfast': 'Breakfast' })[key] ?? key) as Parameters<
  typeof planWithMeals
>[0];

describe("a plan's name with its meals", () => {
  it('names the meals a plan includes', () => {
    expect(planWithMeals(t, 'Early bird', 'breakfast')).toBe('Early bird · Breakfast');
  });

  it('leaves them out when there are none, or when the plan is named for them', () => {
    expect(planWithMeals(t, 'Room only', 'none')).toBe('Room only');
    expect(planWithMeals(t, 'Early bird', 'none')).toBe('Early bird');
    expect(planWithMeals(t, 'Breakfast', 'breakfast')).toBe('Breakfast');
  });
});
