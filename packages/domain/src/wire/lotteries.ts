/** Room lotteries' events and entries, as the API sends them. */
import { z } from 'zod';
import { LOTTERY_ENTRY_STATUSES } from '../lottery-rules';
import { bookerContactSchema } from './reservations';

const prices = z.object({
  currency_iso: z.string(),
  total_price: z.number(),
  total_price_without_tax: z.number(),
  tax: z.number(),
  nights: z.array(z.object({ date: z.string(), price_without_tax: z.number() })),
});
const hotel = z.object({ code: z.string(), name: z.string(), currency: z.string() });

const eventDates = {
  stay_start: z.string(),
  stay_end: z.string(),
  min_nights: z.number(),
  max_nights: z.number(),
  entry_deadline: z.string(),
  results_at: z.string(),
  reservation_deadline: z.string(),
  entries_open: z.boolean(),
  drawn: z.boolean(),
};

/** A lottery room: the room type and the lottery's plan on it. */
const roomPlan = z.object({
  room_plan_code: z.string(),
  room_type_code: z.string(),
  room_type_name: z.string(),
  plan_code: z.string(),
  plan_name: z.string(),
  meals: z.string(),
  max_adults: z.number(),
  cancellation_policy_id: z.number(),
  payment_methods: z.array(z.string()),
  deposit_percentage: z.number().nullable(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
});

/** GET lottery_events/{id} (§3 "Event setting"). */
export const lotteryEventSchema = z.object({
  id: z.string(),
  hotel,
  name: z.string(),
  notification: z.string(),
  ...eventDates,
  room_plans: z.array(roomPlan.extend({ prices: prices.nullable() })),
});

/** A lottery entry (§3 "Entry"), with what its member may do with it now. */
export const lotteryEntrySchema = z.object({
  entry_number: z.string(),
  status: z.enum(LOTTERY_ENTRY_STATUSES),
  /** A winner's booking whose payment failed: book again (reservation-incomplete). */
  incomplete: z.boolean(),
  event: z.object({ id: z.string(), name: z.string(), ...eventDates }),
  hotel,
  checkin_date: z.string(),
  checkout_date: z.string(),
  nights: z.number(),
  adults: z.number(),
  room: roomPlan.nullable(),
  guest: bookerContactSchema,
  special_request: z.string().nullable(),
  reservation: z.object({ reservation_number: z.string(), lottery_result: z.object({ entry_number: z.string() }) }).nullable(),
  changeable: z.boolean(),
  cancellable: z.boolean(),
  bookable: z.boolean(),
  created_at: z.string(),
});

export const lotteryEventResponse = z.object({ data: z.object({ lottery_event: lotteryEventSchema }) });
export type LotteryEventAnswer = z.infer<typeof lotteryEventResponse>;

export const entryResponse = z.object({ data: z.object({ lottery_result: lotteryEntrySchema }) });

/** GET user/lottery_results: the lottery tab of my reservations, a page at a time. */
export const memberEntriesResponse = z.object({
  data: z.object({
    entries: z.array(lotteryEntrySchema),
    meta: z.object({ page: z.number(), per_page: z.number(), total_entries: z.number(), total_pages: z.number() }),
  }),
});
export type MemberEntriesPage = z.infer<typeof memberEntriesResponse>['data'];
export type LotteryEvent = z.infer<typeof lotteryEventSchema>;
export type LotteryEntry = z.infer<typeof lotteryEntrySchema>;
export type LotteryRoom = z.infer<typeof roomPlan>;
export type LotteryRoomOffer = LotteryEvent['room_plans'][number];
export type LotteryEventDates = Pick<LotteryEvent, keyof typeof eventDates>;
