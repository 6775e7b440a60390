import { describe, expect, it } from 'vitest';
import { partsInOrder } from './cancellation';
import { policyCreateSchema, policyProblems } from './cancellation-policy-editing';

const part = (days_before: number, hours_after: number | null, percentage_of_cost = 50) => ({
  days_before,
  hours_after,
  percentage_of_cost,
});

describe('a cancellation policy as staff edit it', () => {
  it('refuses two fees starting at one moment, an hour left blank being the start of the day', () => {
    expect(policyProblems({ cancellation_policy_parts: [part(3, null), part(3, 0)] })).toEqual([
      { field: 'cancellation_policy_parts.1.days_before', message: 'validation.duplicate' },
    ]);
    expect(policyProblems({ cancellation_policy_parts: [part(3, null), part(3, 18), part(2, null)] })).toEqual([]);
  });

  it('keeps fees in the order they start: most days before check-in first, then by hour', () => {
    expect(partsInOrder([part(0, 15), part(7, null), part(0, null), part(30, 12)])).toEqual([
      part(30, 12),
      part(7, null),
      part(0, null),
      part(0, 15),
    ]);
  });

  it('names each out-of-range number by its own message', () => {
    const parsed = policyCreateSchema.safeParse({
      code: 'p',
      name: ' ',
      cancellation_policy_parts: [part(-1, 24, 101)],
      no_show_percentage_of_cost: 1.5,
    });
    const messages = Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      name: 'validation.required',
      'cancellation_policy_parts.0.days_before': 'validation.days_before',
      'cancellation_policy_parts.0.hours_after': 'validation.hour',
      'cancellation_policy_parts.0.percentage_of_cost': 'validation.percentage',
      no_show_percentage_of_cost: 'validation.percentage',
    });
  });

  it('names a missing name or list of fees, and a fee that is not one, by a message of the catalogue', () => {
    const parsed = policyCreateSchema.safeParse({ code: 'P', cancellation_policy_parts: 'none', no_show_percentage_of_cost: 100 });
    expect(Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      name: 'validation.required',
      cancellation_policy_parts: 'validation.required',
    });
    const notAFee = policyCreateSchema.safeParse({ code: 'P', name: 'N', cancellation_policy_parts: [7], no_show_percentage_of_cost: 100 });
    expect(notAFee.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cancellation_policy_parts.0', 'validation.invalid'],
    ]);
  });

  it('takes at most 10 fees', () => {
    const policy = (count: number) => ({
      code: 'P',
      name: 'Ten',
      cancellation_policy_parts: Array.from({ length: count }, (_, i) => part(i + 1, null)),
      no_show_percentage_of_cost: 100,
    });
    expect(policyCreateSchema.safeParse(policy(10)).success).toBe(true);
    expect(policyCreateSchema.safeParse(policy(11)).error?.issues.map((issue) => issue.message)).toEqual(['validation.too_many_fees']);
  });
});
