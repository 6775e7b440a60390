import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  defaultCheckout,
  isIsoDate,
  localDateAndMinutes,
  localDateTimeParts,
  minutesOfDay,
  nightsBetween,
  stayNights,
  todayInTimeZone,
} from './dates';

describe('stay dates', () => {
  it('counts nights as the day difference, across month and year ends', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(nightsBetween('2026-05-05', '2026-05-05')).toBe(0);
  });

  it('lists the nights slept, not the check-out day', () => {
    expect(stayNights('2026-12-31', '2027-01-02')).toEqual(['2026-12-31', '2027-01-01']);
    expect(stayNights('2026-12-31', '2026-12-31')).toEqual([]);
  });

  it('defaults check-out to the next day, or the same day for day use', () => {
    expect(defaultCheckout('2028-02-28')).toBe('2028-02-29');
    expect(defaultCheckout('2028-02-28', true)).toBe('2028-02-28');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds days and counts nights as the calendar does, over every year stays are written in', () => {
    const byCalendar = (date: string, days: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const dates = fc.date({ min: new Date('0004-01-01T00:00:00Z'), max: new Date('9996-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(dates, fc.integer({ min: -800, max: 800 }), (instant, days) => {
        const date = instant.toISOString().slice(0, 10);
        expect(addDays(date, days)).toBe(byCalendar(date, days));
        expect(nightsBetween(date, byCalendar(date, days))).toBe(days);
      }),
      { numRuns: 2000 },
    );
    const monthsByCalendar = (date: string, months: number) => {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const target = new Date(Date.UTC(y, m - 1 + months, 1));
      target.setUTCDate(Math.min(d, new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()));
      return target.toISOString().slice(0, 10);
    };
    const isCalendarDate = (value: string) =>
      !value.startsWith('0000') && new Date(Date.parse(`${value}T00:00:00Z`) || 0).toISOString().slice(0, 10) === value;
    fc.assert(
      fc.property(dates, fc.integer({ min: -24, max: 36 }), fc.integer({ min: 0, max: 32 }), (instant, months, day) => {
        const date = instant.toISOString().slice(0, 10);
        // Date.UTC reads years 0–99 as 1900–1999, so the calendar object is no reference there.
        if (date >= '0100') expect(addMonths(date, months)).toBe(monthsByCalendar(date, months));
        const written = `${date.slice(0, 8)}${String(day).padStart(2, '0')}`;
        expect(isIsoDate(written)).toBe(isCalendarDate(written));
      }),
      { numRuns: 2000 },
    );
    // Days past a month's end roll over as the calendar rolls them; a month that is not one fails.
    expect(addDays('2026-02-30', 0)).toBe('2026-03-02');
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
    expect(nightsBetween('2026-01-01', 'tomorrow')).toBeNaN();
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-1-05')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
    // PostgreSQL has no year 0000 and fails a query on it.
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0001-01-01')).toBe(true);
  });

  it("takes today's date in the hotel's time zone", () => {
    const instant = new Date('2026-11-21T16:30:00Z');
    expect(todayInTimeZone('Asia/Tokyo', instant)).toBe('2026-11-22');
    expect(todayInTimeZone('America/New_York', instant)).toBe('2026-11-21');
  });

  it('adds months clamping to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-21', 12)).toBe('2027-11-21');
    expect(addMonths('0099-12-31', 2)).toBe('0100-02-28');
  });
});

describe('the local date and hour of an instant', () => {
  const ZONES = ['Asia/Tokyo', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Eucla', 'America/St_Johns', 'Europe/London', 'Pacific/Chatham'];
  const direct = (timeZone: string, now: Date) => {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
  };

  it('is what the zone says at that instant, in any zone (half and three-quarter hour offsets too) and any order of asking', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ zone: fc.constantFrom(...ZONES), at: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }) }), {
          minLength: 1,
          maxLength: 40,
        }),
        (asks) => {
          for (const { zone, at } of asks) {
            // Near each ask too: the same quarter hour, and the edges of the next.
            for (const t of [at, at + 1, at + 899_999 - (at % 900_000), at + 900_000 - (at % 900_000)]) {
              expect(localDateTimeParts(zone, new Date(t))).toEqual(direct(zone, new Date(t)));
            }
          }
        },
      ),
    );
  });

  it('gives the minutes since local midnight too, to the minute, whichever instant of the quarter hour asked first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ zone: fc.constantFrom(...ZONES), at: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }) }), {
          minLength: 1,
          maxLength: 40,
        }),
        (asks) => {
          for (const { zone, at } of asks) {
            for (const t of [at, at - (at % 900_000), at + 899_999 - (at % 900_000), at + 900_000 - (at % 900_000)]) {
              const parts = new Intl.DateTimeFormat('en-CA', {
                timeZone: zone,
                hour: '2-digit',
                minute: '2-digit',
                hourCycle: 'h23',
              }).formatToParts(new Date(t));
              const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
              expect(localDateAndMinutes(zone, new Date(t))).toEqual({
                date: direct(zone, new Date(t)).date,
                minutes: get('hour') * 60 + get('minute'),
              });
            }
          }
        },
      ),
    );
  });

  it('reads a clock time as minutes since midnight', () => {
    expect([minutesOfDay('00:00'), minutesOfDay('07:05'), minutesOfDay('23:59')]).toEqual([0, 425, 1439]);
  });
});
