import { describe, expect, it } from 'vitest';
import { canCheckIn, canCheckOut, monthWeeks, shiftMonth, weekdayHeaders } from './calendar-rules';

const soldOut = new Set(['2026-12-10']);
const available = (date: string) => !soldOut.has(date);

describe('range calendar rules', () => {
  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthWeeks(2026, 11);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(monthWeeks(2027, 2)[0]?.slice(0, 2)).toEqual([null, '2027-02-01']);
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });

  it('does not start a stay in the past or on a sold-out night', () => {
    expect(canCheckIn('2026-11-20', '2026-11-21', available)).toBe(false);
    expect(canCheckIn('2026-12-10', '2026-11-21', available)).toBe(false);
    expect(canCheckIn('2026-12-09', '2026-11-21', available)).toBe(true);
  });

  it('lets a stay end on a sold-out day but not run through one', () => {
    expect(canCheckOut('2026-12-09', '2026-12-10', available)).toBe(true);
    expect(canCheckOut('2026-12-09', '2026-12-11', available)).toBe(false);
    expect(canCheckOut('2026-12-09', '2026-12-09', available)).toBe(false);
  });

  it('caps a stay at 30 nights', () => {
    expect(canCheckOut('2026-12-11', '2027-01-10', available)).toBe(true);
    expect(canCheckOut('2026-12-11', '2027-01-11', available)).toBe(false);
  });
});

describe('weekday headers', () => {
  it('are short names from Sunday, and narrow ones where the short names are whole words', () => {
    expect(weekdayHeaders('en').map((w) => w.shown)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayHeaders('ja').map((w) => w.shown)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    const arabic = weekdayHeaders('ar');
    expect(arabic.every((w) => w.shown.length <= 2)).toBe(true);
    expect(arabic[0]?.full).toBe('الأحد');
    expect(weekdayHeaders('en')[0]?.full).toBe('Sunday');
  });
});
