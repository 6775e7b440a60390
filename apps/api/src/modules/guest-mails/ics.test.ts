import { describe, expect, it } from 'vitest';
import { stayCalendar } from './ics';

const event = {
  uid: 'r1@yado',
  sequence: 2,
  checkin: '2027-01-09',
  checkout: '2027-01-11',
  summary: 'さくらホテル銀座 (1234567890)',
  location: '4-2-1 Ginza, Chuo-ku; Tokyo',
  description: 'Reservation number: 1234567890\nhttps://book.example/search?code=sakura-ginza&number=1234567890&locale=ja',
  cancelled: false,
  now: new Date('2026-11-25T03:04:05.678Z'),
};

describe('the stay as an iCalendar event (RFC 5545)', () => {
  it('is an all-day event from check-in to check-out, with text escaped and long lines folded by octets', () => {
    const calendar = stayCalendar(event);
    expect(calendar.endsWith('\r\n')).toBe(true);
    const lines = calendar.split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270109');
    expect(lines).toContain('DTEND;VALUE=DATE:20270111');
    expect(lines).toContain('DTSTAMP:20261125T030405Z');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('LOCATION:4-2-1 Ginza\\, Chuo-ku\\; Tokyo');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // Unfolded, the description reads as written, its line break escaped.
    const unfolded = calendar.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      `DESCRIPTION:Reservation number: 1234567890\\nhttps://book.example/search?code=sakura-ginza&number=1234567890&locale=ja`,
    );
    expect(unfolded).toContain('SUMMARY:さくらホテル銀座 (1234567890)');
  });

  it('takes the check-in day for a day-use stay, and is cancelled with the booking', () => {
    const calendar = stayCalendar({ ...event, checkout: event.checkin, cancelled: true });
    expect(calendar).toContain('DTEND;VALUE=DATE:20270110');
    expect(calendar).toContain('METHOD:CANCEL');
    expect(calendar).toContain('STATUS:CANCELLED');
  });
});
