import { z } from 'zod';
import { isSiteOrigin } from '@yado/domain/brand-access-editing';
import { HEADER_TYPES } from '@yado/domain/hotel-settings-editing';
import { LOCALES } from '@yado/domain/locales';
import { CARD_BRANDS, PAYMENT_GATEWAY_NAMES } from '@yado/domain/payments';
import { CHILD_OPTIONS, DEFAULT_MAX_GUESTS_PER_ROOM } from '@yado/domain/statuses';

/** Init settings of §3 kept per hotel; missing keys take these defaults. */
export const hotelSettingsSchema = z.object({
  button_colour: z.string().default('#1f4e79'),
  header_colour: z.string().default('#ffffff'),
  header_type: z.enum(HEADER_TYPES).default('header_logo'),
  logo: z.string().nullable().default(null),
  website_header_html: z.string().nullable().default(null),
  footer_html: z.string().nullable().default(null),
  compiled_css: z.string().nullable().default(null),
  max_guests_per_room: z.number().int().default(DEFAULT_MAX_GUESTS_PER_ROOM),
  kids_setting: z
    .object({
      kids_type: z.enum(['tiers', 'tiers_with_meal_and_bed_as_extras', 'ages']).default('ages'),
      /** 'not_accept' keeps children out of the search altogether. */
      accept_type: z.enum(['accept', 'not_accept']).default('accept'),
      shared_bed_type: z.enum(['per_adult', 'per_room']).default('per_adult'),
    })
    .default({ kids_type: 'ages', accept_type: 'accept', shared_bed_type: 'per_adult' }),
  /** The hotel's child tiers for tier mode (§3 kidsTiers, §4 child options). */
  kids_tiers: z
    .array(
      z.object({
        code: z.string(),
        child_option: z.enum(CHILD_OPTIONS),
        charge_percent: z.number().int().min(0).max(100),
        name: z.record(z.string(), z.string()),
      }),
    )
    .default([]),
  room_search_filters: z.array(z.object({ id: z.number(), name: z.string(), translations: z.record(z.string(), z.string()) })).default([]),
  default_search_setting: z
    .object({ yesterday_bookable: z.boolean().default(false), available_rooms_only: z.boolean().default(true) })
    .default({ yesterday_bookable: false, available_rooms_only: true }),
  day_use_search_active: z.boolean().default(false),
  multi_rooms_search_enabled: z.boolean().default(false),
  multi_rooms_search_limit: z.number().int().default(1),
  show_prices_tax_included: z.boolean().default(true),
  search_type: z.enum(['dated', 'undated']).default('dated'),
  plan_search_enabled: z.boolean().default(true),
  coupon_active: z.boolean().default(false),
  /** §3: only percentage coupons are taken here, never fixed amounts. */
  percentage_coupon_discount_only: z.boolean().default(false),
  voucher_coupon_active: z.boolean().default(false),
  membership: z.boolean().default(false),
  kanji_name_required: z.boolean().default(false),
  customer_address_required: z.boolean().default(false),
  reservable_period_months: z.number().int().min(1).default(12),
  hotel_site_controller: z.string().nullable().default(null),
  point_program_disabled: z.boolean().default(true),
  mcp_enabled: z.boolean().default(false),
  /** Card brands this hotel takes online (§5 accepted brands by mode; multi-currency narrows them later). */
  accepted_card_brands: z.array(z.enum(CARD_BRANDS)).default([...CARD_BRANDS]),
  /**
   * The hotel takes bookings paid at the hotel (or by transfer or invoice) even when cancelling
   * them already costs a fee at booking; by default such stays are paid or guaranteed by card.
   */
  unsecured_payment_when_fee_due: z.boolean().default(false),
  /** Where the hotel is told of each booking, change and cancellation made online (never shown to guests). */
  notification_emails: z.array(z.string().email()).max(5).default([]),
  /** §3 reservation update setting: guests may change their stay online (staff changes end it per booking). */
  reservation_update_active: z.boolean().default(true),
  /** The languages this hotel's widget offers, set in its console (ADR 0069); null for its brand's. */
  book_languages: z.array(z.enum(LOCALES)).nullable().default(null),
  standalone_settings: z.object({ url: z.string().nullable() }).default({ url: null }),
  /** §3 payment_promotion_info: what the hotel offers for paying online by card, and on which plans. */
  payment_promotion: z
    .object({
      target_mode: z.enum(['include', 'exclude']),
      hotel_plan_codes: z.array(z.string()),
      description: z.record(z.string(), z.string()),
    })
    .nullable()
    .default(null),
});
export type HotelSettings = z.infer<typeof hotelSettingsSchema>;

/**
 * The brand's sites as origins (https://www.hotel.example). One the console's rule would not give
 * as it is (isSiteOrigin) is not trusted: it is left out, never put in a page's security policy.
 */
const originsSchema = z
  .array(z.string())
  .default([])
  .transform((origins) => origins.filter(isSiteOrigin));

/** The appearance a brand sets for all its hotels and a hotel may set for itself (ADR 0074). */
export const BRAND_APPEARANCE_KEYS = ['button_colour', 'header_colour', 'header_type', 'website_header_html', 'footer_html'] as const;

export const brandSettingsSchema = z.object({
  /** The brand's defaults for its hotels' appearance; a hotel's own value wins (absent: the hotel's defaults). */
  button_colour: z.string().optional(),
  header_colour: z.string().optional(),
  header_type: z.enum(HEADER_TYPES).optional(),
  website_header_html: z.string().nullable().optional(),
  footer_html: z.string().nullable().optional(),
  /**
   * The brand's own sites: pages there may frame the widget, and links in mails lead there when the
   * widget is used from one of them. Nothing else a request names is trusted for either.
   */
  allowed_origins: originsSchema,
  first_party_cookie_setting: z
    .object({ status: z.string().default('none'), domain_name: z.string().nullable().default(null) })
    .default({ status: 'none', domain_name: null }),
  email_consent: z.boolean().default(false),
  nearby_hotels_suggestion: z.boolean().default(false),
  room_recommender: z.boolean().default(false),
  /**
   * §3 payment hub config: which configuration the brand's hub uses (none, default, surehigh, custom),
   * hosted integration only, and the gateway that takes its cards online (its credentials are the server's).
   */
  payment_hub: z
    .object({
      config: z.enum(['none', 'default', 'surehigh', 'custom']).default('none'),
      integration_type: z.literal('hosted').default('hosted'),
      gateway: z.enum(PAYMENT_GATEWAY_NAMES).default('sandbox'),
    })
    .default({ config: 'none', integration_type: 'hosted', gateway: 'sandbox' }),
  /** §3 membership settings: a brand that removes accounts itself says how, in place of the online removal. */
  membership_setting: z
    .object({
      custom_account_removal: z.boolean().default(false),
      custom_account_removal_description: z.record(z.string(), z.string()).default({}),
      encrypted_qr_code_enabled: z.boolean().default(true),
      /** Members sign in with the widget (§2 login menu: "login widget active"); off for a brand without membership here. */
      login_enabled: z.boolean().default(true),
      /** New members may sign up online ("sign-up allowed"). */
      sign_up_enabled: z.boolean().default(true),
      /** Members sign in on the brand's own site, which hands the widget its token (§4 step 6): no sign-in or sign-up here. */
      custom_auth: z.boolean().default(false),
      /** Corporate users sign in here with an account ID and password (§2 login menu: "corporate login enabled"). */
      corporate_login_enabled: z.boolean().default(false),
    })
    .default({
      custom_account_removal: false,
      custom_account_removal_description: {},
      encrypted_qr_code_enabled: true,
      login_enabled: true,
      sign_up_enabled: true,
      custom_auth: false,
      corporate_login_enabled: false,
    }),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** §3: the first-party cookie domain is enabled only in these states. */
export function firstPartyCookieEnabled(status: string): boolean {
  return status === 'completed' || status === 'update_certificate_pending';
}

/** The brand's appearance defaults it has set, by key. */
export const brandAppearanceOf = (brand: BrandSettings) =>
  Object.fromEntries(BRAND_APPEARANCE_KEYS.flatMap((key) => (brand[key] === undefined ? [] : [[key, brand[key]]])));

/**
 * A hotel's settings over its brand's defaults (ADR 0074): a key the hotel stores wins, even a null
 * (no footer), so the brand's value shows only where the hotel never chose its own.
 */
export const hotelSettingsOf = (hotel: unknown, brand: BrandSettings): HotelSettings =>
  hotelSettingsSchema.parse({ ...brandAppearanceOf(brand), ...(hotel as Record<string, unknown>) });
