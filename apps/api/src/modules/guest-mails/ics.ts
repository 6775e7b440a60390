import { addDays } from '@yado/domain/dates';

/** What the calendar event of a stay says. */
export interface StayEvent {
  uid: string;
  /** Grows with each change, so a calendar replaces the earlier event. */
  sequence: number;
  checkin: string;
  checkout: string;
  summary: string;
  location: string;
  description: string;
  cancelled: boolean;
  now: Date;
}

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const dateValue = (date: string) => date.replaceAll('-', '');
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The stay as an all-day iCalendar event from check-in to check-out (a day-use stay takes its
 * day), published with the confirmation and each change, and cancelled with the booking.
 */
export function stayCalendar(event: StayEvent): string {
  const end = event.checkout > event.checkin ? event.checkout : addDays(event.checkin, 1);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Yado//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${stamp(event.now)}`,
    `DTSTART;VALUE=DATE:${dateValue(event.checkin)}`,
    `DTEND;VALUE=DATE:${dateValue(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
