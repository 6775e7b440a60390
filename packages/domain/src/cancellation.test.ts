import { describe, expect, it } from 'vitest';
import {
  canCancelOnline,
  cancellationFee,
  cancellationLines,
  freeCancellationDays,
  reservationCancellationFee,
  type CancellationPolicy,
} from './cancellation';

const policy: CancellationPolicy = {
  cancellation_policy_parts: [
    { days_before: 1, hours_after: null, percentage_of_cost: 50 },
    { days_before: 3, hours_after: null, percentage_of_cost: 20 },
    { days_before: 0, hours_after: 18, percentage_of_cost: 100 },
  ],
  no_show_percentage_of_cost: 100,
};
const tokyo = 'Asia/Tokyo';
// 09:00 in Tokyo on the given local date
const tokyoMorning = (date: string) => new Date(`${date}T00:00:00Z`);

describe('cancellation policy', () => {
  it('defaults free cancellation to the largest days_before plus one', () => {
    expect(freeCancellationDays(policy)).toBe(4);
    expect(freeCancellationDays({ cancellation_policy_parts: [], no_show_percentage_of_cost: 0 })).toBeNull();
  });

  it('builds lines from the most distant deadline to the no-show', () => {
    const lines = cancellationLines(policy, '2026-12-10');
    expect(lines.map((l) => l.kind)).toEqual(['free_until', 'fee_from', 'fee_from', 'fee_from', 'no_show']);
    expect(lines[0]).toMatchObject({ days_before: 4, date: '2026-12-06' });
    expect(lines[1]).toMatchObject({ days_before: 3, percentage_of_cost: 20, date: '2026-12-07' });
  });

  it('charges the highest percentage reached by the local date', () => {
    const fee = (date: string) => cancellationFee(policy, 30_000, '2026-12-10', tokyo, tokyoMorning(date));
    expect(fee('2026-12-06')).toEqual({ percentage_of_cost: 0, fee: 0 });
    expect(fee('2026-12-07')).toEqual({ percentage_of_cost: 20, fee: 6_000 });
    expect(fee('2026-12-09')).toEqual({ percentage_of_cost: 50, fee: 15_000 });
  });

  it('applies hours_after on the day it names', () => {
    const sameDay = {
      cancellation_policy_parts: [{ days_before: 2, hours_after: 18, percentage_of_cost: 80 }],
      no_show_percentage_of_cost: 100,
    };
    // 2026-12-08 17:00 and 19:00 in Tokyo
    expect(cancellationFee(sameDay, 1000, '2026-12-10', tokyo, new Date('2026-12-08T08:00:00Z')).fee).toBe(0);
    expect(cancellationFee(sameDay, 1000, '2026-12-10', tokyo, new Date('2026-12-08T10:00:00Z')).fee).toBe(800);
  });

  it('refuses online cancellation from the check-in day in the hotel time zone', () => {
    // 23:30 UTC on the 9th is already the 10th in Tokyo
    expect(canCancelOnline('2026-12-10', tokyo, new Date('2026-12-09T14:00:00Z'))).toBe(true);
    expect(canCancelOnline('2026-12-10', tokyo, new Date('2026-12-09T23:30:00Z'))).toBe(false);
  });

  it('keeps the fees of earlier changes and applies the policy to the rest', () => {
    // 20 % from three days before: of the 30,000 left after a 5,000 change fee.
    const fee = reservationCancellationFee(
      policy,
      { total_price: 35000, change_fee: 5000 },
      '2027-03-10',
      tokyo,
      tokyoMorning('2027-03-07'),
    );
    expect(fee).toEqual({ percentage_of_cost: 20, fee: 6000 + 5000 });
  });
});
