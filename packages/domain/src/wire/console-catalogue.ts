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
  /** Its photos, in the order the widget shows them; changed through the photo routes only. */
  images: z.array(z.object({ url: z.string(), alt: texts })),
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

export const consoleExtraSchema = z.object({
  code: z.string(),
  names: texts,
  descriptions: texts,
  extra_type: z.string(),
  unit: z.string(),
  min_quantity: z.number(),
  max_quantity: z.number(),
  order_deadline_hours: z.number(),
  delivery_times: z.array(z.string()),
  sort_order: z.number(),
  on_sale: z.boolean(),
  /** The plans it is offered with; empty for every plan. */
  plan_codes: z.array(z.string()),
  /** Its dates from today on: the first and last, with the first's price before tax and stock; null when none. */
  sale: z.object({ from: z.string(), to: z.string(), price: z.number(), stock: z.number() }).nullable(),
  /** Whether guests yet to receive it have booked it. */
  booked: z.boolean(),
});
export type ConsoleExtra = z.infer<typeof consoleExtraSchema>;

export const consoleQuestionSchema = z.object({
  id: z.number(),
  texts,
  question_type: z.string(),
  answer_type: z.string(),
  mode: z.string(),
  place: z.string(),
  attachments_allowed: z.boolean(),
  choices: z.array(z.object({ value: z.string(), labels: texts })),
  plan_codes: z.array(z.string()),
  display_start_date: z.string().nullable(),
  display_end_date: z.string().nullable(),
  sort_order: z.number(),
  /** Whether guests yet to stay have answered it. */
  answered: z.boolean(),
});
export type ConsoleQuestion = z.infer<typeof consoleQuestionSchema>;

/** The hotel's plans an entry may be limited to, named in the staff member's language. */
const planChoices = z.array(z.object({ code: z.string(), name: z.string() }));

export const extraListResponse = z.object({
  data: z.object({ ...catalogueContext, extras: z.array(consoleExtraSchema), plans: planChoices }),
});
export const extraResponse = z.object({ data: z.object({ extra: consoleExtraSchema }) });
export const questionListResponse = z.object({
  data: z.object({
    ...catalogueContext,
    questions: z.array(consoleQuestionSchema),
    plans: planChoices,
  }),
});
export const questionResponse = z.object({ data: z.object({ question: consoleQuestionSchema }) });

/** A room type's photos after an upload or a removal, in the order the widget shows them. */
export const roomTypeImagesResponse = z.object({
  data: z.object({ images: z.array(z.object({ url: z.string(), alt: texts })) }),
});

/** A cancellation policy as staff edit it, with the plans that sell under it. */
export const consolePolicySchema = z.object({
  code: z.string(),
  name: z.string(),
  cancellation_policy_parts: z.array(
    z.object({ days_before: z.number(), hours_after: z.number().nullable(), percentage_of_cost: z.number() }),
  ),
  no_show_percentage_of_cost: z.number(),
  plan_codes: z.array(z.string()),
});
export type ConsolePolicy = z.infer<typeof consolePolicySchema>;
export const policyListResponse = z.object({ data: z.object({ ...catalogueContext, policies: z.array(consolePolicySchema) }) });
export const policyResponse = z.object({ data: z.object({ policy: consolePolicySchema }) });
