import { z } from 'zod';
import { isIsoDate } from './dates';
import type { Locale } from './locales';

/**
 * §5 field rules, shared by the guest form and the API. Messages are catalogue keys
 * (`validation.*`); the web translates them and the API sends the English text.
 */
export const VALIDATION_MESSAGES_EN = {
  'validation.required': 'This field is required',
  'validation.email': 'Enter a valid email address',
  'validation.email_mismatch': 'Email addresses do not match',
  'validation.phone': 'Use digits and + only',
  'validation.postcode': 'Use letters and digits only',
  'validation.name_english': 'Use English letters only',
  'validation.name_ja': 'Use hiragana or English letters',
  'validation.name_kanji': 'Use kanji, kana or English letters',
  'validation.name_zh': 'Use Chinese characters or English letters',
  'validation.name_ko': 'Use Hangul or English letters',
  'validation.too_long': 'Too long',
  'validation.terms': 'Please accept the terms to continue',
  'validation.date': 'Use the date format YYYY-MM-DD',
  'validation.checkout_after_checkin': 'Check-out must be after check-in',
  'validation.stay_too_long': 'Stays are limited to {max_nights} nights',
  'validation.checkin_past': 'Check-in cannot be in the past',
  'validation.range_too_long': 'Ask for at most three months at a time',
  'validation.too_many_rooms': 'Search for at most {max} rooms at a time',
  'validation.adults_required': 'Each room needs at least one adult',
  'validation.too_many_guests': 'At most {max} guests can stay in one room',
  'validation.recommendation_guests': 'Recommendations are for parties of at most {max} guests',
  'validation.rooms_over_adults': 'Each room needs an adult: ask for at most as many rooms as adults',
  'validation.child_age': "Give each child's age, from 0 to {max}",
  'validation.kids_tier': 'Choose one of the age groups this hotel offers',
  'validation.sharing_per_adult': 'Each adult can share a bed with one child; choose a bed for the others',
  'validation.sharing_per_room': 'One child per room can share a bed; choose a bed for the others',
  'validation.rooms': 'The rooms could not be read; choose them again',
  'validation.invalid': 'This value is not valid',
  'validation.time': 'Use a time like 15:30',
  'validation.answer_option': 'Choose one of the answers offered',
  'validation.people_count': 'The men and women should add up to the adults in the room',
  'validation.too_many_files': 'Attach at most 30 files',
  'validation.children_not_accepted': 'This hotel does not take bookings for children',
  'validation.day_use_unavailable': 'This hotel does not offer day use',
  'validation.companions_not_offered': 'Companions are for signed-in members whose program offers them',
  'validation.undated_same_party': 'Searching without dates needs the same guests in every room',
  'validation.password_rules': 'Use at least 8 characters, with an uppercase letter, a lowercase letter and a digit',
  'validation.password_mismatch': 'Passwords do not match',
  'validation.password_used': 'This is your current password; choose a new one',
  'validation.current_password': 'This is not your current password',
  'validation.birth_date': 'Enter a date of birth in the past, as YYYY-MM-DD',
  'validation.receipt_unicode': 'A Taiwan tax ID has 8 digits',
  'validation.email_unchanged': 'This is already your email address',
  'validation.email_taken': 'Another account uses this email address',
  'validation.rating': 'Choose from 1 to 5 stars',
  'validation.catalogue_code': 'Use capital letters, digits and dashes (up to 24)',
  'validation.name_in_hotel_language': "A name in the hotel's own language is required",
  'validation.adults_over_sleeps': 'At most as many adults as the room sleeps',
  'validation.payment_type_required': 'Choose at least one payment type',
  'validation.payment_type_not_taken': 'Choose only payment types this hotel can take in its currency',
  'validation.sale_period': 'The sale cannot end before it starts',
  'validation.room_type_required': 'Choose at least one room type',
  'validation.secret_code': 'Use letters, digits, _ and - (up to 40)',
  'validation.code_taken': 'This code is already in use',
  'validation.plan_meals_booked': 'Upcoming reservations booked these meals; add a new plan for other meals',
  'validation.quantity_range': 'The largest quantity cannot be below the smallest',
  'validation.duplicate': 'This is given twice',
  'validation.sale_past': 'Choose a date from today on',
  'validation.sale_too_long': 'Set at most 400 days at a time',
  'validation.extra_booked': 'Guests have booked this extra as it is; add a new extra instead',
  'validation.extra_price_booked': 'Some of these dates are booked at their current price; set the new price from a date after them',
  'validation.stock_below_sold': 'Some of these dates have more sold than this stock',
  'validation.choices_free_only': 'Only a free question can be answered with choices',
  'validation.choices_required': 'Give at least two choices',
  'validation.choices_unused': 'Choices are only for questions answered with choices',
  'validation.attachments_free_only': 'Only a free question can take attachments',
  'validation.question_answered': 'Guests have answered this question as it is; add a new question instead',
  'validation.choice_answered': 'Guests have picked a choice removed here; keep it',
  'validation.colour': 'Use a colour like #1f4e79',
  'validation.brand_html': 'Scripts, frames, forms, styles and event handlers are not allowed here; use markup, links and images',
  'validation.language_required': 'Choose at least one language',
  'validation.too_many_emails': 'Give at most 5 email addresses',
  'validation.percent_range': 'Give a percentage from 1 to 100',
  'validation.period_backwards': 'The last day cannot be before the first',
  'validation.unknown_codes': 'Choose only plans and room types this hotel has',
  'validation.alt_in_hotel_language': "A text in the hotel's own language is required",
  'validation.percentage': 'Give a percentage from 0 to 100',
  'validation.days_before': 'Give the days before check-in, from 0 to 400',
  'validation.hour': 'Give an hour from 0 to 23, or leave it blank for the whole day',
  'validation.too_many_fees': 'Give at most 10 fees',
  'validation.site_origin': 'Give a site as its https address only, like https://www.hotel.example',
  'validation.too_many_sites': 'Give at most 20 sites',
  'validation.gateway_not_configured': 'This server has no credentials for this gateway; choose one it has',
  'validation.brand_sign_in_not_configured':
    "This server cannot take sign-ins from the brand's own site yet; ask for its sign-in secret to be set up first",
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES_EN;

/** A rule's message as its catalogue key, which the web translates and the API sends as the field's key. */
export const msg = (key: ValidationMessageKey) => ({ message: key });

const ENGLISH = "A-Za-z][A-Za-z .'\\-";
const ENGLISH_NAME = new RegExp(`^[${ENGLISH}]*$`);
const PATTERNS = {
  english: ENGLISH_NAME,
  ja: /^(?:[\p{Script=Hiragana}ー][\p{Script=Hiragana}ー\u3000 ]*|[A-Za-z][A-Za-z .'-]*)$/u,
  kanji:
    /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々A-Za-z][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々A-Za-z .'\u3000-]*$/u,
  zh: /^(?:\p{Script=Han}[\p{Script=Han}·・ ]*|[A-Za-z][A-Za-z .'-]*)$/u,
  ko: /^(?:\p{Script=Hangul}[\p{Script=Hangul} ]*|[A-Za-z][A-Za-z .'-]*)$/u,
} as const;

export type NameRule = keyof typeof PATTERNS;

/** Which script a name in the booker's language may use (§5). */
export function nameRuleForLocale(locale: Locale): NameRule {
  if (locale === 'ja') return 'kanji';
  if (locale === 'zh_Hans' || locale === 'zh_Hant') return 'zh';
  if (locale === 'ko') return 'ko';
  return 'english';
}

const NAME_MESSAGES: Record<NameRule, ValidationMessageKey> = {
  english: 'validation.name_english',
  ja: 'validation.name_ja',
  kanji: 'validation.name_kanji',
  zh: 'validation.name_zh',
  ko: 'validation.name_ko',
};

const required = () => z.string().trim().min(1, msg('validation.required')).max(255, msg('validation.too_long'));

const nameFields = new Map<NameRule, z.ZodString>();

/**
 * A name in the script `rule` allows. One schema per rule, built on first use: building a zod schema
 * costs far more than checking a value with it, and a booking's name rule is chosen per request.
 */
export function nameField(rule: NameRule): z.ZodString {
  let field = nameFields.get(rule);
  if (!field) {
    field = required().regex(PATTERNS[rule], msg(NAME_MESSAGES[rule]));
    nameFields.set(rule, field);
  }
  return field;
}

export const emailField = () => required().pipe(z.email(msg('validation.email')));
export const phoneField = () => required().regex(/^\+?[0-9]{6,20}$/, msg('validation.phone'));
export const postcodeField = () =>
  z
    .string()
    .trim()
    .max(20, msg('validation.too_long'))
    .regex(/^[A-Za-z0-9]*$/, msg('validation.postcode'));
/**
 * The largest value of PostgreSQL's integer, the type of our ids: a larger id names nothing, and is
 * refused by the schemas below before a query would fail on it.
 */
export const MAX_ID = 2_147_483_647;
/** The one schema of a record's id in a JSON body. */
export const idField = () => z.number().int().positive().max(MAX_ID);
/** The one schema of a record's id in a path or query string, where it arrives as text. */
export const idParam = () => z.coerce.number().int().positive().max(MAX_ID);

/**
 * The one schema of a YYYY-MM-DD date: a date on the calendar, so 2027-02-30 is refused here and
 * never reaches the database (which would fail on it). The document shows it as `format: date`.
 */
export const isoDateField = () => z.iso.date({ ...msg('validation.date'), abort: true }).refine(isIsoDate, msg('validation.date'));

/**
 * The booker's details and per-room guest names, as the guest form collects them and the manage
 * screen edits them (the email, the way back to the booking, is asked only when booking).
 */
export function guestFieldsSchema(options: { locale: Locale; addressRequired: boolean; roomCount: number }) {
  const nameRule = nameRuleForLocale(options.locale);
  const kana = options.locale === 'ja';
  const optionalText = () => z.string().trim().max(255, msg('validation.too_long'));
  return z.object({
    last_name: nameField(nameRule),
    first_name: nameField(nameRule),
    last_name_kana: kana ? nameField('ja') : z.string().optional(),
    first_name_kana: kana ? nameField('ja') : z.string().optional(),
    phone: phoneField(),
    postal_code: options.addressRequired ? postcodeField().min(1, msg('validation.required')) : postcodeField(),
    prefecture_or_state: options.addressRequired ? required() : optionalText(),
    street_address: options.addressRequired ? required() : optionalText(),
    building_name_and_number: optionalText(),
    special_request: optionalText(),
    rooms: z.array(z.object({ first_name: nameField('english'), last_name: nameField('english') })).length(options.roomCount),
  });
}
export type GuestFields = z.infer<ReturnType<typeof guestFieldsSchema>>;

/** The guest form of a booking: the guest fields, the email twice and the terms. */
export function guestDetailsSchema(options: { locale: Locale; addressRequired: boolean; roomCount: number }) {
  return guestFieldsSchema(options)
    .extend({
      email: emailField(),
      email_confirmation: required(),
      terms_accepted: z.boolean().refine((v) => v, msg('validation.terms')),
    })
    .refine((v) => v.email.toLowerCase() === v.email_confirmation.trim().toLowerCase(), {
      ...msg('validation.email_mismatch'),
      path: ['email_confirmation'],
    });
}
export type GuestDetails = z.infer<ReturnType<typeof guestDetailsSchema>>;
