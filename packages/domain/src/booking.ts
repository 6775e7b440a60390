import { z } from 'zod';
import { isLocale, type Locale } from './locales';
import { extraSelectionSchema } from './extras';
import { answerSchema } from './questions';
import { MARKETING_MAX_LENGTH, MARKETING_PARAMS, type MarketingParam } from './marketing';
import { BOOKING_SOURCES, PAYMENT_TYPES } from './statuses';
import { emailField, idField, isoDateField, nameField, nameRuleForLocale, phoneField, postcodeField } from './validation';

/** §2 marketing parameters as a booking carries them; unknown keys are dropped. */
export const marketingSchema = z
  .object(
    Object.fromEntries(MARKETING_PARAMS.map((name) => [name, z.string().trim().max(MARKETING_MAX_LENGTH).optional()])) as Record<
      MarketingParam,
      z.ZodOptional<z.ZodString>
    >,
  )
  .strip();

const text = (max = 255) => z.string().trim().max(max, { message: 'validation.too_long' });

/** The booker's details a reservation keeps, but the email, which is how it is found again. */
export const bookerDetailsSchema = z.object({
  first_name: text().min(1, { message: 'validation.required' }),
  last_name: text().min(1, { message: 'validation.required' }),
  first_name_kana: text().optional(),
  last_name_kana: text().optional(),
  phone: phoneField(),
  postal_code: postcodeField().optional(),
  prefecture_or_state: text().optional(),
  street_address: text().optional(),
  building_name_and_number: text().optional(),
});

export type BookerDetails = z.infer<typeof bookerDetailsSchema>;

const roomGuestName = { first_name: nameField('english'), last_name: nameField('english') };

/** The booker's name follows the rules of the language they booked in (§5). */
function bookerNameRule(value: { locale: string; guest: { first_name: string; last_name: string } }, ctx: z.RefinementCtx) {
  const rule = nameRuleForLocale(value.locale as Locale);
  for (const field of ['first_name', 'last_name'] as const) {
    const result = nameField(rule).safeParse(value.guest[field]);
    if (!result.success)
      ctx.addIssue({ code: 'custom', path: ['guest', field], message: result.error.issues[0]?.message ?? 'validation.required' });
  }
}

/** The cancellation policy's terms the guest read (a policy's `terms`); a policy changed since is 409, shown again (ADR 0080). */
export const policyTermsField = () => z.string().max(500).optional();

/** §3 "Booking details" as the API takes them on POST hotels/{hotel}/reservations. */
export const reservationRequestSchema = z
  .object({
    checkin_date: isoDateField(),
    checkout_date: isoDateField(),
    locale: z.string().refine(isLocale).default('en'),
    rooms: z
      .array(
        z.object({
          room_type_code: z.string().min(1),
          room_plan_code: z.string().min(1),
          adults: z.number().int().min(1).max(20),
          children: z.number().int().min(0).max(20).default(0),
          kids_ages: z.array(z.number().int().min(0).max(17)).max(20).default([]),
          kids_tiers: z
            .array(z.object({ code: z.string().min(1).max(16), children: z.number().int().min(0).max(20) }))
            .max(10)
            .default([]),
          /** A member's companions in the room, beyond its adults and children (§3 companions). */
          adult_companion: z.number().int().min(0).max(20).optional(),
          kid_tier_A_companion: z.number().int().min(0).max(20).optional(),
          ...roomGuestName,
        }),
      )
      .min(1)
      .max(10),
    guest: bookerDetailsSchema.extend({ email: emailField() }),
    special_request: text(1000).optional(),
    /** A card payment names the gateway's token for the card; the card itself never comes here. */
    payment: z.object({
      type: z.enum(PAYMENT_TYPES),
      card_token: z.string().min(8).max(128).optional(),
      /** One of the signed-in member's saved cards instead of a new one. */
      saved_card_id: idField().optional(),
      /** Keep this new card for the member's next bookings once it has paid. */
      save_card: z.boolean().optional(),
    }),
    /** Pay in this currency instead of the hotel's (by card), at the rate the guest was shown (§4 multi-currency). */
    mcp_currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/)
      .optional(),
    exchange_rate_id: idField().optional(),
    /** The total the guest saw; the server re-prices and refuses a difference. */
    total_price: z.object({ cents: z.number().int().min(0), currency_iso: z.string().length(3) }),
    cancellation_policy_terms: policyTermsField(),
    /** A discount coupon's code (§5: one at a time), taken off before points. */
    coupon_code: z.string().trim().min(1).max(32).optional(),
    /** The code the guest came with (§2 promo_code, or google_promo_code from Google Hotel Ads): a coupon promotion's (2001 when it cannot apply). */
    promo_code: z.string().trim().min(1).max(64).optional(),
    google_promo_code: z.string().trim().min(1).max(64).optional(),
    /** A voucher's number (§2 voucher_coupon_code): it pays up to its amount after any coupon, before points. */
    voucher_coupon_code: z.string().trim().min(1).max(32).optional(),
    /** Points a signed-in member spends on the stay (§5 point rules); what they cover is not charged. */
    spending_point: z.number().int().min(0).max(100_000_000).optional(),
    /** Where the guest books from (§4 booking sources); a package's stay is booked by the package flow alone. */
    booking_method: z.enum(BOOKING_SOURCES, { message: 'validation.invalid' }).optional(),
    /** Where the guest came from (§2 marketing parameters), kept with the reservation. */
    marketing: marketingSchema.optional(),
    /** Extras chosen before paying (§3), priced on the server and part of the total. */
    extras: z.array(extraSelectionSchema).max(20).optional(),
    /** Answers to the hotel's additional questions asked while booking (§3). */
    answers: z.array(answerSchema).max(30).optional(),
    /** A lottery winner's booking names the winning entry, whose room it takes (§3 lottery_result.entry_number). */
    lottery_result: z.object({ entry_number: z.string().min(1).max(32) }).optional(),
    /** The kept draft this booking comes from (§7 temporary_storages): a price held on it applies (ADR 0060). */
    temporary_storage_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.invalid')
      .optional(),
  })
  .superRefine(bookerNameRule);
export type ReservationRequest = z.infer<typeof reservationRequestSchema>;

export const cancelRequestSchema = z.object({
  email: z.string().trim().max(255).optional(),
  bypass_token: z.string().max(255).optional(),
  reason: text().optional(),
  details: text(1000).optional(),
  /** The fee the guest was shown; a different fee on the server is refused. */
  cancellation_fee_displayed: z.number().int().min(0),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/** Who may act on a reservation online: its email address or its bypass token (§6 guest). */
const reservationCredentials = {
  email: z.string().trim().max(255).optional(),
  bypass_token: z.string().max(255).optional(),
};

/** POST reservations/{id}/balance_payment: a payment link for the rest of a longer stay paid online. */
export const balancePaymentSchema = z.object(reservationCredentials);
export type BalancePaymentRequest = z.infer<typeof balancePaymentSchema>;

/** The version of the reservation the guest saw: a change made on an older one is refused (3014). */
const seenVersion = z.number().int().min(0);

/** PUT reservations/{id}/guests: the booker's details, each room's guest and the request to the hotel. */
export const guestsUpdateSchema = z
  .object({
    ...reservationCredentials,
    locale: z.string().refine(isLocale).default('en'),
    version: seenVersion,
    guest: bookerDetailsSchema,
    rooms: z
      .array(z.object({ id: idField(), ...roomGuestName }))
      .max(10)
      .default([]),
    special_request: text(1000).optional(),
  })
  .superRefine(bookerNameRule);
export type GuestsUpdate = z.infer<typeof guestsUpdateSchema>;

/** A change of stay: new dates and the rooms kept (by their id in the reservation). */
export const stayChangeSchema = z.object({
  checkin_date: isoDateField(),
  checkout_date: isoDateField(),
  room_ids: z.array(idField()).min(1, { message: 'validation.required' }).max(10),
});
export type StayChange = z.infer<typeof stayChangeSchema>;

/** PUT reservations/{id}: the change with the new total and the fee the guest was shown. */
export const stayChangeRequestSchema = stayChangeSchema.extend({
  ...reservationCredentials,
  version: seenVersion,
  total_price_displayed: z.number().int().min(0),
  change_fee_displayed: z.number().int().min(0),
});
export type StayChangeRequest = z.infer<typeof stayChangeRequestSchema>;

/** POST reservations/{id}/extras: extras added to a booking, at the total the guest was shown. */
export const extrasAddRequestSchema = z.object({
  ...reservationCredentials,
  version: seenVersion,
  extras: z.array(extraSelectionSchema).min(1).max(20),
  extras_total_displayed: z.number().int().min(0),
});
export type ExtrasAddRequest = z.infer<typeof extrasAddRequestSchema>;

/** POST reservations/{id}/additional_questions: answers given on the confirmation screen. */
export const answersRequestSchema = z.object({
  ...reservationCredentials,
  answers: z.array(answerSchema).max(30),
});
export type AnswersRequest = z.infer<typeof answersRequestSchema>;
