import { z } from 'zod';
import { isoDateField, msg } from './validation';

/**
 * The console's reservations screens: the front desk's lists of a day, the search, and what staff
 * send when they cancel or ask for a payment. Shared by the API (its schemas) and the console app.
 */
export const CONSOLE_RESERVATION_VIEWS = ['arrivals', 'departures', 'in_house', 'search'] as const;
export type ConsoleReservationView = (typeof CONSOLE_RESERVATION_VIEWS)[number];

/** Rows of a list or a search per page. */
export const CONSOLE_RESERVATIONS_PER_PAGE = 20;
/** The fewest characters a search looks for (a shorter one would match most of the hotel). */
export const CONSOLE_SEARCH_MIN_LENGTH = 2;

export const consoleReservationsQuerySchema = z
  .object({
    view: z.enum(CONSOLE_RESERVATION_VIEWS).default('arrivals'),
    /** The day of arrivals, departures or guests in house; the hotel's today when left out. */
    date: isoDateField().optional(),
    /** A reservation number, the guest's name (latin or kana), email address or phone number. */
    q: z.string().trim().max(100, msg('validation.too_long')).optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .refine((query) => query.view !== 'search' || (query.q ?? '').length >= CONSOLE_SEARCH_MIN_LENGTH, {
    ...msg('validation.required'),
    path: ['q'],
  });
export type ConsoleReservationsQuery = z.infer<typeof consoleReservationsQuerySchema>;

/** A staff cancellation: the fee the hotel charges, at most the stay's total (the service checks that). */
export const consoleCancelSchema = z.object({
  cancellation_fee: z.number().int().min(0).max(100_000_000),
  reason: z.string().trim().max(255, msg('validation.too_long')).optional(),
});

/** The hotel's fee staff would charge, to see what cancelling a flight package with it costs (ADR 0062). */
export const consolePackageCancelQuoteQuery = z.object({ cancellation_fee: z.coerce.number().int().min(0).max(100_000_000) });

/** A payment link for an amount of the reservation's currency (minor units), mailed to the guest when asked. */
export const consolePaymentLinkSchema = z.object({
  amount: z.number().int().positive().max(100_000_000),
  description: z.string().trim().min(1, msg('validation.required')).max(200, msg('validation.too_long')),
  send_to_guest: z.boolean().default(false),
});
export type ConsolePaymentLink = z.infer<typeof consolePaymentLinkSchema>;

/** Katakana as hiragana: a kana name matches however it was typed. */
const hiragana = (text: string) => text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

/**
 * What a console search looks for, from what was typed (full-width letters and digits read as
 * half-width): the start of a reservation number, a part of the guest's name in either order
 * (latin in any case, kana as hiragana), of the email address, or of the phone number's digits
 * (leading zeros left out, so 090-… finds +8190…).
 */
export function consoleSearchTerms(typed: string) {
  const q = typed.normalize('NFKC').trim();
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  const phoneLike = /^[+\d\s().-]+$/.test(q) && digits.length >= 3;
  return {
    number: q.toUpperCase(),
    name: hiragana(q.toLowerCase().replace(/\s+/g, '')),
    email: q.toLowerCase(),
    phoneDigits: phoneLike ? digits : null,
  };
}
