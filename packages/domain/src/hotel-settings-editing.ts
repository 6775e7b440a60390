import { z } from 'zod';
import type { CatalogueProblem } from './catalogue-editing';
import { LOCALES } from './locales';
import { CARD_BRANDS } from './payments';
import { emailField, msg } from './validation';

/**
 * The hotel's settings as its console changes them (ADR 0069): appearance, the languages the
 * widget offers, the card brands taken online, where booking mails go and whether guests change
 * stays online. Shared by the API (its request schema) and the console's Settings form.
 */
export const HEADER_TYPES = ['header_logo', 'header_customize'] as const;
export const MAX_NOTIFICATION_EMAILS = 5;
export const MAX_BRAND_HTML_LENGTH = 10_000;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** A colour as #rrggbb, kept in lower case. */
export const colourField = () =>
  z
    .string()
    .trim()
    .regex(HEX_COLOUR, msg('validation.colour'))
    .transform((colour) => colour.toLowerCase());

/**
 * What brand HTML may not hold: scripts and other active or page-changing elements, event handler
 * attributes and script URLs. The widget sanitizes this HTML again before showing it; refusing it
 * here too tells the staff at once, instead of their markup silently losing parts.
 */
const ACTIVE_HTML = [
  /<\s*\/?\s*(?:script|iframe|frame|frameset|object|embed|applet|style|link|meta|base|form|svg|math|template)\b/i,
  /<[^>]*\son[a-z]+\s*=/i,
  /(?:java|vb)script\s*:/i,
  /data\s*:\s*text\/html/i,
];
export const isSafeBrandHtml = (html: string) => !ACTIVE_HTML.some((pattern) => pattern.test(html));

/** Header or footer HTML: blank for none; markup, links and images only. */
export const brandHtmlField = () =>
  z
    .string()
    .max(MAX_BRAND_HTML_LENGTH, msg('validation.too_long'))
    .refine(isSafeBrandHtml, msg('validation.brand_html'))
    .nullable()
    .transform((html) => (html === null || html.trim() === '' ? null : html));

/**
 * The appearance and languages a hotel sets for itself and its brand sets for all its hotels
 * (ADR 0069, 0074): the same rules for both, so a brand default is never one a hotel could not set.
 */
export const appearanceChangeSchema = z.object({
  button_colour: colourField(),
  header_colour: colourField(),
  header_type: z.enum(HEADER_TYPES),
  website_header_html: brandHtmlField(),
  footer_html: brandHtmlField(),
  /** The languages the widget offers, in this order; the first is the one it opens in. */
  book_languages: z
    .array(z.enum(LOCALES))
    .min(1, msg('validation.language_required'))
    .max(LOCALES.length)
    .refine((languages) => new Set(languages).size === languages.length, msg('validation.duplicate')),
});
export type AppearanceChange = z.infer<typeof appearanceChangeSchema>;

/** The brand's defaults as an owner changes them in the console (ADR 0074). */
export const brandSettingsChangeSchema = appearanceChangeSchema;
export type BrandSettingsChange = AppearanceChange;

/** The settings a hotel takes from its brand until it sets its own, and may go back to (ADR 0074). */
export const BRAND_DEFAULT_KEYS = [
  'button_colour',
  'header_colour',
  'header_type',
  'website_header_html',
  'footer_html',
  'book_languages',
] as const;
export type BrandDefaultKey = (typeof BRAND_DEFAULT_KEYS)[number];

export const hotelSettingsChangeSchema = appearanceChangeSchema.extend({
  accepted_card_brands: z
    .array(z.enum(CARD_BRANDS))
    .max(CARD_BRANDS.length)
    .refine((brands) => new Set(brands).size === brands.length, msg('validation.duplicate')),
  notification_emails: z.array(emailField()).max(MAX_NOTIFICATION_EMAILS, msg('validation.too_many_emails')),
  /** Guests may change their stay online (§3 reservation update setting). */
  reservation_update_active: z.boolean(),
  /**
   * The settings that take the brand's value (theirs in the body is not kept): a key listed goes
   * back to the brand's, a key left out is the hotel's own. Absent, each stays as it is.
   */
  use_brand: z
    .array(z.enum(BRAND_DEFAULT_KEYS, msg('validation.invalid')))
    .refine((keys) => new Set(keys).size === keys.length, msg('validation.duplicate'))
    .optional(),
});
export type HotelSettingsChange = z.infer<typeof hotelSettingsChangeSchema>;

/** A header of the hotel's (or brand's) own HTML needs that HTML (the widget would show an empty header). */
export function appearanceProblems(change: Pick<AppearanceChange, 'header_type' | 'website_header_html'>): CatalogueProblem[] {
  return change.header_type === 'header_customize' && change.website_header_html === null
    ? [{ field: 'website_header_html', message: 'validation.required' }]
    : [];
}
