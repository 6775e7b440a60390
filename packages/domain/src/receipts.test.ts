import { describe, expect, it } from 'vitest';
import { receiptBreakdown } from './receipts';

const stay = {
  currency: 'JPY',
  total_price: 30_000,
  promotion_discount: 0,
  promotion_name: null,
  coupon_discount: 0,
  coupon_code: null,
  voucher_discount: 0,
  voucher_number: null,
  point_discount: 0,
  spent_points: 0,
  flights_price: null,
};

describe('a receipt’s breakdown of a stay', () => {
  it('is the price and the amount paid alone when nothing was taken off', () => {
    expect(receiptBreakdown(stay)).toEqual({
      currency_iso: 'JPY',
      price_before_discounts: 30_000,
      discounts: [],
      flights: null,
      amount_paid: 30_000,
    });
  });

  it("lists a flight package's flights and counts them in the amount paid: the card paid for both", () => {
    const breakdown = receiptBreakdown({ ...stay, coupon_discount: 1_000, coupon_code: 'SPRING', flights_price: 42_000 });
    expect([breakdown.price_before_discounts, breakdown.flights, breakdown.amount_paid]).toEqual([30_000, 42_000, 71_000]);
  });

  it('adds the promotion back to the price: it is inside the total already', () => {
    const promoted = receiptBreakdown({ ...stay, promotion_discount: 3_000, promotion_name: 'Spring 10%' });
    expect(promoted).toMatchObject({ price_before_discounts: 33_000, amount_paid: 30_000 });
    expect(promoted.discounts).toEqual([{ kind: 'promotion', cents: 3_000, reference: 'Spring 10%', points: null }]);
  });

  it('takes the coupon, the voucher and points off the total, each on a line of its own, in that order', () => {
    const discounted = receiptBreakdown({
      ...stay,
      coupon_discount: 1_500,
      coupon_code: 'GINZA5',
      voucher_discount: 10_000,
      voucher_number: 'V-0001',
      point_discount: 2_000,
      spent_points: 2_000,
    });
    expect(discounted.discounts).toEqual([
      { kind: 'coupon', cents: 1_500, reference: 'GINZA5', points: null },
      { kind: 'voucher', cents: 10_000, reference: 'V-0001', points: null },
      { kind: 'points', cents: 2_000, reference: null, points: 2_000 },
    ]);
    expect(discounted).toMatchObject({ price_before_discounts: 30_000, amount_paid: 16_500 });
  });
});
