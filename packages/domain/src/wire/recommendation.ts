/** The room recommender's answer and the settings a hotel's page reads to show its buttons (§7), as the API sends them. */
import { z } from 'zod';
import { RECOMMENDATION_KINDS } from '../recommendation';
import { partySchema } from './search';

const money = z.object({ cents: z.number(), currency_iso: z.string() });

/** One room of a recommendation, in the shape a booking's room takes (POST hotels/{hotel}/reservations rooms[]). */
export const recommendedRoomSchema = z.object({
  room_type_code: z.string(),
  room_plan_code: z.string(),
  adults: z.number(),
  children: z.number(),
  kids_ages: z.array(z.number()),
  kids_tiers: z.array(z.object({ code: z.string(), children: z.number() })),
  room_type_name: z.string(),
  hotel_plan_code: z.string(),
  plan_name: z.string(),
  meals: z.string(),
  cancellation_policy_id: z.number(),
  free_cancellation: z.boolean(),
  /** The share a deposit payment takes by card at booking (§4 credit_card_deposit). */
  deposit_percentage: z.number().nullable(),
  /** The room's price for the stay, tax included, in the hotel's currency. */
  total_price: z.number(),
});

export const recommendationSchema = z.object({
  kind: z.enum(RECOMMENDATION_KINDS),
  rooms: z.array(recommendedRoomSchema),
  /** What a booking of these rooms sends as total_price (paid any way but the hotel's card offer). */
  total_price: money,
  total_price_without_tax: z.number(),
  tax: z.number(),
  /** Each night before tax, all rooms together. */
  nights: z.array(z.object({ date: z.string(), price_without_tax: z.number() })),
  /** The total in the currency the guest chose (§3 mcp_ fields). */
  mcp_total_price: money.nullable(),
  /** The promotion priced in (one per booking at most), with the rooms' total before it. */
  promotion: z.object({ id: z.number(), name: z.string(), discount_target_type: z.string(), price_before: z.number() }).nullable(),
  /** The hotel's card offer on these rooms: their total paid online by card (what such a booking sends as total_price). */
  card_offer: z.object({ promotion_id: z.number(), name: z.string(), total_price: z.number() }).nullable(),
  /** The ways every room can be paid together (§5: one payment method for all rooms). */
  payment_methods: z.array(z.string()),
  breakfast: z.boolean(),
  free_cancellation: z.boolean(),
});

export const recommendationResponse = z.object({
  data: z.object({
    checkin: z.string(),
    checkout: z.string(),
    nights: z.number(),
    party: partySchema,
    room_count: z.union([z.literal('any'), z.number()]),
    currency: z.string(),
    mcp_currency: z.string().nullable(),
    exchange_rate: z.object({ id: z.number(), rate: z.number(), taken_at: z.string() }).nullable(),
    budget: z.number().nullable(),
    /** Rooms would sleep the party, but none within the budget. */
    over_budget: z.boolean(),
    /** The cheapest first, then the cheapest with fewest rooms, with breakfast, free to cancel: each only when it adds something. */
    recommendations: z.array(recommendationSchema),
  }),
});
export type RecommendationAnswer = z.infer<typeof recommendationResponse>['data'];
export type RecommendationView = z.infer<typeof recommendationSchema>;

const labels = z.record(z.string(), z.string());

/** GET hotels/{code}/settings/sign_in_button: what a hotel's page needs to show a member sign-in button. */
export const signInButtonResponse = z.object({
  data: z.object({
    enabled: z.boolean(),
    sign_up_enabled: z.boolean(),
    button_colour: z.string(),
    /** The button's words in the language asked (sign_in, sign_up). */
    labels,
    /** Languages the widget opens in for this hotel. */
    languages: z.array(z.string()),
    /** Where the button leads, from the widget's origin. */
    sign_in_path: z.string(),
    sign_up_path: z.string().nullable(),
  }),
});

/** GET hotels/{code}/settings/recommender_widget: what a hotel's page needs to show the room recommender widget. */
export const recommenderWidgetResponse = z.object({
  data: z.object({
    enabled: z.boolean(),
    button_colour: z.string(),
    header_colour: z.string(),
    /** The widget's words in the language asked (title, button). */
    labels,
    languages: z.array(z.string()),
    max_guests: z.number(),
    max_rooms: z.number(),
    kids_type: z.string(),
    multi_currency: z.boolean(),
    /** The embeddable widget and the page it opens, from the widget's origin. */
    widget_path: z.string(),
    page_path: z.string(),
  }),
});
