import { addDays, nightsBetween } from '@yado/domain/dates';
import { MAX_NIGHTS } from '@yado/domain/limits';

/** Weeks of a month as ISO dates, Sunday first, with null before the 1st and after the last day. */
export function monthWeeks(year: number, month: number): Array<Array<string | null>> {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day++) cells.push(new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

export function monthOf(date: string): { year: number; month: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function shiftMonth({ year, month }: { year: number; month: number }, by: number) {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export type NightAvailability = (date: string) => boolean | undefined;

/** A night can start a stay when it is not before today and not known to be sold out. */
export function canCheckIn(date: string, today: string, available: NightAvailability): boolean {
  return date >= today && available(date) !== false;
}

/**
 * A day can end a stay when it is after check-in, within the longest stay, and every night
 * before it is free. The check-out day itself may be sold out: nobody sleeps there that night.
 */
export function canCheckOut(checkin: string, date: string, available: NightAvailability): boolean {
  const nights = nightsBetween(checkin, date);
  if (nights < 1 || nights > MAX_NIGHTS) return false;
  for (let i = 0; i < nights; i++) if (available(addDays(checkin, i)) === false) return false;
  return true;
}

/**
 * The week's day names, Sunday first: short ones, unless the language's short names are whole
 * words (Arabic, Thai) too wide for a day's column on a phone; then the narrow ones.
 */
export function weekdayHeaders(locale: string): Array<{ shown: string; full: string }> {
  const names = (weekday: 'short' | 'narrow' | 'long') =>
    Array.from({ length: 7 }, (_, i) =>
      new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 1, i + 1))),
    );
  const short = names('short');
  const shown = short.some((name) => name.length > 4) ? names('narrow') : short;
  return names('long').map((full, i) => ({ shown: shown[i] ?? full, full }));
}
