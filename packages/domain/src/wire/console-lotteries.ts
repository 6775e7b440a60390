import { z } from 'zod';
import { CONSOLE_ENTRY_STATUSES } from '../lottery-rules';

/** The console's room lotteries (ADR 0052, ADR 0029): events, their entries, and the draw's outcome. */

/** How many entries an event has in each console status. */
export const lotteryEntryCountsSchema = z.object({
  total: z.number(),
  entered: z.number(),
  won: z.number(),
  lost: z.number(),
  booked: z.number(),
  cancelled: z.number(),
});
export type LotteryEntryCounts = z.infer<typeof lotteryEntryCountsSchema>;

/** A room type the event offers, with the rooms free on every night of its stay window (stop-sell nights count none). */
export const lotteryRoomOfferedSchema = z.object({
  room_type_code: z.string(),
  room_type_name: z.string(),
  rooms_free: z.number(),
});

export const consoleLotteryEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(['open', 'closed', 'drawn']),
  entries_open: z.boolean(),
  drawn: z.boolean(),
  entry_deadline: z.string(),
  results_at: z.string(),
  reservation_deadline: z.string(),
  drawn_at: z.string().nullable(),
  stay_start: z.string(),
  stay_end: z.string(),
  min_nights: z.number(),
  max_nights: z.number(),
  rooms: z.array(lotteryRoomOfferedSchema),
  entries: lotteryEntryCountsSchema,
});
export type ConsoleLotteryEvent = z.infer<typeof consoleLotteryEventSchema>;

export const consoleLotteryEntrySchema = z.object({
  entry_number: z.string(),
  guest_name: z.string(),
  guest_name_kana: z.string().nullable(),
  adults: z.number(),
  room_type_code: z.string(),
  room_type_name: z.string(),
  checkin_date: z.string(),
  checkout_date: z.string(),
  nights: z.number(),
  status: z.enum(CONSOLE_ENTRY_STATUSES),
  reservation_number: z.string().nullable(),
  entered_at: z.string(),
});
export type ConsoleLotteryEntry = z.infer<typeof consoleLotteryEntrySchema>;

const pageMeta = z.object({ page: z.number(), per_page: z.number(), total: z.number(), total_pages: z.number() });

export const consoleLotteryListResponse = z.object({
  data: z.object({ can_draw: z.boolean(), lottery_events: z.array(consoleLotteryEventSchema) }),
});
export const consoleLotteryDetail = z.object({
  can_draw: z.boolean(),
  lottery_event: consoleLotteryEventSchema,
  entries: z.array(consoleLotteryEntrySchema),
  meta: pageMeta,
});
export type ConsoleLotteryDetail = z.infer<typeof consoleLotteryDetail>;
export const consoleLotteryDetailResponse = z.object({ data: consoleLotteryDetail });
export const consoleLotteryDrawResponse = z.object({
  data: consoleLotteryDetail.extend({ draw: z.object({ winners: z.number(), not_winners: z.number() }) }),
});

/** Entries shown a page at a time on an event's page. */
export const CONSOLE_LOTTERY_ENTRIES_PER_PAGE = 50;
