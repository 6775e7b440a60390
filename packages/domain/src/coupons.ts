import { percentOf } from './money';
import type { NightRate } from './pricing';

/**
 * Discount coupons (§3 vouchers and coupons: code, target plans, valid-until, usage limit, max
 * discounted nights). A coupon takes a share of the stay's price (percentage) or a fixed amount
 * off it, once per booking, before any points pay for the rest (ADR 0044).
 */
export const COUPON_DISCOUNT_TYPES = ['percentage', 'amount'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

export interface CouponTerms {
  code: string;
  discount_type: CouponDiscountType;
  /** Percent (1–100) for a percentage coupon; minor units of `currency` for an amount. */
  discount_value: number;
  currency: string | null;
  /** The hotel plan codes it applies to; none means every plan. */
  target_plan_codes: string[];
  /** The last day it can be used, in the hotel's calendar. */
  valid_until: string;
  /** A percentage coupon discounts at most this many nights of each room; null for all. */
  max_discounted_nights: number | null;
}

export type CouponProblem = 'expired' | 'plan' | 'currency' | 'percentage_only';

/** Why a coupon cannot take anything off this booking, or null when it can (1500 otherwise). */
export function couponProblem(
  coupon: CouponTerms,
  booking: { today: string; planCodes: string[]; currency: string; percentageOnly: boolean },
): CouponProblem | null {
  if (booking.today > coupon.valid_until) return 'expired';
  if (booking.percentageOnly && coupon.discount_type !== 'percentage') return 'percentage_only';
  if (coupon.target_plan_codes.length > 0 && !booking.planCodes.every((code) => coupon.target_plan_codes.includes(code))) return 'plan';
  if (coupon.discount_type === 'amount' && coupon.currency !== booking.currency) return 'currency';
  return null;
}

/**
 * What a coupon takes off a booking's rooms, in minor units: a percentage of each room's first
 * nights (up to the coupon's maximum) with their tax, or its fixed amount; never more than the price.
 */
export function couponDiscount(
  coupon: CouponTerms,
  rooms: Array<{ nights: NightRate[]; total_price: number }>,
  taxRatePercent: number,
): number {
  const price = rooms.reduce((sum, room) => sum + room.total_price, 0);
  if (coupon.discount_type === 'amount') return Math.min(coupon.discount_value, price);
  const discount = rooms.reduce((sum, room) => {
    const nights = coupon.max_discounted_nights === null ? room.nights : room.nights.slice(0, coupon.max_discounted_nights);
    const base = nights.reduce((s, night) => s + night.amount, 0);
    return sum + percentOf(base + percentOf(base, taxRatePercent), coupon.discount_value);
  }, 0);
  return Math.min(discount, price);
}
