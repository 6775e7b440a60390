import { describe, expect, it } from 'vitest';
import { cancellationTerms } from './cancellation';
import { cancellationSentences } from './cancellation-words';

const policy = {
  cancellation_policy_parts: [
    { days_before: 3, hours_after: null, percentage_of_cost: 30 },
    { days_before: 0, hours_after: 15, percentage_of_cost: 100 },
  ],
  no_show_percentage_of_cost: 100,
};
const clock = { checkin: '2027-01-09', timeZone: 'Asia/Tokyo', now: new Date('2026-11-25T03:00:00Z') };

describe('the policy in words', () => {
  it('says the last free day, each later fee and the no-show charge, with the year outside this one', () => {
    const { lines } = cancellationTerms(policy, clock);
    expect(cancellationSentences(lines, 'en', clock.now)).toEqual([
      'Free cancellation until Tue, Jan 5, 2027.',
      'From Wed, Jan 6, 2027: 30% of the price.',
      'On the check-in day after 15:00: 100% of the price.',
      'No-show: 100% of the price.',
    ]);
    expect(cancellationSentences(lines, 'ja', clock.now)[0]).toBe('2027年1月5日(火)まで無料でキャンセルできます。');
  });

  it('leaves the year out within it, and says a fee that applies already as what cancelling now costs', () => {
    const now = new Date('2027-01-06T03:00:00Z');
    const { lines } = cancellationTerms(policy, { ...clock, now });
    expect(cancellationSentences(lines, 'en', now)).toEqual([
      'Cancelling now: 30% of the price.',
      'On the check-in day after 15:00: 100% of the price.',
      'No-show: 100% of the price.',
    ]);
  });

  it('counts days before check-in in each language’s plural forms when no stay is known', () => {
    const fee = { kind: 'fee' as const, from: { days_before: 2, hour: 12, date: null }, percentage_of_cost: 50 };
    expect(cancellationSentences([fee], 'ar', clock.now)[0]).toContain('قبل يومين من الوصول');
    expect(cancellationSentences([{ ...fee, from: { ...fee.from, days_before: 11 } }], 'ar', clock.now)[0]).toContain(
      'قبل 11 يومًا من الوصول',
    );
    expect(cancellationSentences([fee], 'en', clock.now)[0]).toContain('2 days before check-in');
  });
});
