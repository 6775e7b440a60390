/** Stay dates are calendar dates in the hotel's time zone, written YYYY-MM-DD (§5). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A date on the calendar (no 2027-02-30), from year 0001: PostgreSQL, like the Gregorian calendar, has no year 0000. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The days of a month (1–12) of a year, February's in a leap year included. */
function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] as number);
}

/**
 * Days since 1970-01-01 of a YYYY-MM-DD date, in integer arithmetic: search and the calendar do
 * date sums millions of times a minute, and building a Date from a string for each cost a fifth
 * of a calendar's time. Anything not shaped YYYY-MM-DD goes through Date as it always did.
 */
function dayNumber(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (
    date.length !== 10 ||
    date.charCodeAt(4) !== 45 ||
    date.charCodeAt(7) !== 45 ||
    !(month >= 1 && month <= 12 && day >= 1 && day <= 31)
  ) {
    return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  }
  // Days from civil (H. Hinnant), counting years from March so that leap days come last.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The YYYY-MM-DD date of a day number: civil from days (H. Hinnant). */
function dateOfDay(dayNumber: number): string {
  if (!Number.isFinite(dayNumber)) throw new RangeError('Invalid time value');
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** Whether a time zone is one the runtime knows by that name (an IANA name such as Asia/Tokyo). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** Night count is the day difference between check-in and check-out (§5). */
export function nightsBetween(checkin: string, checkout: string): number {
  return dayNumber(checkout) - dayNumber(checkin);
}

/** The dates of the nights slept: check-in up to the day before check-out. */
export function stayNights(checkin: string, checkout: string): string[] {
  const nights = nightsBetween(checkin, checkout);
  return Array.from({ length: Math.max(nights, 0) }, (_, i) => addDays(checkin, i));
}

/** The days a stay is priced and stocked on: its nights, or the check-in day itself for day use. */
export function chargedDates(checkin: string, checkout: string): string[] {
  return checkin === checkout ? [checkin] : stayNights(checkin, checkout);
}

/** Checkout defaults to check-in plus one day, or equals check-in for day use (§5). */
export function defaultCheckout(checkin: string, isDayUse = false): string {
  return isDayUse ? checkin : addDays(checkin, 1);
}

/** Today's date as the hotel sees it. */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): string {
  return localDateTimeParts(timeZone, now).date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs far more than using one; each time zone's is made once. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Every time zone's offset is a multiple of 15 minutes, so its local date and hour hold for each quarter hour. */
const QUARTER_HOUR_MS = 900_000;
const MINUTE_MS = 60_000;
interface QuarterParts {
  quarter: number;
  parts: { date: string; hour: number };
  /** The local minute of the hour the quarter starts at. */
  startMinute: number;
}
const lastParts = new Map<string, QuarterParts>();

/** The local date and hour of the quarter hour an instant falls in (worked out once per zone and quarter hour). */
function quarterIn(timeZone: string, now: Date): QuarterParts {
  const quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS);
  const last = lastParts.get(timeZone);
  if (last?.quarter === quarter) return last;
  const parts = formatterFor(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const found = {
    quarter,
    parts: { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) },
    startMinute: Number(get('minute')) - minutesIntoQuarter(quarter, now),
  };
  lastParts.set(timeZone, found);
  return found;
}

const minutesIntoQuarter = (quarter: number, now: Date) => Math.floor((now.getTime() - quarter * QUARTER_HOUR_MS) / MINUTE_MS);

/** The local date and hour of an instant in a time zone (worked out once per zone and quarter hour). */
export function localDateTimeParts(timeZone: string, now: Date): { date: string; hour: number } {
  return { ...quarterIn(timeZone, now).parts };
}

/** The local date of an instant in a time zone, and the minutes since that date's midnight. */
export function localDateAndMinutes(timeZone: string, now: Date): { date: string; minutes: number } {
  const found = quarterIn(timeZone, now);
  return { date: found.parts.date, minutes: found.parts.hour * 60 + found.startMinute + minutesIntoQuarter(found.quarter, now) };
}

/** A clock time, HH:MM, as minutes since midnight. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  if (!(year >= 1 && year <= 9999 && d >= 1)) {
    // Outside the years stays are written in, or not a date: as the calendar object answers it.
    const target = new Date(Date.UTC(y, m - 1 + months, 1));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(d, lastDay));
    return target.toISOString().slice(0, 10);
  }
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(Math.min(d, daysInMonth(year, month)))}`;
}
