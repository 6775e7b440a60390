import { z } from 'zod';
import { chargedDates, localDateTimeParts, nightsBetween } from './dates';
import { percentOf } from './money';
import { idField, isoDateField } from './validation';

/** §3 extras: generic (once per stay) or dated (delivered on a night of the stay). */
export const EXTRA_TYPES = ['generic', 'dated'] as const;
export type ExtraType = (typeof EXTRA_TYPES)[number];

/** An extra as a hotel sells it: the price before tax per unit, by date for dated extras. */
export interface ExtraOffer {
  id: number;
  extra_type: ExtraType;
  min_quantity: number;
  max_quantity: number;
  /** Orders close this many hours before midnight of the check-in day, in the hotel's time zone. */
  order_deadline_hours: number;
  delivery_times: string[];
  /** Dates with a price and stock (the check-in date stands for a generic extra). */
  dates: Array<{ date: string; price: number; left: number }>;
}

/** A guest's choice of one extra (§3 selected extra). */
export const extraSelectionSchema = z.object({
  extra_id: idField(),
  quantity: z.number().int().min(1).max(999),
  /** The night it is delivered on, for a dated extra. */
  date: isoDateField().optional(),
  delivery_time: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
  answer: z.string().trim().max(255, { message: 'validation.too_long' }).optional(),
});
export type ExtraSelection = z.infer<typeof extraSelectionSchema>;

/** The date an extra is counted on: its own night when dated, the check-in day when generic. */
export function stockDateOf(extra: Pick<ExtraOffer, 'extra_type'>, selection: Pick<ExtraSelection, 'date'>, checkin: string) {
  return extra.extra_type === 'dated' ? (selection.date ?? '') : checkin;
}

/** The nights an extra can be ordered for: the stay's charged dates (§3 booking_available_dates). */
export const bookingAvailableDates = chargedDates;

/** Listed only if generic (sold for the check-in day) or with at least one price date inside the available dates (§3). */
export function isListed(extra: Pick<ExtraOffer, 'extra_type' | 'dates'>, stay: { checkin: string; checkout: string }): boolean {
  if (extra.extra_type === 'generic') return extra.dates.some((d) => d.date === stay.checkin);
  const available = bookingAvailableDates(stay.checkin, stay.checkout);
  return extra.dates.some((d) => available.includes(d.date));
}

/**
 * Offered with a booking's plans (ADR 0072): an extra limited to some plans only when every room
 * booked is on one of them; one limited to none goes with every plan.
 */
export const offeredWithPlans = (limitedTo: readonly string[], bookedPlanCodes: readonly string[]) =>
  limitedTo.length === 0 || (bookedPlanCodes.length > 0 && bookedPlanCodes.every((code) => limitedTo.includes(code)));

/** Whether orders for a stay are still open, in the hotel's time zone. */
export function beforeOrderDeadline(hours: number, checkin: string, timeZone: string, now: Date): boolean {
  const local = localDateTimeParts(timeZone, now);
  const hoursLeft = nightsBetween(local.date, checkin) * 24 - local.hour;
  return hoursLeft > hours;
}

/** §8 1100–1106: why a selection cannot be sold (stock is decided when it is taken). */
export type ExtraProblem =
  'extra_not_found' | 'extra_deadline' | 'extra_quantity' | 'extra_limit_exceeded' | 'extra_not_sold' | 'extra_sold_out';

export function extraProblem(
  extra: ExtraOffer | undefined,
  selection: ExtraSelection,
  stay: { checkin: string; checkout: string; timeZone: string; now: Date },
): ExtraProblem | null {
  if (!extra) return 'extra_not_found';
  if (!beforeOrderDeadline(extra.order_deadline_hours, stay.checkin, stay.timeZone, stay.now)) return 'extra_deadline';
  if (selection.quantity < extra.min_quantity) return 'extra_quantity';
  if (selection.quantity > extra.max_quantity) return 'extra_limit_exceeded';
  const date = stockDateOf(extra, selection, stay.checkin);
  if (extra.extra_type === 'dated' && !bookingAvailableDates(stay.checkin, stay.checkout).includes(date)) return 'extra_not_sold';
  const priced = extra.dates.find((d) => d.date === date);
  if (!priced) return 'extra_not_sold';
  if (selection.delivery_time !== undefined && !extra.delivery_times.includes(selection.delivery_time)) return 'extra_not_sold';
  if (priced.left < selection.quantity) return 'extra_sold_out';
  return null;
}

/** One extra's line: its unit price times the quantity, tax rounded once on the line. */
export function extraLine(unitPrice: number, quantity: number, taxRatePercent: number) {
  const withoutTax = unitPrice * quantity;
  const tax = percentOf(withoutTax, taxRatePercent);
  return { price_without_tax: withoutTax, tax, total_price: withoutTax + tax };
}
