import { describe, expect, it } from 'vitest';
import {
  bookingIncomplete,
  consoleEntryStatus,
  entriesOpen,
  lotteryEventState,
  lotteryStayFits,
  presentedEntryStatus,
} from './lottery-rules';

const event = { stay_start: '2027-07-24', stay_end: '2027-07-27', min_nights: 1, max_nights: 2 };

describe('lottery stays (§5 "within the event\'s min and max nights")', () => {
  it('takes stays inside the event, as long as it allows', () => {
    expect(lotteryStayFits(event, '2027-07-24', '2027-07-25')).toBe(true);
    expect(lotteryStayFits(event, '2027-07-25', '2027-07-27')).toBe(true);
  });

  it('refuses stays starting before, ending after, or longer or shorter than it allows', () => {
    expect(lotteryStayFits(event, '2027-07-23', '2027-07-24')).toBe(false);
    expect(lotteryStayFits(event, '2027-07-26', '2027-07-28')).toBe(false);
    expect(lotteryStayFits(event, '2027-07-24', '2027-07-27')).toBe(false);
    expect(lotteryStayFits({ ...event, min_nights: 2 }, '2027-07-24', '2027-07-25')).toBe(false);
  });

  it('closes entries at the deadline', () => {
    const deadline = { entry_deadline: '2027-06-01T03:00:00.000Z' };
    expect(entriesOpen(deadline, new Date('2027-06-01T02:59:59Z'))).toBe(true);
    expect(entriesOpen(deadline, new Date('2027-06-01T03:00:00Z'))).toBe(false);
  });
});

describe('what an entry shows (§4 lottery entry statuses)', () => {
  const paid = { status: 'done' as const, cancellation_reason: null };
  const failed = { status: 'cancelled' as const, cancellation_reason: 'payment_failed' };
  const calledOff = { status: 'cancelled' as const, cancellation_reason: 'change of plans' };

  it('shows a winner pending until their booking is made, confirmed once it is', () => {
    expect(presentedEntryStatus('winner', null)).toBe('winner_reservation_pending');
    expect(presentedEntryStatus('winner', { status: 'payment_pending', cancellation_reason: null })).toBe('winner_reservation_pending');
    expect(presentedEntryStatus('winner', paid)).toBe('winner_reservation_confirmed');
  });

  it('keeps a winner pending after a failed payment (book again), cancelled after a cancelled stay', () => {
    expect(bookingIncomplete(failed)).toBe(true);
    expect(presentedEntryStatus('winner', failed)).toBe('winner_reservation_pending');
    expect(bookingIncomplete(calledOff)).toBe(false);
    expect(presentedEntryStatus('winner', calledOff)).toBe('winner_reservation_cancelled');
  });

  it('names a declined win and an expired one as §4 does', () => {
    expect(presentedEntryStatus('winner_declined', null)).toBe('winner_reservation_pending_declined');
    expect(presentedEntryStatus('winner_expired', null)).toBe('winner_reservation_cancelled');
    expect(presentedEntryStatus('registered', null)).toBe('registered');
    expect(presentedEntryStatus('not_winner', null)).toBe('not_winner');
  });
});

describe('what the hotel’s console shows of an entry and an event', () => {
  const failed = { status: 'cancelled' as const, cancellation_reason: 'payment_failed' };
  const calledOff = { status: 'cancelled' as const, cancellation_reason: 'change of plans' };

  it('tells entries waiting, won, lost, booked and off apart', () => {
    expect(consoleEntryStatus('registered', null)).toBe('entered');
    expect(consoleEntryStatus('not_winner', null)).toBe('lost');
    expect(consoleEntryStatus('winner', null)).toBe('won');
    // A winner whose payment failed may still book: won, not booked.
    expect(consoleEntryStatus('winner', failed)).toBe('won');
    expect(consoleEntryStatus('winner', { status: 'payment_pending', cancellation_reason: null })).toBe('booked');
    expect(consoleEntryStatus('winner', { status: 'done', cancellation_reason: null })).toBe('booked');
    expect(consoleEntryStatus('winner', calledOff)).toBe('cancelled');
    for (const stored of ['registration_cancelled', 'winner_declined', 'winner_expired'] as const)
      expect(consoleEntryStatus(stored, null)).toBe('cancelled');
  });

  it('has an event open until its entry deadline, closed after, drawn once drawn', () => {
    const deadline = '2027-06-01T03:00:00.000Z';
    expect(lotteryEventState({ entry_deadline: deadline, drawn_at: null }, new Date('2027-06-01T02:00:00Z'))).toBe('open');
    expect(lotteryEventState({ entry_deadline: deadline, drawn_at: null }, new Date('2027-06-01T04:00:00Z'))).toBe('closed');
    expect(lotteryEventState({ entry_deadline: deadline, drawn_at: '2027-06-01T05:00:00Z' }, new Date('2027-06-01T06:00:00Z'))).toBe(
      'drawn',
    );
  });
});
