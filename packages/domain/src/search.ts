import { z } from 'zod';
import { DEFAULT_ADULTS, DEFAULT_SORT_ORDER, SEARCH_RESULT_TYPES, SORT_ORDERS } from './statuses';
import { isoDateField } from './validation';

/** The room search form as a query string (§2 search parameters, §3 room search payload). */
export const roomSearchQuerySchema = z.object({
  checkin: isoDateField(),
  checkout: isoDateField(),
  adults: z.coerce.number().int().min(1).max(20).default(DEFAULT_ADULTS),
  children: z.coerce.number().int().min(0).max(20).default(0),
  room_count: z.coerce.number().int().min(1).max(10).default(1),
  type: z.enum(SEARCH_RESULT_TYPES).default('rooms'),
  order: z.enum(SORT_ORDERS).default(DEFAULT_SORT_ORDER),
  room_type_code: z.string().max(64).optional(),
  hotel_plan_code: z.string().max(64).optional(),
  locale: z.string().max(10).optional(),
});
export type RoomSearchQuery = z.infer<typeof roomSearchQuerySchema>;

export const availabilityQuerySchema = z.object({
  start_date: isoDateField(),
  end_date: isoDateField(),
  adults: z.coerce.number().int().min(1).max(20).default(DEFAULT_ADULTS),
  room_count: z.coerce.number().int().min(1).max(10).default(1),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export { MAX_AVAILABILITY_DAYS, MAX_NIGHTS } from './limits';
