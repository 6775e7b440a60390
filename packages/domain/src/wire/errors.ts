/** What errors carry in their payloads (§8) beyond the values their messages are filled with, where a client acts on it. */
import { z } from 'zod';
import { ERRORS, type ErrorKey } from '../errors';
import { policySchema } from './hotels';
import { changeQuoteResponse } from './reservations';

const money = z.object({ cents: z.number(), currency_iso: z.string() });

/** A booking whose price moved since the search: the price as it stands now, the extras priced beside the rooms. */
export const bookingPriceChangedSchema = z.object({
  total_price: money,
  extras_price: z.number(),
  total_price_without_tax: z.number(),
  tax: z.number(),
  nights: z.array(z.object({ date: z.string(), price_without_tax: z.number() })),
});
export type BookingPriceChanged = z.infer<typeof bookingPriceChangedSchema>;

/** A change of stay whose price moved since it was quoted: the quote as it stands now. */
export const stayChangePriceChangedSchema = changeQuoteResponse.shape.data;

/** A stay plus flight whose price moved since it was searched: the package's one price as it stands now (ADR 0059). */
export const packagePriceChangedSchema = z.object({ total_price: money });

/** A booking in the guest's currency at a rate that has been replaced: the current rate, and the total at it. */
export const exchangeRateUpdatedSchema = z.object({
  exchange_rate: z.object({ id: z.number(), rate: z.number(), taken_at: z.string() }),
  mcp_total_price: money,
});
export type ExchangeRateUpdated = z.infer<typeof exchangeRateUpdatedSchema>;

/** A booking made on cancellation terms the hotel has changed since (ADR 0080): the policy the booking would keep now. */
export const cancellationPolicyChangedSchema = z.object({ cancellation_policy: policySchema });
export type CancellationPolicyChanged = z.infer<typeof cancellationPolicyChangedSchema>;

/** The errors whose payloads have a shape, by the code they go out with; tests hold every such error to it. */
export const ERROR_PAYLOADS = new Map<string | number, z.ZodType>([
  [ERRORS.price_changed.code, z.union([bookingPriceChangedSchema, stayChangePriceChangedSchema, packagePriceChangedSchema])],
  [ERRORS.exchange_rate_updated.code, exchangeRateUpdatedSchema],
  [ERRORS.cancellation_policy_changed.code, cancellationPolicyChangedSchema],
] satisfies Array<[(typeof ERRORS)[ErrorKey]['code'], z.ZodType]>);
