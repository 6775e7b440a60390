import { z } from 'zod';
import {
  chosenCodes,
  codeField,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  namedInHotelLanguage,
  translations,
  type CatalogueProblem,
} from './catalogue-editing';
import { addDays, nightsBetween } from './dates';
import { EXTRA_TYPES } from './extras';
import type { Locale } from './locales';
import { isoDateField, msg } from './validation';

/**
 * The console's extras (§3): what staff may send, and the rules a change must keep. Shared by the
 * API and the console's form. An extra's price and stock are kept per date (extra_inventory); a
 * change sets them for a run of dates, the `sale`.
 */
export const EXTRA_UNITS = ['item', 'person', 'room'] as const;
export const MAX_EXTRA_QUANTITY = 99;
export const MAX_EXTRA_PRICE = 10_000_000;
export const MAX_EXTRA_STOCK = 9999;
/** A sale sets at most this many dates at once (about a year, as stock is kept). */
export const MAX_SALE_DAYS = 400;
const MAX_ORDER_DEADLINE_HOURS = 24 * 30;

const deliveryTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('validation.time'));

/** Price before tax and stock for each date from `from` to `to`, both included. */
export const extraSaleSchema = z.object({
  from: isoDateField(),
  to: isoDateField(),
  price: z.number().int().min(0).max(MAX_EXTRA_PRICE),
  stock: z.number().int().min(0).max(MAX_EXTRA_STOCK),
});
export type ExtraSale = z.infer<typeof extraSaleSchema>;

const extraFields = {
  names: translations(MAX_NAME_LENGTH),
  descriptions: translations(MAX_DESCRIPTION_LENGTH),
  extra_type: z.enum(EXTRA_TYPES),
  unit: z.enum(EXTRA_UNITS),
  min_quantity: z.number().int().min(1).max(MAX_EXTRA_QUANTITY),
  max_quantity: z.number().int().min(1).max(MAX_EXTRA_QUANTITY),
  order_deadline_hours: z.number().int().min(0).max(MAX_ORDER_DEADLINE_HOURS),
  delivery_times: z.array(deliveryTime).max(12),
  sort_order: z.number().int().min(0).max(9999),
  on_sale: z.boolean(),
  /** The plans it is offered with; empty for every plan (ADR 0072). */
  plan_codes: chosenCodes(),
};
export const extraCreateSchema = z.object({
  code: codeField(),
  ...extraFields,
  plan_codes: extraFields.plan_codes.default([]),
  sale: extraSaleSchema,
});
/** A change: the fields sent, the others as they are; a sale sent sets its dates' price and stock. */
export const extraChangeSchema = z.object({ ...extraFields, sale: extraSaleSchema }).partial();
export type ExtraCreate = z.infer<typeof extraCreateSchema>;
export type ExtraChange = z.infer<typeof extraChangeSchema>;
export type ExtraDraft = Omit<ExtraCreate, 'code' | 'sale'> & { sale?: ExtraSale | undefined };

/** The dates a sale sets, in order. */
export function saleDates(sale: Pick<ExtraSale, 'from' | 'to'>): string[] {
  const days = nightsBetween(sale.from, sale.to);
  return Array.from({ length: Math.max(0, days + 1) }, (_, i) => addDays(sale.from, i));
}

/** What is wrong with an extra as it would be after a change, by field; `today` is the hotel's. */
export function extraProblems(extra: ExtraDraft, hotelLocale: Locale, today: string): CatalogueProblem[] {
  const problems = namedInHotelLanguage(extra.names, hotelLocale);
  if (extra.max_quantity < extra.min_quantity) problems.push({ field: 'max_quantity', message: 'validation.quantity_range' });
  const seen = new Set<string>();
  extra.delivery_times.forEach((time, index) => {
    if (seen.has(time)) problems.push({ field: `delivery_times.${index}`, message: 'validation.duplicate' });
    seen.add(time);
  });
  const sale = extra.sale;
  if (sale) {
    if (sale.from < today) problems.push({ field: 'sale.from', message: 'validation.sale_past' });
    if (sale.to < sale.from) problems.push({ field: 'sale.to', message: 'validation.sale_period' });
    else if (nightsBetween(sale.from, sale.to) >= MAX_SALE_DAYS) problems.push({ field: 'sale.to', message: 'validation.sale_too_long' });
  }
  return problems;
}

/** What guests have booked of an extra and have yet to receive: sold units by date, at that date's price. */
export interface ExtraBookings {
  /** Whether a reservation not cancelled holds the extra on a date from today on. */
  upcoming: boolean;
  dates: Array<{ date: string; sold: number; price: number }>;
}

/**
 * What a change would rewrite under guests who booked the extra (409 EXTRA_BOOKED): its kind and
 * unit (their reservation shows the extra as it is now), the price of a date sold at another
 * price, or less stock on a date than is sold there. Names, texts, order and sale state may change.
 */
export function bookedExtraProblems(
  before: Pick<ExtraDraft, 'extra_type' | 'unit'>,
  next: ExtraDraft,
  booked: ExtraBookings,
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  if (booked.upcoming) {
    if (next.extra_type !== before.extra_type) problems.push({ field: 'extra_type', message: 'validation.extra_booked' });
    if (next.unit !== before.unit) problems.push({ field: 'unit', message: 'validation.extra_booked' });
  }
  const sale = next.sale;
  if (!sale) return problems;
  const inSale = booked.dates.filter((d) => d.date >= sale.from && d.date <= sale.to && d.sold > 0);
  if (inSale.some((d) => d.price !== sale.price)) problems.push({ field: 'sale.price', message: 'validation.extra_price_booked' });
  if (inSale.some((d) => d.sold > sale.stock)) problems.push({ field: 'sale.stock', message: 'validation.stock_below_sold' });
  return problems;
}
