import { z } from 'zod';

/** The console's catalogue answers: room types and plans as staff edit them, every language's texts included. */
const texts = z.record(z.string(), z.string());

export const consoleRoomTypeSchema = z.object({
  code: z.string(),
  names: texts,
  descriptions: texts,
  beds: z.array(z.object({ type: z.string(), count: z.number() })),
  sleeps: z.number(),
  max_adults: z.number(),
  size_sqm: z.number(),
  size_tatami: z.number(),
  bath: z.boolean(),
  shower: z.boolean(),
  toilet: z.boolean(),
  smoking: z.boolean(),
  wifi: z.string(),
  sort_order: z.number(),
});
export type ConsoleRoomType = z.infer<typeof consoleRoomTypeSchema>;

export const consolePlanSchema = z.object({
  code: z.string(),
  names: texts,
  descriptions: texts,
  meals: z.string(),
  payment_types: z.array(z.string()),
  deposit_percentage: z.number().nullable(),
  cancellation_policy_code: z.string(),
  members_only: z.boolean(),
  secret_code: z.string().nullable(),
  sale_start_date: z.string().nullable(),
  sale_end_date: z.string().nullable(),
  languages: z.array(z.string()),
  minimum_nights: z.number(),
  room_type_codes: z.array(z.string()),
  sort_order: z.number(),
});
export type ConsolePlan = z.infer<typeof consolePlanSchema>;

/** What a form needs besides the records: the hotel's own language (whose name is required) and what to choose from. */
const catalogueContext = {
  hotel_locale: z.string(),
  can_edit: z.boolean(),
};

export const roomTypeListResponse = z.object({
  data: z.object({ ...catalogueContext, room_types: z.array(consoleRoomTypeSchema) }),
});
export const planListResponse = z.object({
  data: z.object({
    ...catalogueContext,
    plans: z.array(consolePlanSchema),
    cancellation_policies: z.array(z.object({ code: z.string(), name: z.string() })),
    room_types: z.array(z.object({ code: z.string(), name: z.string() })),
    /** The payment types the hotel can take (its currency's, cards only with a gateway): those a plan may offer. */
    payment_types: z.array(z.string()),
  }),
});
export const roomTypeResponse = z.object({ data: z.object({ room_type: consoleRoomTypeSchema }) });
export const planResponse = z.object({ data: z.object({ plan: consolePlanSchema }) });
