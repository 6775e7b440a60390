import { describe, expect, it } from 'vitest';
import { couponDiscount, couponProblem, type CouponTerms } from './coupons';

const tenPercent: CouponTerms = {
  code: 'SPRING10',
  discount_type: 'percentage',
  discount_value: 10,
  currency: null,
  target_plan_codes: [],
  valid_until: '2027-03-31',
  max_discounted_nights: null,
};
const room = (...amounts: number[]) => ({
  nights: amounts.map((amount, i) => ({ date: `2027-03-0${i + 1}`, amount })),
  total_price: amounts.reduce((s, a) => s + a, 0) * 1.1,
});

describe('whether a coupon applies', () => {
  const booking = { today: '2027-03-01', planCodes: ['RO'], currency: 'JPY', percentageOnly: false };
  it('applies until its last day, to every plan when it names none', () => {
    expect(couponProblem(tenPercent, booking)).toBeNull();
    expect(couponProblem(tenPercent, { ...booking, today: '2027-03-31' })).toBeNull();
    expect(couponProblem(tenPercent, { ...booking, today: '2027-04-01' })).toBe('expired');
  });
  it('applies only to the plans it names, every room of the booking included', () => {
    const breakfast = { ...tenPercent, target_plan_codes: ['BF'] };
    expect(couponProblem(breakfast, { ...booking, planCodes: ['BF'] })).toBeNull();
    expect(couponProblem(breakfast, booking)).toBe('plan');
    expect(couponProblem(breakfast, { ...booking, planCodes: ['BF', 'RO'] })).toBe('plan');
  });
  it('takes an amount off only in its currency, and not where the brand allows percentages only', () => {
    const amount: CouponTerms = { ...tenPercent, discount_type: 'amount', discount_value: 2_000, currency: 'JPY' };
    expect(couponProblem(amount, booking)).toBeNull();
    expect(couponProblem(amount, { ...booking, currency: 'KRW' })).toBe('currency');
    expect(couponProblem(amount, { ...booking, percentageOnly: true })).toBe('percentage_only');
    expect(couponProblem(tenPercent, { ...booking, percentageOnly: true })).toBeNull();
  });
});

describe('what a coupon takes off', () => {
  it('takes its share of every night with tax, room by room', () => {
    // Two rooms of ¥10,000 and ¥20,000 a night before 10 % tax: 10 % of ¥11,000 and of ¥22,000.
    expect(couponDiscount(tenPercent, [room(10_000), room(20_000)], 10)).toBe(3_300);
  });
  it('discounts at most the first nights it allows in each room', () => {
    const oneNight = { ...tenPercent, max_discounted_nights: 1 };
    expect(couponDiscount(oneNight, [room(10_000, 30_000, 30_000)], 10)).toBe(1_100);
  });
  it('takes a fixed amount once, and never more than the price', () => {
    const amount: CouponTerms = { ...tenPercent, discount_type: 'amount', discount_value: 5_000, currency: 'JPY' };
    expect(couponDiscount(amount, [room(10_000), room(10_000)], 10)).toBe(5_000);
    expect(couponDiscount({ ...amount, discount_value: 50_000 }, [room(10_000)], 10)).toBe(11_000);
  });
});
