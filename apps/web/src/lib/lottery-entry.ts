import type { LotteryEntry, LotteryEventDates } from '@yado/domain/wire/lotteries';
import { toBcp47 } from '@yado/domain/money';
import { formatDate } from './format';
import type { TFunction } from './translator';

export type { LotteryEntry, LotteryEventDates, LotteryRoom } from '@yado/domain/wire/lotteries';

/** What an entry's status means for its member (§4): the part of the lottery.status and lottery.line keys it reads. */
export function entryStatusKey(entry: Pick<LotteryEntry, 'status' | 'incomplete'>): string {
  return entry.status === 'winner_reservation_pending' && entry.incomplete ? 'incomplete' : entry.status;
}

/** "Dec 16, 2026 – Dec 18, 2026, 1 to 2 nights": the stays an event takes. */
export function stayWindowText(t: TFunction, dates: LotteryEventDates, locale: string): string {
  return t('lottery.stay_window_value', {
    from: formatDate(dates.stay_start, locale),
    to: formatDate(dates.stay_end, locale),
    min: dates.min_nights,
    max: dates.max_nights,
  });
}

/** An instant (a deadline, the results) in the hotel's words: date and time, in the guest's language. */
export function formatInstant(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
