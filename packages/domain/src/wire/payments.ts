/** Payment links, saved cards and exchange rates, as the API sends them. */
import { z } from 'zod';
import { CARD_BRANDS, CHALLENGE_DISPLAYS, PAYMENT_LINK_STATES } from '../payments';

/** A payment link as its page (and the hotel's staff) see it. */
export const paymentLinkSchema = z.object({
  number: z.string(),
  state: z.enum(PAYMENT_LINK_STATES),
  amount: z.object({ cents: z.number(), currency_iso: z.string() }),
  description: z.string(),
  hotel: z.object({ code: z.string(), name: z.string() }),
  paid_at: z.string().nullable(),
  retry_after_minutes: z.number().nullable(),
  challenge_url: z.string().nullable(),
  challenge_display: z.enum(CHALLENGE_DISPLAYS).nullable(),
  error_code: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export const paymentLinkResponse = z.object({ data: z.object({ payment: paymentLinkSchema }) });
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** A member's saved card: never more than brand, last four and expiry. */
export const savedCardSchema = z.object({
  id: z.number(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
});
export const savedCardsResponse = z.object({ data: z.object({ credit_cards: z.array(savedCardSchema) }) });
export type SavedCard = z.infer<typeof savedCardSchema>;

/** The latest rate from the hotel's currency to another; null when none is known. */
export const exchangeRateSchema = z.object({
  id: z.number(),
  base: z.string(),
  currency: z.string(),
  rate: z.number(),
  taken_at: z.string(),
});
export const exchangeRateResponse = z.object({ data: z.object({ exchange_rate: exchangeRateSchema.nullable() }) });
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
export type ExchangeRateAnswer = z.infer<typeof exchangeRateResponse>;
