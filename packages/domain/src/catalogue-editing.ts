import { z } from 'zod';
import { isDepositPayment } from './payments';
import { LOCALES, type Locale } from './locales';
import { MEALS, PAYMENT_TYPES } from './statuses';
import { isoDateField, msg, type ValidationMessageKey } from './validation';

/**
 * The console's catalogue (room types and plans): what staff may send, and the rules a change must
 * keep beyond each field's own. Shared by the API (its request schemas and checks) and the console
 * app (its forms), so both say the same thing about the same mistake.
 */
export const BED_TYPES = ['single', 'semi_double', 'double', 'queen', 'king', 'sofa_bed', 'futon'] as const;
export const WIFI_KINDS = ['none', 'free', 'paid'] as const;
export const MAX_GUESTS_PER_ROOM = 20;
export const MAX_ROOM_SQM = 1000;
export const MAX_NAME_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_MINIMUM_NIGHTS = 30;

/** Room type and plan codes: upper-case letters, digits and dashes, as the hotel's own systems name them. */
const CODE = /^[A-Z0-9][A-Z0-9-]{0,23}$/;
export const codeField = () =>
  z
    .string()
    .trim()
    .min(1, msg('validation.required'))
    .max(24, msg('validation.too_long'))
    .transform((code) => code.toUpperCase())
    .refine((code) => CODE.test(code), msg('validation.catalogue_code'));

/** Codes of the hotel's room types or plans an entry is for, each checked against the hotel's own. */
export const chosenCodes = () => z.array(z.string().trim().min(1).max(24)).max(200);

/** A text in each of the 8 languages, any left out; blank ones are dropped. */
export const translations = (max: number) =>
  z
    .object(
      Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().max(max, msg('validation.too_long')).optional()])) as Record<
        Locale,
        z.ZodOptional<z.ZodString>
      >,
    )
    .strict()
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text)) as Partial<Record<Locale, string>>);

const roomTypeFields = {
  names: translations(MAX_NAME_LENGTH),
  descriptions: translations(MAX_DESCRIPTION_LENGTH),
  beds: z
    .array(z.object({ type: z.enum(BED_TYPES), count: z.number().int().min(1).max(10) }))
    .min(1, msg('validation.required'))
    .max(BED_TYPES.length),
  sleeps: z.number().int().min(1).max(MAX_GUESTS_PER_ROOM),
  max_adults: z.number().int().min(1).max(MAX_GUESTS_PER_ROOM),
  size_sqm: z.number().min(1).max(MAX_ROOM_SQM),
  bath: z.boolean(),
  shower: z.boolean(),
  toilet: z.boolean(),
  smoking: z.boolean(),
  wifi: z.enum(WIFI_KINDS),
  sort_order: z.number().int().min(0).max(9999),
};
export const roomTypeCreateSchema = z.object({ code: codeField(), ...roomTypeFields });
export const roomTypeChangeSchema = z.object(roomTypeFields).partial();
export type RoomTypeCreate = z.infer<typeof roomTypeCreateSchema>;
export type RoomTypeChange = z.infer<typeof roomTypeChangeSchema>;

const planFields = {
  names: translations(MAX_NAME_LENGTH),
  descriptions: translations(MAX_DESCRIPTION_LENGTH),
  meals: z.enum(MEALS),
  payment_types: z.array(z.enum(PAYMENT_TYPES)).max(PAYMENT_TYPES.length),
  /** The share a deposit payment takes at booking, in percent; only with a deposit payment type. */
  deposit_percentage: z.number().int().min(1).max(100).nullable(),
  cancellation_policy_code: z.string().trim().min(1, msg('validation.required')).max(40, msg('validation.too_long')),
  members_only: z.boolean(),
  /** A secret plan is listed only for a search carrying this code; null for a plan everyone sees. */
  secret_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, msg('validation.secret_code'))
    .nullable(),
  sale_start_date: isoDateField().nullable(),
  sale_end_date: isoDateField().nullable(),
  /** The languages the plan is sold in; empty for all. */
  languages: z.array(z.enum(LOCALES)).max(LOCALES.length),
  minimum_nights: z.number().int().min(1).max(MAX_MINIMUM_NIGHTS),
  room_type_codes: chosenCodes(),
  sort_order: z.number().int().min(0).max(9999),
};
export const planCreateSchema = z.object({ code: codeField(), ...planFields });
export const planChangeSchema = z.object(planFields).partial();
export type PlanCreate = z.infer<typeof planCreateSchema>;
export type PlanChange = z.infer<typeof planChangeSchema>;

export interface CatalogueProblem {
  field: string;
  message: ValidationMessageKey;
}

/** A name is needed in the hotel's own language: its guests and staff read that one first. */
export function namedInHotelLanguage(names: Partial<Record<Locale, string>>, hotelLocale: Locale, field = 'names'): CatalogueProblem[] {
  return names[hotelLocale] ? [] : [{ field: `${field}.${hotelLocale}`, message: 'validation.name_in_hotel_language' }];
}

/** What is wrong with a room type as it would be after a change (all of its fields), by field. */
export function roomTypeProblems(roomType: Omit<RoomTypeCreate, 'code'>, hotelLocale: Locale): CatalogueProblem[] {
  return [
    ...namedInHotelLanguage(roomType.names, hotelLocale),
    ...(roomType.max_adults > roomType.sleeps ? [{ field: 'max_adults', message: 'validation.adults_over_sleeps' as const }] : []),
  ];
}

/**
 * What is wrong with a plan as it would be after a change (all of its fields), by field. The
 * payment types the hotel can take are given (see `hotelTakesPaymentType`): a plan paid only in
 * ways the hotel cannot take could never be booked.
 */
export function planProblems(
  plan: Omit<PlanCreate, 'code'>,
  hotelLocale: Locale,
  paymentTypesTaken: readonly string[],
): CatalogueProblem[] {
  const problems = namedInHotelLanguage(plan.names, hotelLocale);
  if (plan.payment_types.length === 0) problems.push({ field: 'payment_types', message: 'validation.payment_type_required' });
  else if (plan.payment_types.some((type) => !paymentTypesTaken.includes(type)))
    problems.push({ field: 'payment_types', message: 'validation.payment_type_not_taken' });
  const deposit = plan.payment_types.some(isDepositPayment);
  if (deposit && plan.deposit_percentage === null) problems.push({ field: 'deposit_percentage', message: 'validation.required' });
  if (plan.sale_start_date && plan.sale_end_date && plan.sale_end_date < plan.sale_start_date) {
    problems.push({ field: 'sale_end_date', message: 'validation.sale_period' });
  }
  if (plan.room_type_codes.length === 0) problems.push({ field: 'room_type_codes', message: 'validation.room_type_required' });
  return problems;
}

/** The room plan code of a room type sold on a plan (the codes bookings and links carry). */
export const roomPlanCode = (roomTypeCode: string, planCode: string) => `${roomTypeCode}-${planCode}`;

/** A room's size in tatami mats, to the half mat (1.62 m² each), as the widget shows it beside m². */
export const tatamiOf = (sqm: number) => Math.round((sqm / 1.62) * 2) / 2;
