import type { LotteryEntryStatus } from '@yado/domain/lottery-rules';
import { toBcp47 } from '@yado/domain/money';
import type { BookerContact } from './reservation';

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

/** An instant (a deadline, the results) in the hotel's words: date and time, in the guest's language. */
export function formatInstant(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
