/** Discount coupons as the API sends them (ADR 0044). */
import { z } from 'zod';
import { COUPON_DISCOUNT_TYPES } from '../coupons';

export const couponSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  discount_value: z.number(),
  currency: z.string().nullable(),
  target_plan_codes: z.array(z.string()),
  valid_until: z.string(),
  max_discounted_nights: z.number().nullable(),
  /** Uses left before its limit; null when it has none. */
  uses_left: z.number().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponResponse = z.object({ data: z.object({ coupon: couponSchema }) });
export const couponsResponse = z.object({ data: z.object({ coupons: z.array(couponSchema) }) });
