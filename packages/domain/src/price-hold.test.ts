import { describe, expect, it } from 'vitest';
import { holdCovers, pricesAtHeldTotal, type PriceHold } from './price-hold';

const party = { adults: 2, children: 0, kids_ages: [], kids_tiers: [] };
const hold: PriceHold = {
  total: 22_000,
  currency: 'JPY',
  expires_at: '2030-01-01T10:30:00.000Z',
  checkin: '2030-01-07',
  checkout: '2030-01-09',
  room_type_code: 'STD',
  room_plan_code: 'STD-RO',
  rooms: [party],
  payment_type: 'pre_paid',
};
const booking = {
  checkin: '2030-01-07',
  checkout: '2030-01-09',
  paymentType: 'pre_paid',
  rooms: [{ room_type_code: 'STD', room_plan_code: 'STD-RO', party }],
};
const before = new Date('2030-01-01T10:29:59.000Z');

describe('price holds', () => {
  it('cover only the held plan, stay and party paid in advance, until they end', () => {
    expect(holdCovers(hold, booking, before)).toBe(true);
    expect(holdCovers(hold, booking, new Date(hold.expires_at))).toBe(false);
    expect(holdCovers(hold, { ...booking, paymentType: 'credit_card' }, before)).toBe(false);
    expect(holdCovers(hold, { ...booking, checkout: '2030-01-10' }, before)).toBe(false);
    expect(holdCovers(hold, { ...booking, rooms: [{ ...booking.rooms[0]!, room_plan_code: 'STD-BF' }] }, before)).toBe(false);
    expect(holdCovers(hold, { ...booking, rooms: [{ ...booking.rooms[0]!, party: { ...party, adults: 1 } }] }, before)).toBe(false);
    expect(holdCovers(hold, { ...booking, rooms: [booking.rooms[0]!, booking.rooms[0]!] }, before)).toBe(false);
  });

  it('bring rooms and nights to the held total exactly, tax kept in its share', () => {
    const room = (amounts: number[]) => {
      const withoutTax = amounts.reduce((s, a) => s + a, 0);
      return {
        nights: amounts.map((amount, i) => ({ date: `2030-01-0${7 + i}`, amount })),
        room_price_without_tax: withoutTax,
        tax: withoutTax / 10,
        total_price: withoutTax * 1.1,
      };
    };
    const held = pricesAtHeldTotal([room([11_000, 12_000]), room([11_000, 12_000])], 45_001);
    expect(held.reduce((s, r) => s + r.total_price, 0)).toBe(45_001);
    for (const r of held) {
      expect(r.room_price_without_tax + r.tax).toBe(r.total_price);
      expect(r.nights.reduce((s, n) => s + n.amount, 0)).toBe(r.room_price_without_tax);
      expect(Math.abs(r.tax - Math.round(r.room_price_without_tax / 10))).toBeLessThanOrEqual(1);
    }
  });
});
