/** Promotions as the API sends them (ADR 0047). */
import { z } from 'zod';
import { PROMOTION_DISCOUNT_TYPES, PROMOTION_TARGET_TYPES } from '../promotions';

export const promotionSchema = z.object({
  id: z.number(),
  hotel_code: z.string(),
  name: z.string(),
  discount_target_type: z.enum(PROMOTION_TARGET_TYPES),
  discount_type: z.enum(PROMOTION_DISCOUNT_TYPES),
  /** Percent, or minor units of `currency` off each night of each room. */
  discount_value: z.number(),
  currency: z.string(),
  target_mode: z.enum(['include', 'exclude']),
  hotel_plan_codes: z.array(z.string()),
  room_type_codes: z.array(z.string()),
  stay_start: z.string(),
  stay_end: z.string(),
  booking_start: z.string(),
  booking_end: z.string(),
  /** A coupon promotion's code: shown to the staff who made it, never in a member's list. */
  code: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionResponse = z.object({ data: z.object({ promotion: promotionSchema }) });

/** A promotion open to a member (my-account/promotions), with the hotel it is at. */
export const memberPromotionSchema = promotionSchema.extend({ hotel_name: z.string() });
export type MemberPromotion = z.infer<typeof memberPromotionSchema>;
export const memberPromotionsResponse = z.object({ data: z.object({ promotions: z.array(memberPromotionSchema) }) });

/** A search result's promotion: which one priced the plan (§3 promotionID) and what the plan cost before it. */
export const planPromotionSchema = z.object({
  id: z.number(),
  name: z.string(),
  discount_target_type: z.enum(PROMOTION_TARGET_TYPES),
  price_before: z.number(),
});
