import type { LotteryEntryStatus } from '@yado/domain/lottery-rules';
import { toBcp47 } from '@yado/domain/money';
import { formatDate } from './format';
import type { BookerContact } from './reservation';
import type { TFunction } from './translator';

/** A lottery room as the API shows it: the room type and the lottery's plan on it. */
export interface LotteryRoom {
  room_plan_code: string;
  room_type_code: string;
  room_type_name: string;
  plan_code: string;
  plan_name: string;
  meals: string;
  max_adults: number;
  cancellation_policy_id: number;
  payment_methods: string[];
  deposit_percentage: number | null;
  image: { url: string; alt: string } | null;
}

export interface LotteryEventDates {
  stay_start: string;
  stay_end: string;
  min_nights: number;
  max_nights: number;
  entry_deadline: string;
  results_at: string;
  reservation_deadline: string;
  entries_open: boolean;
  drawn: boolean;
}

/** A member's lottery entry (GET lottery_results/{entry}, the lottery tab). */
export interface LotteryEntry {
  entry_number: string;
  status: LotteryEntryStatus;
  incomplete: boolean;
  event: { id: string; name: string } & LotteryEventDates;
  hotel: { code: string; name: string; currency: string };
  checkin_date: string;
  checkout_date: string;
  nights: number;
  adults: number;
  room: LotteryRoom | null;
  guest: BookerContact;
  special_request: string | null;
  reservation: { reservation_number: string } | null;
  changeable: boolean;
  cancellable: boolean;
  bookable: boolean;
  created_at: string;
}

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
