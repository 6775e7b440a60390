import { z } from 'zod';
import { LOCALES } from './locales';
import { emailField, idField, msg, nameField, postcodeField } from './validation';

/** §5: at least 8 characters, with an uppercase letter, a lowercase letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password);
}

/** Failed sign-ins in a row that lock an account (1301), and for how long. */
export const SIGN_IN_ATTEMPTS = 5;
export const LOCK_MINUTES = 30;
/** How long a sign-up confirmation link stays valid (1401 after). */
export const CONFIRMATION_VALID_HOURS = 24;
/** §9: a password reset mail can be asked again only after 10 minutes; its link works for an hour. */
export const RESET_RESEND_MINUTES = 10;
export const RESET_VALID_MINUTES = 60;
/** How long a member's access token works; after it, its refresh token gets a new one (§4 IDP_EXPIRED). */
export const MEMBER_SESSION_DAYS = 30;
/** How long a refresh token can renew a session; after it the member signs in again. */
export const MEMBER_REFRESH_DAYS = 90;
/**
 * How long a renewed session's refresh token can renew it again: a page that left, or lost its
 * connection, before the renewal's answer arrived still holds only the old tokens (ADR 0081).
 */
export const MEMBER_RENEWAL_GRACE_SECONDS = 120;
/** How long a one-time access token (a signed-in link into the widget) can be used, once. */
export const ONE_TIME_TOKEN_MINUTES = 5;

const passwordField = () => z.string().max(128, msg('validation.too_long')).refine(isStrongPassword, msg('validation.password_rules'));
/** A field typed again to confirm another: required, so an empty one is named with the rest of the form. */
const confirmationField = (typed = z.string()) => typed.min(1, msg('validation.required'));

/** Member sign-up (§3 "Member sign-up and profile", the part this version asks for). */
export const signUpSchema = z
  .object({
    email: emailField(),
    email_confirmation: confirmationField(z.string().trim()),
    password: passwordField(),
    password_confirmation: confirmationField(),
    first_name: nameField('english'),
    last_name: nameField('english'),
    locale: z.enum(LOCALES).default('en'),
    promotion_email: z.boolean().default(false),
    /** The program to join (member-confirmation's program_id); the brand's first when not given. */
    program_id: idField().optional(),
  })
  .refine((v) => v.email.toLowerCase() === v.email_confirmation.toLowerCase(), {
    ...msg('validation.email_mismatch'),
    path: ['email_confirmation'],
  })
  .refine((v) => v.password === v.password_confirmation, { ...msg('validation.password_mismatch'), path: ['password_confirmation'] });
export type SignUp = z.infer<typeof signUpSchema>;
/** The sign-up form as typed, before defaults apply. */
export type SignUpForm = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.string().trim().min(1, msg('validation.required')).max(255, msg('validation.too_long')),
  password: z.string().min(1, msg('validation.required')).max(128, msg('validation.too_long')),
});
export type SignIn = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailField(), locale: z.enum(LOCALES).default('en') });

/** The change-password form reached from the mailed link. */
export const changePasswordSchema = z
  .object({
    reset_password_token: z.string().min(1).max(256),
    password: passwordField(),
    password_confirmation: confirmationField(),
  })
  .refine((v) => v.password === v.password_confirmation, { ...msg('validation.password_mismatch'), path: ['password_confirmation'] });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const confirmSchema = z.object({ confirmation_token: z.string().min(1).max(256), email_update: z.boolean().optional() });
export const resendConfirmationSchema = z.object({ email: emailField(), locale: z.enum(LOCALES).default('en') });

export const GENDERS = ['unanswered', 'female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** ISO 3166-1 alpha-2 codes: a member's nationality is one of them (names come from Intl in the member's language). */
export const COUNTRY_CODES = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
  BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE
  EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
  HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
  LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
  NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
  SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO
  TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);
const COUNTRIES = new Set(COUNTRY_CODES);

const optionalText = (max = 255) => z.string().trim().max(max, msg('validation.too_long'));
const optionalName = (rule: 'kanji' | 'ja') => z.union([z.literal(''), nameField(rule)]);

/** A birth date: a real day, not in the future, and not before 1900. */
export function isValidBirthDate(value: string, today = new Date().toISOString().slice(0, 10)): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && value >= '1900-01-01' && value <= today;
}

/**
 * The profile of §3 "Member sign-up and profile" beyond the names a member signs up with: every
 * part optional, empty when not given. Kana and kanji names are for Japanese hotels' registers; the
 * receipt name and the Taiwan tax id (receipt_unicode, 8 digits) prefill receipts.
 */
export const profileDetailsSchema = z.object({
  last_name_kanji: optionalName('kanji'),
  first_name_kanji: optionalName('kanji'),
  last_name_kana: optionalName('ja'),
  first_name_kana: optionalName('ja'),
  // One rule and one message, format included: empty, or a day on the calendar between 1900 and today.
  birth_date: z.string().refine((v) => v === '' || isValidBirthDate(v), msg('validation.birth_date')),
  gender: z.enum(GENDERS),
  nationality: z.string().refine((v) => v === '' || COUNTRIES.has(v), msg('validation.invalid')),
  occupation: optionalText(100),
  postal_code: postcodeField(),
  prefecture_or_state: optionalText(),
  street_address: optionalText(),
  building_name_and_number: optionalText(),
  receipt_name: optionalText(),
  receipt_unicode: z
    .string()
    .trim()
    .regex(/^(\d{8})?$/, msg('validation.receipt_unicode')),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

export const EMPTY_PROFILE_DETAILS: ProfileDetails = {
  last_name_kanji: '',
  first_name_kanji: '',
  last_name_kana: '',
  first_name_kana: '',
  birth_date: '',
  gender: 'unanswered',
  nationality: '',
  occupation: '',
  postal_code: '',
  prefecture_or_state: '',
  street_address: '',
  building_name_and_number: '',
  receipt_name: '',
  receipt_unicode: '',
};

/**
 * §6 external sign-in: OpenID Connect providers a deployment may configure. LINE, Facebook and the
 * loyalty provider (creansmaerd) are configurations of the same mechanism as a plain open_id one.
 */
export const SSO_PROVIDERS = ['open_id', 'line', 'facebook', 'creansmaerd'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];
export const isSsoProvider = (value: string | null): value is SsoProvider => SSO_PROVIDERS.includes(value as SsoProvider);
/** The external loyalty provider: members signed in through it may have its promotions (§4 creansmaerd). */
export const LOYALTY_PROVIDER = 'creansmaerd' satisfies SsoProvider;

/** Accounts made by a brand's own sign-in (§4 step 6 custom auth) keep this as their provider. */
export const BRAND_AUTH_PROVIDER = 'brand' as const;
/** How old a brand's sign-in token may be. */
export const BRAND_AUTH_MAX_AGE = '10m';

/** How long a started external sign-in may take before its callback is refused. */
export const SSO_ATTEMPT_MINUTES = 10;

/** Linking an external sign-in to the account that already has its email: that account's password. */
export const ssoLinkSchema = z.object({
  link_token: z.string().min(1).max(256),
  password: z.string().min(1, msg('validation.required')).max(128, msg('validation.too_long')),
});

/** §3 membership_id: the number a member shows at the hotel, ten digits from their account. */
export const membershipNumber = (memberId: number) => String(memberId).padStart(10, '0');

/** A member as the API shows them; pending_email is an address waiting for its mailed link (§4). */
export type { MemberView as Member } from './wire/members';

/** My account: what a member changes of their profile (§5 name rules); details left out stay as they are. */
export const profileSchema = profileDetailsSchema.partial().extend({
  first_name: nameField('english'),
  last_name: nameField('english'),
  promotion_email: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** My account: a new email address, proven by the password; it holds once the link mailed to it is opened. */
export const emailChangeSchema = z
  .object({
    email: emailField(),
    email_confirmation: confirmationField(z.string().trim()),
    current_password: z.string().min(1, msg('validation.required')).max(128),
  })
  .refine((v) => v.email.toLowerCase() === v.email_confirmation.toLowerCase(), {
    ...msg('validation.email_mismatch'),
    path: ['email_confirmation'],
  });
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** My account: a new password while signed in, proven by the current one. */
export const newPasswordSchema = z
  .object({
    current_password: z.string().min(1, msg('validation.required')).max(128),
    password: passwordField(),
    password_confirmation: confirmationField(),
  })
  .refine((v) => v.password === v.password_confirmation, { ...msg('validation.password_mismatch'), path: ['password_confirmation'] });
export type NewPassword = z.infer<typeof newPasswordSchema>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
