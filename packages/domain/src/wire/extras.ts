/** A hotel's extras as the API lists them for a stay. */
import { z } from 'zod';
import { EXTRA_TYPES } from '../extras';

/** An extra as a hotel lists it for a stay, with its price and stock each date. */
export const extraSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  extra_type: z.enum(EXTRA_TYPES),
  unit: z.string(),
  min_quantity: z.number(),
  max_quantity: z.number(),
  delivery_times: z.array(z.string()),
  /** Orders close order_deadline_hours before the check-in day; false once they have. */
  orderable: z.boolean(),
  order_deadline_hours: z.number(),
  dates: z.array(z.object({ date: z.string(), price_without_tax: z.number(), price: z.number(), left: z.number() })),
});

export const extrasResponse = z.object({ data: z.object({ extras: z.array(extraSchema) }) });
export type ListedExtra = z.infer<typeof extraSchema>;
