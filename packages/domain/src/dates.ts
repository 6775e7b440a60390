/** Stay dates are calendar dates in the hotel's time zone, written YYYY-MM-DD (§5). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A date on the calendar (no 2027-02-30), from year 0001: PostgreSQL, like the Gregorian calendar, has no year 0000. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value.startsWith('0000')) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function toUtcMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(toUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Night count is the day difference between check-in and check-out (§5). */
export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round((toUtcMs(checkout) - toUtcMs(checkin)) / DAY_MS);
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
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Every time zone's offset is a multiple of 15 minutes, so its local date and hour hold for each quarter hour. */
const QUARTER_HOUR_MS = 900_000;
const lastParts = new Map<string, { quarter: number; parts: { date: string; hour: number } }>();

/** The local date and hour of an instant in a time zone (worked out once per zone and quarter hour). */
export function localDateTimeParts(timeZone: string, now: Date): { date: string; hour: number } {
  const quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS);
  const last = lastParts.get(timeZone);
  if (last?.quarter === quarter) return { ...last.parts };
  const parts = formatterFor(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const found = { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
  lastParts.set(timeZone, { quarter, parts: found });
  return { ...found };
}

export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}
