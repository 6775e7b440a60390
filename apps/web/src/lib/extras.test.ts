import { describe, expect, it } from 'vitest';
import { extrasTotal, priceChoice, type ListedExtra } from './extras';

const extra = (over: Partial<ListedExtra> = {}): ListedExtra => ({
  id: 1,
  code: 'DINNER',
  name: 'Dinner',
  description: '',
  extra_type: 'dated',
  unit: 'person',
  min_quantity: 1,
  max_quantity: 4,
  delivery_times: [],
  orderable: true,
  order_deadline_hours: 0,
  dates: [
    { date: '2027-03-01', price_without_tax: 1000, price: 1100, left: 5 },
    { date: '2027-03-02', price_without_tax: 1500, price: 1650, left: 5 },
  ],
  ...over,
});

describe('an extra chosen', () => {
  it("is priced at its date's unit price, tax added once on the line", () => {
    expect(priceChoice(extra(), { extra_id: 1, quantity: 3, date: '2027-03-02' }, 10)).toBe(4950);
  });

  it('is priced at the first listed price when it is not dated', () => {
    expect(priceChoice(extra({ extra_type: 'generic' }), { extra_id: 1, quantity: 2 }, 10)).toBe(2200);
  });

  it('costs nothing for a date the hotel does not list, and the chosen extras add up', () => {
    expect(priceChoice(extra(), { extra_id: 1, quantity: 1, date: '2027-04-01' }, 10)).toBe(0);
    expect(extrasTotal(undefined)).toBe(0);
    expect(
      extrasTotal([
        { extra_id: 1, quantity: 1, name: 'Dinner', total_price: 1100 },
        { extra_id: 2, quantity: 2, name: 'Parking', total_price: 2000 },
      ]),
    ).toBe(3100);
  });
});
