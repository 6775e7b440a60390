import { z } from 'zod';
import { COUPON_DISCOUNT_TYPES } from '../coupons';
import { VOUCHER_STATUSES } from '../vouchers';

/** The console's member economy (ADR 0065): the brand's coupons, the hotel's vouchers, a member's points. */

export const consoleCouponSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  /** Percent for a percentage coupon; minor units of `currency` for an amount. */
  discount_value: z.number(),
  currency: z.string().nullable(),
  target_plan_codes: z.array(z.string()),
  valid_until: z.string(),
  /** Past its last day in the hotel's calendar. */
  expired: z.boolean(),
  usage_limit: z.number().nullable(),
  used_count: z.number(),
  max_discounted_nights: z.number().nullable(),
  members_only: z.boolean(),
  /** The member a coupon of their own is for; null for a code anyone (or any member) may use. */
  member_email: z.string().nullable(),
});
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;

export const consoleVoucherSchema = z.object({
  number: z.string(),
  name: z.string(),
  member_email: z.string(),
  member_name: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The status shown: an available voucher past its last day is expired. */
  status: z.enum(VOUCHER_STATUSES),
  valid_through: z.string(),
  staying_period_start: z.string().nullable(),
  staying_period_end: z.string().nullable(),
  target_plan_codes: z.array(z.string()),
  reservation_number: z.string().nullable(),
});
export type ConsoleVoucher = z.infer<typeof consoleVoucherSchema>;

/** A member of the hotel's brand as the console finds them: who they are and their points. */
export const consoleMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  /** Whether their program has points: without, their points cannot be adjusted. */
  points_enabled: z.boolean(),
  balance: z.number(),
});
export type ConsoleMember = z.infer<typeof consoleMemberSchema>;

const listed = { can_edit: z.boolean(), currency: z.string() };
export const consoleCouponListResponse = z.object({ data: z.object({ ...listed, coupons: z.array(consoleCouponSchema) }) });
export const consoleCouponResponse = z.object({ data: z.object({ coupon: consoleCouponSchema }) });
export const consoleVoucherListResponse = z.object({ data: z.object({ ...listed, vouchers: z.array(consoleVoucherSchema) }) });
export const consoleVoucherResponse = z.object({ data: z.object({ voucher: consoleVoucherSchema }) });
export const consoleMemberResponse = z.object({ data: z.object({ can_edit: z.boolean(), member: consoleMemberSchema }) });
