import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../hotels/service';
import { presentEntry } from './presenter';
import type { LotteryEntryRow, LotteryEventRow } from './repository';

const event = {
  id: 'event',
  hotel_id: 1,
  name_translations: { en: 'Fireworks' },
  notification_translations: {},
  stay_start: '2027-07-24',
  stay_end: '2027-07-26',
  min_nights: 1,
  max_nights: 2,
  entry_deadline: new Date('2027-06-01T03:00:00Z'),
  results_at: new Date('2027-06-03T03:00:00Z'),
  reservation_deadline: new Date('2027-06-10T03:00:00Z'),
  drawn_at: new Date('2027-06-03T03:00:00Z'),
} as LotteryEventRow;
const catalogue = {
  hotel: { code: 'sakura-ginza', name: 'Sakura', nameTranslations: {}, currency: 'JPY' },
  roomPlans: [],
} as unknown as Catalogue;
const winner = {
  entry_number: 'L123456789',
  status: 'winner',
  room_plan_id: 1,
  checkin_date: '2027-07-24',
  checkout_date: '2027-07-25',
  adults: 2,
  reservation_number: null,
  reservation_status: null,
  reservation_cancellation_reason: null,
  created_at: new Date('2027-05-01T00:00:00Z'),
} as unknown as LotteryEntryRow;
const at = (iso: string) => ({ locale: 'en', now: new Date(iso) });

describe('a won entry around its booking deadline', () => {
  it('may be booked or declined until the deadline', () => {
    expect(presentEntry(winner, event, catalogue, at('2027-06-10T02:59:00Z'))).toMatchObject({
      status: 'winner_reservation_pending',
      bookable: true,
      cancellable: true,
    });
  });

  it('is lost once the deadline passes, before the deadline job has run, a failed booking included', () => {
    const failed = {
      ...winner,
      reservation_number: '1234567890',
      reservation_status: 'cancelled',
      reservation_cancellation_reason: 'payment_failed',
    };
    for (const entry of [winner, failed as LotteryEntryRow]) {
      expect(presentEntry(entry, event, catalogue, at('2027-06-10T03:00:00Z'))).toMatchObject({
        status: 'winner_reservation_cancelled',
        incomplete: false,
        bookable: false,
        cancellable: false,
      });
    }
  });

  it('stays booked after the deadline once booked', () => {
    const booked = { ...winner, reservation_number: '1234567890', reservation_status: 'done' } as LotteryEntryRow;
    expect(presentEntry(booked, event, catalogue, at('2027-07-01T00:00:00Z'))).toMatchObject({
      status: 'winner_reservation_confirmed',
      reservation: { reservation_number: '1234567890' },
    });
  });
});
