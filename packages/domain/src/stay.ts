import { addDays, addMonths, isIsoDate, localDateTimeParts, nightsBetween } from './dates';
import type { ErrorKey } from './errors';

export interface StayRules {
  /** Today in the hotel's time zone. */
  today: string;
  reservableMonths: number;
  maxNights: number;
  dayUse?: boolean;
}

export type StayProblem = { key: ErrorKey; field: string; message: string; values?: Record<string, unknown> };

/**
 * Checks a stay before anything is priced: real dates, check-out after check-in (the same day
 * for day use), not in the past, not too long, and inside the reservable period (1903).
 */
export function checkStay(checkin: string, checkout: string, rules: StayRules): StayProblem | null {
  if (!isIsoDate(checkin)) return { key: 'invalid', field: 'checkin', message: 'validation.date' };
  if (!isIsoDate(checkout)) return { key: 'invalid', field: 'checkout', message: 'validation.date' };
  const nights = nightsBetween(checkin, checkout);
  const minimum = rules.dayUse ? 0 : 1;
  if (nights < minimum || (rules.dayUse && nights !== 0))
    return { key: 'invalid', field: 'checkout', message: 'validation.checkout_after_checkin' };
  if (nights > rules.maxNights)
    return { key: 'invalid', field: 'checkout', message: 'validation.stay_too_long', values: { max_nights: rules.maxNights } };
  if (checkin < rules.today) return { key: 'invalid', field: 'checkin', message: 'validation.checkin_past' };
  if (checkin >= addMonths(rules.today, rules.reservableMonths)) {
    return {
      key: 'reservable_period',
      field: 'checkin',
      message: 'reservable_period',
      values: { reservable_period_months: rules.reservableMonths },
    };
  }
  return null;
}

/** Until this hour (hotel time) a hotel with yesterday_bookable still sells last night, for a late-night check-in. */
export const LATE_NIGHT_CHECKIN_UNTIL_HOUR = 5;

/** Whether the hotel still sells last night now: the small hours, where yesterday_bookable. */
export function sellsLastNight(timeZone: string, yesterdayBookable: boolean, now: Date = new Date()): boolean {
  return yesterdayBookable && localDateTimeParts(timeZone, now).hour < LATE_NIGHT_CHECKIN_UNTIL_HOUR;
}

/** The earliest check-in a guest can book now: today in the hotel's time zone, or yesterday in the small hours where allowed. */
export function firstCheckinDate(timeZone: string, yesterdayBookable: boolean, now: Date = new Date()): string {
  const { date } = localDateTimeParts(timeZone, now);
  return sellsLastNight(timeZone, yesterdayBookable, now) ? addDays(date, -1) : date;
}
