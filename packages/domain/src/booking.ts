import { z } from 'zod';
import { isLocale, type Locale } from './locales';
import { MARKETING_MAX_LENGTH, MARKETING_PARAMS, type MarketingParam } from './marketing';
import { PAYMENT_TYPES } from './statuses';
import { emailField, isoDateField, nameField, nameRuleForLocale, phoneField, postcodeField } from './validation';

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
          first_name: nameField('english'),
          last_name: nameField('english'),
        }),
      )
      .min(1)
      .max(10),
    guest: z.object({
      first_name: text().min(1, { message: 'validation.required' }),
      last_name: text().min(1, { message: 'validation.required' }),
      first_name_kana: text().optional(),
      last_name_kana: text().optional(),
      email: emailField(),
      phone: phoneField(),
      postal_code: postcodeField().optional(),
      prefecture_or_state: text().optional(),
      street_address: text().optional(),
      building_name_and_number: text().optional(),
    }),
    special_request: text(1000).optional(),
    /** A card payment names the gateway's token for the card; the card itself never comes here. */
    payment: z.object({
      type: z.enum(PAYMENT_TYPES),
      card_token: z.string().min(8).max(128).optional(),
      /** One of the signed-in member's saved cards instead of a new one. */
      saved_card_id: z.number().int().positive().optional(),
      /** Keep this new card for the member's next bookings once it has paid. */
      save_card: z.boolean().optional(),
    }),
    /** Pay in this currency instead of the hotel's (by card), at the rate the guest was shown (§4 multi-currency). */
    mcp_currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/)
      .optional(),
    exchange_rate_id: z.number().int().positive().optional(),
    /** The total the guest saw; the server re-prices and refuses a difference. */
    total_price: z.object({ cents: z.number().int().min(0), currency_iso: z.string().length(3) }),
    booking_method: z.string().max(64).optional(),
    /** Where the guest came from (§2 marketing parameters), kept with the reservation. */
    marketing: marketingSchema.optional(),
  })
  .superRefine((value, ctx) => {
    // The booker's name follows the rules of the language they booked in (§5).
    const rule = nameRuleForLocale(value.locale as Locale);
    for (const field of ['first_name', 'last_name'] as const) {
      const result = nameField(rule).safeParse(value.guest[field]);
      if (!result.success)
        ctx.addIssue({ code: 'custom', path: ['guest', field], message: result.error.issues[0]?.message ?? 'validation.required' });
    }
  });
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
