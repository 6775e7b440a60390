import { z } from 'zod';
import { bookerDetailsSchema } from './booking';
import { isLocale } from './locales';
import { emailField, isoDateField } from './validation';

/** An entry for a room lottery (POST hotels/{hotel}/lottery_results, PUT lottery_results/{entry}): one room, one stay. */
export const lotteryEntryRequestSchema = z.object({
  lottery_event_id: z.string().uuid(),
  checkin_date: isoDateField(),
  checkout_date: isoDateField(),
  locale: z.string().refine(isLocale).default('en'),
  room_type_code: z.string().min(1).max(64),
  room_plan_code: z.string().min(1).max(64),
  adults: z.number().int().min(1).max(20),
  guest: bookerDetailsSchema.extend({ email: emailField() }),
  special_request: z.string().trim().max(1000, { message: 'validation.too_long' }).optional(),
});
export type LotteryEntryRequest = z.infer<typeof lotteryEntryRequestSchema>;
