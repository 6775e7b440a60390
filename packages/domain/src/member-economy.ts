import { z } from 'zod';
import { COUPON_DISCOUNT_TYPES } from './coupons';
import { emailField, idField, isoDateField, msg } from './validation';

/**
 * What a hotel's staff give to issue a coupon or a voucher, or to adjust a member's points: the
 * one set of rules the staff API and the console (its requests and its forms) both check.
 */

/** The most a coupon, a voucher or an adjustment can be worth (minor units or points). */
export const MAX_ECONOMY_AMOUNT = 100_000_000;
/** The most points one adjustment adds or takes. */
export const MAX_POINT_ADJUSTMENT = 10_000_000;
export const MAX_OFFER_NAME_LENGTH = 100;
export const MAX_ADJUSTMENT_NOTE_LENGTH = 255;

const offerName = () => z.string().trim().min(1, msg('validation.required')).max(MAX_OFFER_NAME_LENGTH, msg('validation.too_long'));
const planCodes = () => z.array(z.string().min(1).max(32)).max(50).default([]);
const optionalDate = () => isoDateField().nullable().default(null);

/** A staff-issued coupon: a percentage (1–100) or an amount in the hotel's currency, for the brand or one member of it. */
export const couponIssueSchema = z
  .object({
    code: z.string().regex(/^[A-Za-z0-9_-]{3,32}$/, msg('validation.invalid')),
    name: offerName(),
    discount_type: z.enum(COUPON_DISCOUNT_TYPES),
    discount_value: z.number().int().positive().max(MAX_ECONOMY_AMOUNT),
    target_plan_codes: planCodes(),
    valid_until: isoDateField(),
    usage_limit: z.number().int().positive().max(1_000_000).nullable().default(null),
    max_discounted_nights: z.number().int().positive().max(365).nullable().default(null),
    user_id: idField().nullable().default(null),
    members_only: z.boolean().default(false),
  })
  .refine((coupon) => coupon.discount_type !== 'percentage' || coupon.discount_value <= 100, {
    path: ['discount_value'],
    ...msg('validation.invalid'),
  });
export type CouponIssue = z.infer<typeof couponIssueSchema>;

/** A staff-issued voucher: an amount in the hotel's currency, for one member of its brand. */
export const voucherIssueSchema = z
  .object({
    number: z
      .string()
      .regex(/^[A-Za-z0-9-]{4,32}$/, msg('validation.invalid'))
      .optional(),
    name: offerName(),
    amount: z.number().int().positive().max(MAX_ECONOMY_AMOUNT),
    user_id: idField(),
    target_plan_codes: planCodes(),
    valid_through: isoDateField(),
    staying_period_start: optionalDate(),
    staying_period_end: optionalDate(),
    excluded_period_start: optionalDate(),
    excluded_period_end: optionalDate(),
  })
  .refine((v) => !v.staying_period_start || !v.staying_period_end || v.staying_period_start < v.staying_period_end, {
    path: ['staying_period_end'],
    ...msg('validation.invalid'),
  })
  .refine((v) => (v.excluded_period_start === null) === (v.excluded_period_end === null), {
    path: ['excluded_period_end'],
    ...msg('validation.required'),
  })
  .refine((v) => !v.excluded_period_start || !v.excluded_period_end || v.excluded_period_start <= v.excluded_period_end, {
    path: ['excluded_period_end'],
    ...msg('validation.invalid'),
  });
export type VoucherIssueRequest = z.infer<typeof voucherIssueSchema>;

/** A hotel's staff adding (positive) or taking (negative) points, with the reason the member sees. */
export const pointAdjustmentSchema = z.object({
  points: z
    .number()
    .int()
    .refine((points) => points !== 0, msg('validation.invalid'))
    .refine((points) => Math.abs(points) <= MAX_POINT_ADJUSTMENT, msg('validation.invalid')),
  note: z.string().trim().min(1, msg('validation.required')).max(MAX_ADJUSTMENT_NOTE_LENGTH, msg('validation.too_long')),
});
export type PointAdjustment = z.infer<typeof pointAdjustmentSchema>;

/** A member looked up by email in the console. */
export const memberLookupSchema = z.object({ email: emailField() });
