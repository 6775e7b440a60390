import { describe, expect, it } from 'vitest';
import { beforeOrderDeadline, extraLine, extraProblem, isListed, offeredWithPlans, type ExtraOffer } from './extras';

const stay = { checkin: '2027-03-10', checkout: '2027-03-12', timeZone: 'Asia/Tokyo', now: new Date('2027-03-01T00:00:00Z') };
const cake: ExtraOffer = {
  id: 1,
  extra_type: 'dated',
  min_quantity: 1,
  max_quantity: 2,
  order_deadline_hours: 48,
  delivery_times: ['18:00', '19:00'],
  dates: [
    { date: '2027-03-10', price: 5000, left: 2 },
    { date: '2027-03-11', price: 5000, left: 0 },
  ],
};
const transfer: ExtraOffer = {
  ...cake,
  id: 2,
  extra_type: 'generic',
  delivery_times: [],
  dates: [{ date: '2027-03-10', price: 3600, left: 9 }],
};

describe('extras (§3)', () => {
  it('lists a dated extra with a price inside the stay, and a generic one sold for the check-in day', () => {
    expect(isListed(cake, stay)).toBe(true);
    expect(isListed(cake, { checkin: '2027-03-12', checkout: '2027-03-14' })).toBe(false);
    expect(isListed(transfer, stay)).toBe(true);
    expect(isListed(transfer, { checkin: '2027-03-11', checkout: '2027-03-12' })).toBe(false);
  });

  it('closes orders the set number of hours before the check-in day, in the hotel time zone', () => {
    // 48 hours before 10 March 00:00 in Tokyo is 8 March 00:00 there (7 March 15:00 UTC).
    expect(beforeOrderDeadline(48, '2027-03-10', 'Asia/Tokyo', new Date('2027-03-07T14:00:00Z'))).toBe(true);
    expect(beforeOrderDeadline(48, '2027-03-10', 'Asia/Tokyo', new Date('2027-03-07T15:00:00Z'))).toBe(false);
    expect(beforeOrderDeadline(0, '2027-03-10', 'Asia/Tokyo', new Date('2027-03-09T14:30:00Z'))).toBe(true);
    expect(beforeOrderDeadline(0, '2027-03-10', 'Asia/Tokyo', new Date('2027-03-09T15:00:00Z'))).toBe(false);
  });

  it('names the §8 problem of a selection', () => {
    const ok = { extra_id: 1, quantity: 1, date: '2027-03-10', delivery_time: '18:00' };
    expect(extraProblem(cake, ok, stay)).toBeNull();
    expect(extraProblem(undefined, ok, stay)).toBe('extra_not_found');
    expect(extraProblem(cake, ok, { ...stay, now: new Date('2027-03-08T00:00:00Z') })).toBe('extra_deadline');
    expect(extraProblem({ ...cake, min_quantity: 2 }, ok, stay)).toBe('extra_quantity');
    expect(extraProblem(cake, { ...ok, quantity: 3 }, stay)).toBe('extra_limit_exceeded');
    expect(extraProblem(cake, { ...ok, date: '2027-03-12' }, stay)).toBe('extra_not_sold');
    expect(extraProblem(cake, { ...ok, delivery_time: '07:00' }, stay)).toBe('extra_not_sold');
    expect(extraProblem(cake, { ...ok, date: '2027-03-11' }, stay)).toBe('extra_sold_out');
    expect(extraProblem(transfer, { extra_id: 2, quantity: 2 }, stay)).toBeNull();
  });

  it('prices a line with tax rounded once', () => {
    expect(extraLine(3600, 3, 10)).toEqual({ price_without_tax: 10800, tax: 1080, total_price: 11880 });
  });

  it('offers an extra limited to plans only when every room booked is on one of them; one limited to none with any plan', () => {
    expect(offeredWithPlans([], ['RO'])).toBe(true);
    expect(offeredWithPlans(['BB'], ['BB'])).toBe(true);
    expect(offeredWithPlans(['BB'], ['RO'])).toBe(false);
    expect(offeredWithPlans(['BB'], ['BB', 'RO'])).toBe(false);
    expect(offeredWithPlans(['BB', 'RO'], ['BB', 'RO'])).toBe(true);
    expect(offeredWithPlans(['BB'], [])).toBe(false);
  });
});
