import { z } from 'zod';
import { PAYMENT_LINK_STATES } from '@yado/domain/payments';

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
  error_code: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
