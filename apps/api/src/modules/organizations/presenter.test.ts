import { describe, expect, it } from 'vitest';
import { staysCsv, type OrganizationStay } from './presenter';

const stay: OrganizationStay = {
  reservation_number: 'R1',
  status: 'done',
  hotel: { code: 'h', name: 'Hotel "Ginza", Tokyo' },
  guest_name: '=HYPERLINK("x")',
  checkin_date: '2026-12-01',
  checkout_date: '2026-12-02',
  nights: 1,
  room_count: 1,
  payment_type: 'on_site',
  total_price: { cents: 123456, currency_iso: 'USD' },
  booked_at: '2026-11-22T00:00:00.000Z',
  booked_by: null,
};

describe('the admin CSV', () => {
  it('quotes commas and quotes, keeps formulas as text, and writes amounts in the currency’s units', () => {
    const [header, line] = staysCsv([stay])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header?.split(',')).toHaveLength(13);
    expect(line).toBe(
      'R1,"Hotel ""Ginza"", Tokyo",done,2026-12-01,2026-12-02,1,1,"\'=HYPERLINK(""x"")",,on_site,1234.56,USD,2026-11-22T00:00:00.000Z',
    );
  });

  it('starts with a byte-order mark and ends each line with CRLF', () => {
    const csv = staysCsv([]);
    expect(csv.startsWith('\uFEFFReservation number,')).toBe(true);
    expect(csv.endsWith('Booked at\r\n')).toBe(true);
  });
});
