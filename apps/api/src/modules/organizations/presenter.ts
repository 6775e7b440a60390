import { decimalDigits } from '@yado/domain/money';
import type { OrganizationUser } from '@yado/domain/organization-users';
import type { OrganizationUserRow } from './repository';

export function presentOrganizationUser(row: OrganizationUserRow): OrganizationUser {
  return {
    id: row.id,
    account_id: row.account_id,
    name: row.name,
    organization: {
      id: row.organization_id,
      name: row.organization_name,
      display_name: row.organization_display_name,
      program_id: row.organization_program_id,
    },
    organization_role: row.role,
  };
}

export interface OrganizationStay {
  reservation_number: string;
  status: string;
  hotel: { code: string; name: string };
  guest_name: string;
  checkin_date: string;
  checkout_date: string;
  nights: number;
  room_count: number;
  payment_type: string;
  total_price: { cents: number; currency_iso: string };
  booked_at: string;
  booked_by: string | null;
}

const COLUMNS: Array<[string, (stay: OrganizationStay) => string | number]> = [
  ['Reservation number', (s) => s.reservation_number],
  ['Hotel', (s) => s.hotel.name],
  ['Status', (s) => s.status],
  ['Check-in', (s) => s.checkin_date],
  ['Check-out', (s) => s.checkout_date],
  ['Nights', (s) => s.nights],
  ['Rooms', (s) => s.room_count],
  ['Guest', (s) => s.guest_name],
  ['Booked by', (s) => s.booked_by ?? ''],
  ['Payment', (s) => s.payment_type],
  [
    'Total',
    (s) => (s.total_price.cents / 10 ** decimalDigits(s.total_price.currency_iso)).toFixed(decimalDigits(s.total_price.currency_iso)),
  ],
  ['Currency', (s) => s.total_price.currency_iso],
  ['Booked at', (s) => s.booked_at],
];

/**
 * The admin's download: one line per stay, RFC 4180 quoting, and a byte-order mark so that a
 * spreadsheet opens names in any script as UTF-8. A cell that a spreadsheet would run as a formula
 * is kept as text.
 */
export function staysCsv(stays: OrganizationStay[]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [COLUMNS.map(([name]) => cell(name)), ...stays.map((stay) => COLUMNS.map(([, read]) => cell(read(stay))))];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
