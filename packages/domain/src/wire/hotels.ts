/** A hotel's widget settings and cancellation policies, as the API sends them. */
import { z } from 'zod';
import { cancellationLineSchema } from '../cancellation';
import { KIDS_TYPES } from '../party';
import { CHILD_OPTIONS } from '../statuses';
import { CARD_BRANDS } from '../payments';
import { HEADER_TYPES } from '../hotel-settings-editing';

const translations = z.record(z.string(), z.string());

export const initSettingsSchema = z.object({
  hotel_id: z.number(),
  hotel_brand_id: z.number(),
  hotel_brand_code: z.string(),
  hotel_name: z.string(),
  code: z.string(),
  button_colour: z.string(),
  header_colour: z.string(),
  header_type: z.enum(HEADER_TYPES),
  logo: z.string().nullable(),
  website_header_html: z.string().nullable(),
  footer_html: z.string().nullable(),
  compiled_css: z.string().nullable(),
  max_guests_per_room: z.number(),
  kids_setting: z.object({
    kids_type: z.enum(KIDS_TYPES),
    accept_type: z.enum(['accept', 'not_accept']),
    shared_bed_type: z.enum(['per_adult', 'per_room']),
  }),
  kids_tiers: z.array(z.object({ code: z.string(), child_option: z.enum(CHILD_OPTIONS), charge_percent: z.number(), name: translations })),
  room_search_filters: z.array(z.object({ id: z.number(), name: z.string(), translations })),
  default_search_setting: z.object({ yesterday_bookable: z.boolean(), available_rooms_only: z.boolean() }),
  day_use_search_active: z.boolean(),
  multi_rooms_search_enabled: z.boolean(),
  multi_rooms_search_limit: z.number(),
  show_prices_tax_included: z.boolean(),
  search_type: z.enum(['dated', 'undated']),
  plan_search_enabled: z.boolean(),
  coupon_active: z.boolean(),
  voucher_coupon_active: z.boolean(),
  membership: z.boolean(),
  kanji_name_required: z.boolean(),
  customer_address_required: z.boolean(),
  reservable_period_months: z.number(),
  hotel_site_controller: z.string().nullable(),
  point_program_disabled: z.boolean(),
  mcp_enabled: z.boolean(),
  /** Paying at the hotel stays possible when cancelling already costs a fee at booking. */
  unsecured_payment_when_fee_due: z.boolean(),
  standalone_settings: z.object({ url: z.string().nullable() }),
  time_zone: z.string(),
  currency: z.string(),
  tax_rate_percent: z.number(),
  locale: z.string(),
  translations_attributes: z.array(z.object({ locale: z.string(), name: z.string() })),
  hotel_brand_name: z.string(),
  phone: z.string(),
  address: z.object({ post_code: z.string(), full_address: z.string(), country: z.string() }),
  /** Today's date in the hotel's time zone, so the calendar starts where the hotel does. */
  today: z.string(),
  /** `today` is last night: the small hours, where the hotel still sells the night that began yesterday (yesterday_bookable). */
  last_night_on_sale: z.boolean(),
  /** The airport a stay plus flight flies into (ADR 0059), the hotel's nearest; null when no flights reach the hotel. */
  flight_package_airport: z.string().nullable(),
});

export const bookingWidgetSettingsResponse = z.object({
  data: z.object({
    hotel_brand: z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      first_party_cookie_setting: z.object({ status: z.string(), domain_name: z.string().nullable(), enabled: z.boolean() }),
      /** The brand's hotels, for the search bar's hotel choice. */
      hotels: z.array(z.object({ code: z.string(), name: z.string() })),
      /** The brand's widget is always in preview (§1): it takes no bookings. */
      preview: z.boolean(),
    }),
    /** The server runs as a demo: its mailbox shows anyone's mail and its staff keys are published. */
    demo_mode: z.boolean(),
    book_languages: z.array(z.string()),
    available_languages: z.array(z.string()),
    booking_widget_setting_attributes: z.object({
      hotel_brand_id: z.number(),
      default_search_setting: z.object({ yesterday_bookable: z.boolean(), available_rooms_only: z.boolean() }),
      tier: z.string().nullable(),
    }),
    hotel_brand_setting: z.object({
      email_consent: z.boolean(),
      nearby_hotels_suggestion: z.boolean(),
      room_recommender: z.boolean(),
      membership_setting: z.object({
        custom_account_removal: z.boolean(),
        custom_account_removal_description: z.string(),
        encrypted_qr_code_enabled: z.boolean(),
        login_enabled: z.boolean(),
        sign_up_enabled: z.boolean(),
        custom_auth: z.boolean(),
        corporate_login_enabled: z.boolean(),
      }),
    }),
    chatbot_setting: z.null(),
    payment_gateway_setting: z.object({
      gateway: z.string(),
      card_fields_url: z.string(),
      accepted_card_brands: z.array(z.enum(CARD_BRANDS)),
    }),
    mcp_payment_gateway_setting: z.null(),
    payment_hub_integration_type: z.null(),
    integrations: z.array(z.unknown()),
    payment_options: z.array(z.string()),
    init_settings: initSettingsSchema,
  }),
});

export const policySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  cancellation_policy_parts: z.array(
    z.object({ days_before: z.number(), hours_after: z.number().nullable(), percentage_of_cost: z.number() }),
  ),
  no_show_percentage_of_cost: z.number(),
  free_cancellation_days: z.number().nullable(),
  lines: z.array(cancellationLineSchema),
  /** What the policy charges and when, as one text: a booking sends back the one its guest read. */
  terms: z.string(),
});

export const cancellationPoliciesResponse = z.object({ data: z.array(policySchema) });
export type WidgetSettings = z.infer<typeof bookingWidgetSettingsResponse>['data'];
export type InitSettings = z.infer<typeof initSettingsSchema>;
export type PolicyView = z.infer<typeof policySchema>;
