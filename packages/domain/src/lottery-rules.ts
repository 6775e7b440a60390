import { nightsBetween } from './dates';
import { UNPAID_CANCELLATION_REASONS } from './statuses';

/**
 * Room lotteries (§3 "Lottery", §4 "Lottery entry"). Kept free of zod: the lottery tab and the
 * entry pages read these rules.
 */

/** An entry's statuses as guests see them (§4). */
export const LOTTERY_ENTRY_STATUSES = [
  'registered',
  'not_winner',
  'winner_reservation_pending',
  'winner_reservation_confirmed',
  'winner_reservation_cancelled',
  'registration_cancelled',
  'winner_reservation_pending_declined',
] as const;
export type LotteryEntryStatus = (typeof LOTTERY_ENTRY_STATUSES)[number];

/**
 * What an entry stores: the draw's outcome and the guest's own steps. The booking a winner makes
 * says the rest (see presentedEntryStatus), so no other module has to tell the entry.
 */
export const STORED_ENTRY_STATUSES = [
  'registered',
  'not_winner',
  'winner',
  'registration_cancelled',
  'winner_declined',
  'winner_expired',
] as const;
export type StoredEntryStatus = (typeof STORED_ENTRY_STATUSES)[number];

export interface WinnerBooking {
  status: 'done' | 'payment_pending' | 'cancelled';
  cancellation_reason: string | null;
}

/** A winner's booking whose payment failed: the entry may book again until the deadline (reservation-incomplete). */
export function bookingIncomplete(booking: WinnerBooking | null): boolean {
  return booking?.status === 'cancelled' && (UNPAID_CANCELLATION_REASONS as readonly string[]).includes(booking.cancellation_reason ?? '');
}

/** The §4 status of an entry, from what it stores and the booking its winner made, if any. */
export function presentedEntryStatus(stored: StoredEntryStatus, booking: WinnerBooking | null): LotteryEntryStatus {
  switch (stored) {
    case 'winner':
      if (booking?.status === 'done') return 'winner_reservation_confirmed';
      if (booking?.status === 'cancelled' && !bookingIncomplete(booking)) return 'winner_reservation_cancelled';
      return 'winner_reservation_pending';
    case 'winner_declined':
      return 'winner_reservation_pending_declined';
    case 'winner_expired':
      return 'winner_reservation_cancelled';
    default:
      return stored;
  }
}

export interface LotteryStayWindow {
  /** The first check-in the event takes. */
  stay_start: string;
  /** The last check-out the event takes. */
  stay_end: string;
  min_nights: number;
  max_nights: number;
}

/** Whether a stay can be entered: inside the event's dates (3750) and as long as it allows (§5). */
export function lotteryStayFits(event: LotteryStayWindow, checkin: string, checkout: string): boolean {
  const nights = nightsBetween(checkin, checkout);
  return checkin >= event.stay_start && checkout <= event.stay_end && nights >= event.min_nights && nights <= event.max_nights;
}

/** Entries can be made and changed until the event's entry deadline (§4 "Updates are disabled once the entry deadline passes"). */
export function entriesOpen(event: { entry_deadline: Date | string }, now: Date): boolean {
  return now.getTime() < new Date(event.entry_deadline).getTime();
}

/** An entry as the hotel's console shows it: in the running, won, lost, booked, or off (withdrawn, declined, expired). */
export const CONSOLE_ENTRY_STATUSES = ['entered', 'won', 'lost', 'booked', 'cancelled'] as const;
export type ConsoleEntryStatus = (typeof CONSOLE_ENTRY_STATUSES)[number];

/** The console's status of an entry: a winner is "booked" once a booking stands, "won" while it may still book. */
export function consoleEntryStatus(stored: StoredEntryStatus, booking: WinnerBooking | null): ConsoleEntryStatus {
  switch (presentedEntryStatus(stored, booking)) {
    case 'registered':
      return 'entered';
    case 'not_winner':
      return 'lost';
    case 'winner_reservation_pending':
      return booking && !bookingIncomplete(booking) ? 'booked' : 'won';
    case 'winner_reservation_confirmed':
      return 'booked';
    default:
      return 'cancelled';
  }
}

/** Where an event stands for the hotel: taking entries, closed and waiting for the draw, or drawn. */
export type LotteryEventState = 'open' | 'closed' | 'drawn';
export function lotteryEventState(event: { entry_deadline: Date | string; drawn_at: Date | string | null }, now: Date): LotteryEventState {
  if (event.drawn_at !== null) return 'drawn';
  return entriesOpen(event, now) ? 'open' : 'closed';
}
