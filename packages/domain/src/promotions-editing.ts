import { z } from 'zod';
import type { CatalogueProblem } from './catalogue-editing';
import { PROMOTION_DISCOUNT_TYPES, PROMOTION_TARGET_TYPES, type PromotionTargetType } from './promotions';
import { isoDateField, msg } from './validation';

/**
 * What a hotel's staff give to make a promotion (ADR 0047): the one set of rules the staff API, the
 * console's API and the console's form all check (ADR 0070).
 */

export const MAX_PROMOTION_NAME_LENGTH = 100;
/** The most an amount promotion takes off a night (minor units). */
export const MAX_PROMOTION_AMOUNT = 100_000_000;
export const PROMOTION_TARGET_MODES = ['include', 'exclude'] as const;
/** Every kind, in the order the console offers them: for everyone, for members signed in through the loyalty provider, for a code, for paying by card. */
export const CONSOLE_PROMOTION_KINDS = ['all_users', 'creansmaerd', 'coupon', 'payment'] as const satisfies readonly PromotionTargetType[];
/** A coupon promotion's code, as guests type it. */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

const codeList = () => z.array(z.string().min(1).max(32)).max(50).default([]);
const promotionName = () => z.string().trim().min(1, msg('validation.required')).max(MAX_PROMOTION_NAME_LENGTH, msg('validation.too_long'));

/** A promotion as staff make it: a percentage (1–100) or an amount per night per room in the hotel's currency. */
export const promotionIssueSchema = z
  .object({
    name: promotionName(),
    /** The name in other languages, by locale. */
    name_translations: z.record(z.string().max(10), promotionName()).default({}),
    discount_target_type: z.enum(PROMOTION_TARGET_TYPES),
    code: z.string().regex(PROMOTION_CODE_PATTERN, msg('validation.invalid')).nullable().default(null),
    discount_type: z.enum(PROMOTION_DISCOUNT_TYPES),
    discount_value: z.number().int().positive().max(MAX_PROMOTION_AMOUNT),
    target_mode: z.enum(PROMOTION_TARGET_MODES).default('include'),
    hotel_plan_codes: codeList(),
    room_type_codes: codeList(),
    stay_start: isoDateField(),
    stay_end: isoDateField(),
    booking_start: isoDateField(),
    booking_end: isoDateField(),
  })
  .refine((p) => p.discount_type !== 'percentage' || p.discount_value <= 100, {
    path: ['discount_value'],
    ...msg('validation.percent_range'),
  })
  .refine((p) => p.discount_target_type !== 'coupon' || p.code !== null, { path: ['code'], ...msg('validation.required') })
  .refine((p) => p.discount_target_type === 'coupon' || p.code === null, { path: ['code'], ...msg('validation.invalid') })
  .refine((p) => p.stay_start <= p.stay_end, { path: ['stay_end'], ...msg('validation.period_backwards') })
  .refine((p) => p.booking_start <= p.booking_end, { path: ['booking_end'], ...msg('validation.period_backwards') });
export type PromotionIssue = z.infer<typeof promotionIssueSchema>;

/**
 * The plan and room type codes a promotion names that the hotel has none of: each list is refused
 * by its field, so a typo never makes a promotion that silently discounts nothing (or everything).
 */
export function unknownPromotionCodes(
  promotion: Pick<PromotionIssue, 'hotel_plan_codes' | 'room_type_codes'>,
  hotel: { planCodes: readonly string[]; roomTypeCodes: readonly string[] },
): CatalogueProblem[] {
  const unknown = (codes: readonly string[], known: readonly string[]) => codes.some((code) => !known.includes(code));
  return [
    ...(unknown(promotion.hotel_plan_codes, hotel.planCodes)
      ? [{ field: 'hotel_plan_codes', message: 'validation.unknown_codes' as const }]
      : []),
    ...(unknown(promotion.room_type_codes, hotel.roomTypeCodes)
      ? [{ field: 'room_type_codes', message: 'validation.unknown_codes' as const }]
      : []),
  ];
}

export const PROMOTION_STATUSES = ['scheduled', 'active', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * Where a promotion stands on the hotel's today: ended early by staff, or past its booking or stay
 * period, it prices nothing again; before its booking period it is still to come.
 */
export function promotionStatus(
  promotion: { booking_start: string; booking_end: string; stay_end: string; ended_at: string | null },
  today: string,
): PromotionStatus {
  if (promotion.ended_at !== null || promotion.booking_end < today || promotion.stay_end < today) return 'ended';
  return promotion.booking_start > today ? 'scheduled' : 'active';
}
