/** The search's answers (rooms, calendar, a brand's hotels): the API's routes declare them, the web reads their types. */
import { z } from 'zod';
import { planPromotionSchema } from './promotions';

export const partySchema = z.object({
  adults: z.number(),
  children: z.number(),
  kids_ages: z.array(z.number()),
  kids_tiers: z.array(z.object({ code: z.string(), children: z.number() })),
  adult_companion: z.number().optional(),
  kid_tier_A_companion: z.number().optional(),
});

export const stayPriceSchema = z.object({
  currency_iso: z.string(),
  total_price: z.number(),
  total_price_without_tax: z.number(),
  room_price_without_tax: z.number(),
  tax: z.number(),
  /** Each night before tax, all rooms together (empty for an undated search). */
  nights: z.array(z.object({ date: z.string(), price_without_tax: z.number() })),
  /** The total in the currency the guest chose, when it differs from the hotel's (§3 mcp_ fields). */
  mcp_total_price: z.object({ cents: z.number(), currency_iso: z.string() }).optional(),
});

/** §3: a total as a member (sign_in_discount) or a guest (non_sign_in_discount) pays it. */
const discountedTotalSchema = z.object({
  total_price_after_discount: z.number(),
  total_price_after_discount_tax: z.number(),
  total_accommodation_tax: z.number(),
});

export const roomPlanResultSchema = z.object({
  room_plan_code: z.string(),
  room_plan_name: z.string(),
  hotel_plan_code: z.string(),
  plan_description: z.string(),
  plan_stock_count: z.number(),
  sale_limit: z.number().nullable(),
  /** False for a sold-out plan listed because the search includes occupied rooms. */
  available: z.boolean(),
  /** False before the plan's booking_start_date. */
  bookable: z.boolean(),
  booking_start_date: z.string().nullable(),
  meals: z.string(),
  members_only: z.boolean(),
  is_day_use: z.boolean(),
  minimum_nights: z.number(),
  cancellation_policy_id: z.number(),
  payment_method: z.array(z.string()),
  /** The share a deposit payment takes by card at booking (§4 credit_card_deposit). */
  deposit_percentage: z.number().nullable(),
  credit_card_payment: z.boolean(),
  /** The hotel's card promotion (payment_promotion_info) is for this plan. */
  payment_promotion: z.boolean(),
  /** The promotion in `prices` (one at most, the best for the guest), with the price before it. */
  promotion: planPromotionSchema.nullable(),
  /** With the hotel's card offer: the plan's total paid online by card, and the promotion that makes it. */
  card_offer: z.object({ promotion_id: z.number(), name: z.string(), total_price: z.number() }).nullable(),
  inclusive_extra_ids: z.array(z.number()),
  /** What the viewer pays: members signed in with the hotel's brand get the plan's sign-in price. */
  prices: stayPriceSchema,
  /** In voucher mode: what the voucher pays of this price (§3 voucher_coupon_discount_amount). */
  voucher_coupon_discount_amount: z.number().optional(),
  /** Set, with non_sign_in_discount, when the plan costs signed-in members less. */
  sign_in_discount: discountedTotalSchema.nullable(),
  non_sign_in_discount: discountedTotalSchema.nullable(),
  matched_search_criteria: z.object({
    adults_count: z.number(),
    children_count: z.number(),
    adults_with_companion: z.number(),
    children_with_kid_tier_A_companion: z.number(),
  }),
});

export const roomTypeSchema = z.object({
  room_type_code: z.string(),
  room_type_name: z.string(),
  room_type_description: z.string(),
  room_count: z.number(),
  beds: z.array(z.object({ type: z.string(), count: z.number() })),
  sleeps: z.number(),
  size_tatami: z.number(),
  size_sqm: z.number(),
  bath: z.boolean(),
  shower: z.boolean(),
  toilet: z.boolean(),
  smoking: z.boolean(),
  wifi: z.string(),
  max_adults: z.number(),
  filter_ids: z.array(z.number()),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
});

export const roomResultSchema = roomTypeSchema.extend({ room_plans: z.array(roomPlanResultSchema) });

export const planResultSchema = z.object({
  hotel_plan_code: z.string(),
  plan_name: z.string(),
  plan_description: z.string(),
  meals: z.string(),
  members_only: z.boolean(),
  minimum_nights: z.number(),
  booking_start_date: z.string().nullable(),
  cancellation_policy_id: z.number(),
  inclusive_extra_ids: z.array(z.number()),
  rooms: z.array(roomTypeSchema.extend({ room_plan: roomPlanResultSchema })),
});

export const roomSearchResponse = z.object({
  data: z.object({
    type: z.enum(['rooms', 'plans']),
    search_type: z.enum(['dated', 'undated']),
    is_day_use: z.boolean(),
    /** Undated searches have no dates; their prices are the lowest for `nights` nights in the coming weeks. */
    checkin: z.string().nullable(),
    checkout: z.string().nullable(),
    nights: z.number(),
    party: z.array(partySchema),
    adults: z.number(),
    children: z.number(),
    room_count: z.number(),
    /**
     * 'kids' when children's ages do not match their count; 'promo_code' when a secret code opens no plan;
     * 'voucher_stay' when the stay is outside the voucher's staying period or touches its excluded days.
     */
    warnings: z.array(z.enum(['kids', 'promo_code', 'voucher_stay'])),
    /** With search_next_available_date_if_no_result and nothing found: the next check-in with rooms. */
    next_available_date: z.string().nullable(),
    currency: z.string(),
    /** The currency the mcp_ prices are in, and the rate used (its id goes back with a booking). */
    mcp_currency: z.string().nullable(),
    exchange_rate: z.object({ id: z.number(), rate: z.number(), taken_at: z.string() }).nullable(),
    rooms: z.array(roomResultSchema),
    plans: z.array(planResultSchema),
    /** What the hotel offers for paying by card, in the guest's language, and the plans it is for (§3). */
    payment_promotion_info: z
      .object({ target_mode: z.enum(['include', 'exclude']), hotel_plan_codes: z.array(z.string()), description: z.string() })
      .nullable(),
    extra_inventories: z.array(z.object({ extra_id: z.number(), inventory: z.number() })),
  }),
});
/** A room search's answer (its data), as search works it out and the facilities page reads it. */
export type RoomSearchAnswer = z.infer<typeof roomSearchResponse>['data'];
export type RoomPlanResult = z.infer<typeof roomPlanResultSchema>;
export type RoomType = z.infer<typeof roomTypeSchema>;
export type RoomResult = z.infer<typeof roomResultSchema>;
export type PlanResult = z.infer<typeof planResultSchema>;
export type StayPriceView = z.infer<typeof stayPriceSchema>;

export const availabilityResponse = z.object({
  data: z.object({
    currency: z.string(),
    tax_included: z.boolean(),
    days: z.array(z.object({ date: z.string(), available: z.boolean(), lowest_price: z.number().nullable() })),
  }),
});
export type AvailabilityAnswer = z.infer<typeof availabilityResponse>['data'];

export const brandHotelsResponse = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      time_zone: z.string(),
      currency: z.string(),
      address: z.string(),
      logo: z.string().nullable(),
      image: z.string().nullable(),
      /** With is_including_lowest_price: the cheapest stay a guest can book for the search; `from` without dates. */
      lowest_price: z.object({ total_price: z.number(), currency: z.string(), nights: z.number(), from: z.boolean() }).nullable(),
    }),
  ),
  meta: z.object({ page: z.number(), per_page: z.number(), total_pages: z.number(), total_entries: z.number() }),
});
export type BrandHotelsPage = z.infer<typeof brandHotelsResponse>;
