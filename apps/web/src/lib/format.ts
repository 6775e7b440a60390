import { formatMoney, toBcp47 } from '@yado/domain/money';

export { formatMoney };

/** Formats a YYYY-MM-DD calendar date without shifting it through the browser's time zone. */
export function formatDate(date: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(toBcp47(locale), { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export function formatWeekdayDate(date: string, locale: string): string {
  return formatDate(date, locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}
