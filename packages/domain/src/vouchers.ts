import { addDays } from './dates';

/**
 * Vouchers (§3 vouchers and coupons, §4 voucher statuses): a prepaid stay certificate a hotel
 * issues to one member. It pays up to its amount for one stay of the plans it names, inside its
 * staying period and outside its excluded period; what it does not pay is lost (one use only).
 * A booking applies discounts in this order (ADR 0046): the coupon takes its part of the rooms'
 * price, the voucher pays what it can of the rest, points pay for what is left, money the remainder.
 */
export const VOUCHER_STATUSES = ['available', 'pending', 'expired', 'consumed'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** §6: a member "has vouchers" (the Coupons entry) while one is in any of these statuses. */
export const VOUCHER_HELD_STATUSES: readonly VoucherStatus[] = ['available', 'pending', 'consumed'];

export interface VoucherTerms {
  number: string;
  /** What it pays at most, in minor units of `currency` (the hotel's). */
  amount: number;
  currency: string;
  /** The hotel plan codes it pays for; none means every plan. */
  target_plan_codes: string[];
  /** The last day it can be used to book, in the hotel's calendar. */
  valid_through: string;
  /** The stay must check in on or after the start and check out on or before the end. */
  staying_period_start: string | null;
  staying_period_end: string | null;
  /** No night of the stay may fall on these days (both included). */
  excluded_period_start: string | null;
  excluded_period_end: string | null;
  status: VoucherStatus;
}

export type VoucherProblem = 'used' | 'expired' | 'plan' | 'currency' | 'staying_period' | 'excluded_period';

/** What a guest is shown: an available voucher past its valid-through date is expired. */
export function voucherUiStatus(voucher: Pick<VoucherTerms, 'status' | 'valid_through'>, today: string): VoucherStatus {
  return voucher.status === 'available' && today > voucher.valid_through ? 'expired' : voucher.status;
}

/** The days a stay occupies: its nights, or the day itself for day use. */
function stayDays(checkin: string, checkout: string): string[] {
  if (checkout <= checkin) return [checkin];
  const days: string[] = [];
  for (let day = checkin; day < checkout; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether the stay falls inside the voucher's staying period and clear of its excluded one. */
export function stayProblem(voucher: VoucherTerms, stay: { checkin: string; checkout: string }): VoucherProblem | null {
  const { staying_period_start: from, staying_period_end: to } = voucher;
  if ((from !== null && stay.checkin < from) || (to !== null && stay.checkout > to)) return 'staying_period';
  const { excluded_period_start: start, excluded_period_end: end } = voucher;
  if (start !== null && end !== null && stayDays(stay.checkin, stay.checkout).some((day) => day >= start && day <= end)) {
    return 'excluded_period';
  }
  return null;
}

/** Whether the voucher pays for these plans: all of the booking's rooms must be of plans it names. */
export const paysForPlans = (voucher: Pick<VoucherTerms, 'target_plan_codes'>, planCodes: string[]) =>
  voucher.target_plan_codes.length === 0 || planCodes.every((code) => voucher.target_plan_codes.includes(code));

/** Why a voucher cannot pay for this stay, or null when it can. */
export function voucherProblem(
  voucher: VoucherTerms,
  booking: { today: string; planCodes: string[]; currency: string; checkin: string; checkout: string },
): VoucherProblem | null {
  if (voucher.status === 'pending' || voucher.status === 'consumed') return 'used';
  if (voucherUiStatus(voucher, booking.today) === 'expired') return 'expired';
  if (!paysForPlans(voucher, booking.planCodes)) return 'plan';
  if (voucher.currency !== booking.currency) return 'currency';
  return stayProblem(voucher, booking);
}

/** What a voucher pays of a price (minor units): up to its amount, never more than the price. */
export function voucherDiscount(amount: number, price: number): number {
  return Math.max(0, Math.min(amount, price));
}

/**
 * The discounts of a booking stacked in their order (ADR 0046): the coupon on the rooms' price,
 * then the voucher on what the coupon leaves of the rooms; points pay out of what is left after both.
 */
export function stackDiscounts(roomsPrice: number, couponDiscount: number, voucherAmount: number | null) {
  const voucher = voucherAmount === null ? 0 : voucherDiscount(voucherAmount, roomsPrice - couponDiscount);
  return { coupon: couponDiscount, voucher, beforePoints: roomsPrice - couponDiscount - voucher };
}

/**
 * The widget's search in voucher mode for this voucher (§2 mode=voucher, voucher_coupon_code): a
 * first night inside its staying period when that starts after today.
 */
export function voucherSearchParams(
  hotelCode: string,
  voucher: Pick<VoucherTerms, 'number' | 'staying_period_start'>,
  today: string,
): URLSearchParams {
  const params = new URLSearchParams({ code: hotelCode, mode: 'voucher', voucher_coupon_code: voucher.number });
  const start = voucher.staying_period_start;
  if (start !== null && start > today) {
    params.set('checkin', start);
    params.set('checkout', addDays(start, 1));
  }
  return params;
}
