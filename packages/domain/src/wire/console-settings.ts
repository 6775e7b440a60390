import { z } from 'zod';
import { BRAND_DEFAULT_KEYS, HEADER_TYPES } from '../hotel-settings-editing';
import { LOCALES } from '../locales';
import { CARD_BRANDS, PAYMENT_GATEWAY_NAMES } from '../payments';

/** The hotel's settings as its console's Settings screen shows them (ADR 0069). */
export const consoleHotelSettingsSchema = z.object({
  button_colour: z.string(),
  header_colour: z.string(),
  header_type: z.enum(HEADER_TYPES),
  website_header_html: z.string().nullable(),
  footer_html: z.string().nullable(),
  /** The languages the widget offers: the hotel's own choice, else its brand's, else all. */
  book_languages: z.array(z.enum(LOCALES)),
  accepted_card_brands: z.array(z.enum(CARD_BRANDS)),
  notification_emails: z.array(z.string()),
  reservation_update_active: z.boolean(),
  /** The settings the hotel takes from its brand now, having none of its own (ADR 0074). */
  use_brand: z.array(z.enum(BRAND_DEFAULT_KEYS)),
});
export type ConsoleHotelSettings = z.infer<typeof consoleHotelSettingsSchema>;

/** The brand's defaults as an owner's Settings screen shows them (ADR 0074). */
export const consoleBrandSettingsSchema = consoleHotelSettingsSchema.pick({
  button_colour: true,
  header_colour: true,
  header_type: true,
  website_header_html: true,
  footer_html: true,
  book_languages: true,
});
export type ConsoleBrandSettings = z.infer<typeof consoleBrandSettingsSchema>;

export const consoleHotelSettingsResponse = z.object({
  data: z.object({
    settings: consoleHotelSettingsSchema,
    /** The brand's values of the settings it gives its hotels: what each of `use_brand` shows. */
    brand: consoleBrandSettingsSchema,
    /** Whether the signed-in user may change them (owners and managers). */
    can_edit: z.boolean(),
  }),
});

export const consoleBrandSettingsResponse = z.object({
  data: z.object({
    settings: consoleBrandSettingsSchema,
    /** Every hotel of the brand: each shows these defaults where it has not set its own. */
    hotels: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});

/** The brand's sites, its members' sign-in and its card gateway, as an owner's Settings screen shows them. */
export const consoleBrandAccessSchema = z.object({
  allowed_origins: z.array(z.string()),
  login_enabled: z.boolean(),
  sign_up_enabled: z.boolean(),
  corporate_login_enabled: z.boolean(),
  custom_auth: z.boolean(),
  payment_gateway: z.enum(PAYMENT_GATEWAY_NAMES),
});
export type ConsoleBrandAccess = z.infer<typeof consoleBrandAccessSchema>;

export const consoleBrandAccessResponse = z.object({
  data: z.object({
    settings: consoleBrandAccessSchema,
    /** The gateways this server has the credentials of: the ones the brand may choose. */
    gateways: z.array(z.enum(PAYMENT_GATEWAY_NAMES)),
    /** Whether the brand's own site can sign its members in here (this server has its secret), as custom_auth needs. */
    custom_auth_available: z.boolean(),
  }),
});

/** What the brand's booking pages offer its guests and members, as an owner's Settings screen shows it. */
export const consoleBrandFeaturesSchema = z.object({
  nearby_hotels_suggestion: z.boolean(),
  room_recommender: z.boolean(),
  encrypted_qr_code_enabled: z.boolean(),
  custom_account_removal: z.boolean(),
  custom_account_removal_description: z.partialRecord(z.enum(LOCALES), z.string()),
});
export type ConsoleBrandFeatures = z.infer<typeof consoleBrandFeaturesSchema>;

export const consoleBrandFeaturesResponse = z.object({ data: z.object({ settings: consoleBrandFeaturesSchema }) });
