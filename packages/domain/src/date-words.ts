import { toBcp47 } from './money';

// Making a formatter costs far more than using one (a results page dates every night), so each is made once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Formats a YYYY-MM-DD calendar date without shifting it through the reader's time zone. */
export function formatDate(date: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(toBcp47(locale), { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

export function formatWeekdayDate(date: string, locale: string): string {
  return formatDate(date, locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

/** A day with its weekday, and its year only when it is not this year's (a policy's deadlines, say). */
export function formatDayInYear(date: string, locale: string, today: Date = new Date()): string {
  const sameYear = date.slice(0, 4) === String(today.getFullYear());
  return formatDate(date, locale, { weekday: 'short', month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
}

/** An hour of the day as the locale writes it (18:00, 午後6:00, ٦:٠٠ م). */
export function formatHour(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(toBcp47(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hour),
  );
}
