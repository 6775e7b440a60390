import { z } from 'zod';
import { VOUCHER_STATUSES } from '../vouchers';
import { couponSchema } from './coupons';
import { voucherSchema } from './vouchers';

/** The console's member economy (ADR 0065): the brand's coupons, the hotel's vouchers, a member's points. */

/** A coupon as the console lists it: its terms as a guest sees them, with its uses and whom it is for. */
export const consoleCouponSchema = couponSchema.omit({ uses_left: true }).extend({
  /** Past its last day in the hotel's calendar. */
  expired: z.boolean(),
  usage_limit: z.number().nullable(),
  used_count: z.number(),
  members_only: z.boolean(),
  /** The member a coupon of their own is for; null for a code anyone (or any member) may use. */
  member_email: z.string().nullable(),
});
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;

/** A voucher as the console lists it: its terms, the member it was issued to and the status shown. */
export const consoleVoucherSchema = voucherSchema
  .pick({
    number: true,
    name: true,
    amount: true,
    currency: true,
    valid_through: true,
    staying_period_start: true,
    staying_period_end: true,
    target_plan_codes: true,
    reservation_number: true,
  })
  .extend({
    member_email: z.string(),
    member_name: z.string(),
    /** The status shown: an available voucher past its last day is expired. */
    status: z.enum(VOUCHER_STATUSES),
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
