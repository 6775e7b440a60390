import { describe, expect, it } from 'vitest';
import { stackDiscounts, voucherDiscount, voucherProblem, voucherSearchParams, voucherUiStatus, type VoucherTerms } from './vouchers';

const voucher: VoucherTerms = {
  number: 'V-2027-0001',
  amount: 20_000,
  currency: 'JPY',
  target_plan_codes: ['RO', 'BF'],
  valid_through: '2027-03-31',
  staying_period_start: '2027-03-01',
  staying_period_end: '2027-04-30',
  excluded_period_start: '2027-04-03',
  excluded_period_end: '2027-04-05',
  status: 'available',
};
const booking = { today: '2027-02-15', planCodes: ['RO'], currency: 'JPY', checkin: '2027-03-10', checkout: '2027-03-12' };

describe('whether a voucher pays for a stay', () => {
  it('pays for a stay of its plans inside its staying period, booked by its valid-through day', () => {
    expect(voucherProblem(voucher, booking)).toBeNull();
    expect(voucherProblem(voucher, { ...booking, today: '2027-03-31' })).toBeNull();
    expect(voucherProblem(voucher, { ...booking, today: '2027-04-01' })).toBe('expired');
  });

  it('is used once: pending or consumed it pays for nothing more', () => {
    expect(voucherProblem({ ...voucher, status: 'pending' }, booking)).toBe('used');
    expect(voucherProblem({ ...voucher, status: 'consumed' }, booking)).toBe('used');
    expect(voucherProblem({ ...voucher, status: 'expired' }, booking)).toBe('expired');
  });

  it('pays only for the plans it names, every room included; naming none pays for all', () => {
    expect(voucherProblem(voucher, { ...booking, planCodes: ['NR'] })).toBe('plan');
    expect(voucherProblem(voucher, { ...booking, planCodes: ['RO', 'NR'] })).toBe('plan');
    expect(voucherProblem({ ...voucher, target_plan_codes: [] }, { ...booking, planCodes: ['NR'] })).toBeNull();
  });

  it('pays only in its own currency', () => {
    expect(voucherProblem(voucher, { ...booking, currency: 'USD' })).toBe('currency');
  });

  it('keeps the stay inside the staying period: check-in from its start, check-out by its end', () => {
    expect(voucherProblem(voucher, { ...booking, checkin: '2027-02-28', checkout: '2027-03-01' })).toBe('staying_period');
    expect(voucherProblem(voucher, { ...booking, checkin: '2027-03-01', checkout: '2027-03-02' })).toBeNull();
    expect(voucherProblem(voucher, { ...booking, checkin: '2027-04-29', checkout: '2027-04-30' })).toBeNull();
    expect(voucherProblem(voucher, { ...booking, checkin: '2027-04-29', checkout: '2027-05-01' })).toBe('staying_period');
  });

  it('refuses a stay with a night on an excluded day, and takes one that checks out on its first', () => {
    expect(voucherProblem(voucher, { ...booking, checkin: '2027-04-01', checkout: '2027-04-03' })).toBeNull();
    expect(voucherProblem(voucher, { ...booking, checkin: '2027-04-02', checkout: '2027-04-04' })).toBe('excluded_period');
    expect(voucherProblem(voucher, { ...booking, checkin: '2027-04-05', checkout: '2027-04-06' })).toBe('excluded_period');
    expect(voucherProblem(voucher, { ...booking, checkin: '2027-04-06', checkout: '2027-04-07' })).toBeNull();
    // A day-use stay occupies its day.
    expect(voucherProblem(voucher, { ...booking, checkin: '2027-04-04', checkout: '2027-04-04' })).toBe('excluded_period');
  });
});

describe("a voucher's status as shown", () => {
  it('shows an available voucher past its valid-through date as expired, and every other status as it is', () => {
    expect(voucherUiStatus(voucher, '2027-03-31')).toBe('available');
    expect(voucherUiStatus(voucher, '2027-04-01')).toBe('expired');
    expect(voucherUiStatus({ ...voucher, status: 'consumed' }, '2027-04-01')).toBe('consumed');
    expect(voucherUiStatus({ ...voucher, status: 'pending' }, '2027-04-01')).toBe('pending');
  });
});

describe('what a voucher pays', () => {
  it('pays up to its amount and never more than the price', () => {
    expect(voucherDiscount(20_000, 35_000)).toBe(20_000);
    expect(voucherDiscount(20_000, 12_000)).toBe(12_000);
    expect(voucherDiscount(20_000, 0)).toBe(0);
  });

  it('comes after the coupon and before points: it pays what the coupon leaves', () => {
    expect(stackDiscounts(30_000, 2_000, 20_000)).toEqual({ coupon: 2_000, voucher: 20_000, beforePoints: 8_000 });
    expect(stackDiscounts(15_000, 2_000, 20_000)).toEqual({ coupon: 2_000, voucher: 13_000, beforePoints: 0 });
    expect(stackDiscounts(15_000, 0, null)).toEqual({ coupon: 0, voucher: 0, beforePoints: 15_000 });
  });
});

describe('the search in voucher mode', () => {
  it('names the voucher, and starts inside its staying period when that is yet to come', () => {
    expect(Object.fromEntries(voucherSearchParams('sakura-ginza', voucher, '2027-02-15'))).toEqual({
      code: 'sakura-ginza',
      mode: 'voucher',
      voucher_coupon_code: 'V-2027-0001',
      checkin: '2027-03-01',
      checkout: '2027-03-02',
    });
    expect(Object.fromEntries(voucherSearchParams('sakura-ginza', voucher, '2027-03-05'))).toEqual({
      code: 'sakura-ginza',
      mode: 'voucher',
      voucher_coupon_code: 'V-2027-0001',
    });
  });
});
