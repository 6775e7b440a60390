import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCancelOnline,
  cancellationFee,
  cancellationTerms,
  freeCancellationDays,
  percentagePromisedAt,
  policyTerms,
  reservationCancellationFee,
  type CancellationPolicy,
} from './cancellation';
import { addDays, localDateTimeParts } from './dates';

const policy: CancellationPolicy = {
  cancellation_policy_parts: [
    { days_before: 1, hours_after: null, percentage_of_cost: 50 },
    { days_before: 3, hours_after: null, percentage_of_cost: 20 },
    { days_before: 0, hours_after: 18, percentage_of_cost: 100 },
  ],
  no_show_percentage_of_cost: 100,
};
const nonRefundable: CancellationPolicy = {
  cancellation_policy_parts: [{ days_before: 365, hours_after: null, percentage_of_cost: 100 }],
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

  it('reads, well before the stay, free until the first fee, then each fee from its moment, then the no-show', () => {
    const { lines, percentage_of_cost } = cancellationTerms(policy, {
      checkin: '2026-12-10',
      timeZone: tokyo,
      now: tokyoMorning('2026-11-25'),
    });
    expect(percentage_of_cost).toBe(0);
    expect(lines).toEqual([
      { kind: 'free', until: { days_before: 3, hour: 0, date: '2026-12-07' } },
      { kind: 'fee', from: { days_before: 3, hour: 0, date: '2026-12-07' }, percentage_of_cost: 20 },
      { kind: 'fee', from: { days_before: 1, hour: 0, date: '2026-12-09' }, percentage_of_cost: 50 },
      { kind: 'fee', from: { days_before: 0, hour: 18, date: '2026-12-10' }, percentage_of_cost: 100 },
      { kind: 'no_show', percentage_of_cost: 100 },
    ]);
  });

  it('never promises a free cancellation that has passed: a non-refundable rate costs its whole price from booking', () => {
    // The free stretch would have ended a year before a check-in a fortnight away.
    const { lines, percentage_of_cost } = cancellationTerms(nonRefundable, {
      checkin: '2026-12-09',
      timeZone: tokyo,
      now: tokyoMorning('2026-11-25'),
    });
    expect(percentage_of_cost).toBe(100);
    expect(lines).toEqual([
      { kind: 'fee', from: null, percentage_of_cost: 100 },
      { kind: 'no_show', percentage_of_cost: 100 },
    ]);
  });

  it('folds the fees already in force into one line for now, and keeps those to come', () => {
    const { lines } = cancellationTerms(policy, { checkin: '2026-12-10', timeZone: tokyo, now: tokyoMorning('2026-12-08') });
    expect(lines).toEqual([
      { kind: 'fee', from: null, percentage_of_cost: 20 },
      { kind: 'fee', from: { days_before: 1, hour: 0, date: '2026-12-09' }, percentage_of_cost: 50 },
      { kind: 'fee', from: { days_before: 0, hour: 18, date: '2026-12-10' }, percentage_of_cost: 100 },
      { kind: 'no_show', percentage_of_cost: 100 },
    ]);
  });

  it('leaves out a lower percentage that comes after a higher one, since the higher still applies', () => {
    const odd: CancellationPolicy = {
      cancellation_policy_parts: [
        { days_before: 5, hours_after: null, percentage_of_cost: 80 },
        { days_before: 2, hours_after: null, percentage_of_cost: 30 },
      ],
      no_show_percentage_of_cost: 100,
    };
    expect(cancellationTerms(odd).lines).toEqual([
      { kind: 'free', until: { days_before: 5, hour: 0, date: null } },
      { kind: 'fee', from: { days_before: 5, hour: 0, date: null }, percentage_of_cost: 80 },
      { kind: 'no_show', percentage_of_cost: 100 },
    ]);
  });

  it('says free until check-in when no part charges', () => {
    const free: CancellationPolicy = { cancellation_policy_parts: [], no_show_percentage_of_cost: 50 };
    expect(cancellationTerms(free).lines).toEqual([
      { kind: 'free', until: null },
      { kind: 'no_show', percentage_of_cost: 50 },
    ]);
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

const part = fc.record({
  days_before: fc.integer({ min: 0, max: 400 }),
  hours_after: fc.option(fc.integer({ min: 0, max: 23 })),
  percentage_of_cost: fc.integer({ min: 0, max: 100 }),
});
const randomPolicy = fc.record({
  cancellation_policy_parts: fc.array(part, { maxLength: 5 }),
  no_show_percentage_of_cost: fc.integer({ min: 0, max: 100 }),
});
const timeZone = fc.constantFrom(
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Taipei',
  'Pacific/Kiritimati',
  'America/Los_Angeles',
  'Europe/London',
  'UTC',
);
const MINUTE = 60_000;
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) }).map((ms) => new Date(ms - (ms % MINUTE)));

describe('the lines shown promise the fee taken', () => {
  it('for any plan, stay and moments: cancelling at a later moment costs what the lines made earlier say', () => {
    fc.assert(
      fc.property(
        randomPolicy,
        timeZone,
        instant,
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 * 24 * 60 }),
        (p, zone, shownAt, daysAhead, minutesLater) => {
          const checkin = addDays(localDateTimeParts(zone, shownAt).date, daysAhead);
          const { lines, percentage_of_cost } = cancellationTerms(p, { checkin, timeZone: zone, now: shownAt });
          // What cancelling right when the lines are shown costs.
          expect(percentagePromisedAt(lines, localDateTimeParts(zone, shownAt))).toBe(percentage_of_cost);
          const cancelledAt = new Date(shownAt.getTime() + minutesLater * MINUTE);
          const charged = cancellationFee(p, 100_000, checkin, zone, cancelledAt).percentage_of_cost;
          expect(percentagePromisedAt(lines, localDateTimeParts(zone, cancelledAt))).toBe(charged);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never shows a moment that has passed, nor a free line while a fee applies', () => {
    fc.assert(
      fc.property(randomPolicy, timeZone, instant, fc.integer({ min: 0, max: 500 }), (p, zone, now, daysAhead) => {
        const local = localDateTimeParts(zone, now);
        const checkin = addDays(local.date, daysAhead);
        const { lines, percentage_of_cost } = cancellationTerms(p, { checkin, timeZone: zone, now });
        for (const line of lines) {
          const moment = line.kind === 'free' ? line.until : line.kind === 'fee' ? line.from : null;
          if (moment?.date) expect(moment.date > local.date || (moment.date === local.date && moment.hour > local.hour)).toBe(true);
        }
        expect(lines.some((l) => l.kind === 'free')).toBe(percentage_of_cost === 0);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('policy terms', () => {
  it('are the same for policies that read the same, and differ when a fee, a moment or the no-show charge does', () => {
    const reordered: CancellationPolicy = {
      ...policy,
      // A part below one already in force changes nothing a guest reads.
      cancellation_policy_parts: [...policy.cancellation_policy_parts]
        .reverse()
        .concat({ days_before: 0, hours_after: 20, percentage_of_cost: 30 }),
    };
    expect(policyTerms(reordered)).toBe(policyTerms(policy));
    const [first, ...rest] = policy.cancellation_policy_parts;
    const variants: CancellationPolicy[] = [
      { ...policy, no_show_percentage_of_cost: 90 },
      { ...policy, cancellation_policy_parts: [{ ...first!, percentage_of_cost: 60 }, ...rest] },
      { ...policy, cancellation_policy_parts: [{ ...first!, days_before: 2 }, ...rest] },
      { ...policy, cancellation_policy_parts: [{ ...first!, hours_after: 12 }, ...rest] },
      { ...policy, cancellation_policy_parts: rest },
    ];
    for (const changed of variants) expect(policyTerms(changed)).not.toBe(policyTerms(policy));
  });

  it('match exactly when the lines a guest reads match, for any check-in', () => {
    fc.assert(
      fc.property(randomPolicy, randomPolicy, (a, b) => {
        const same = JSON.stringify(cancellationTerms(a).lines) === JSON.stringify(cancellationTerms(b).lines);
        expect(policyTerms(a) === policyTerms(b)).toBe(same);
      }),
      { numRuns: 2000 },
    );
  });
});
