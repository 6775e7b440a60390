/** Members' points as the API sends them (ADR 0042). */
import { z } from 'zod';

const namedRank = z.object({ id: z.number(), code: z.string(), name: z.string(), points_to_unlock: z.number() });

/** GET user/point: the balance and what stands around it. */
export const pointSummarySchema = z.object({
  program_enabled: z.boolean(),
  total_point: z.number(),
  ranking_points_value: z.number(),
  /** Points upcoming stays will add once posted. */
  future_point: z.number(),
  spend_step: z.number().nullable(),
  spend_minimum: z.number().nullable(),
  /** What a stay earns at the member's rank, in basis points of its price before tax (100 = 1 %). */
  earn_basis_points: z.number(),
  /** A point is one unit of this currency. */
  point_currency: z.string().nullable(),
  rank: namedRank.nullable(),
  next_rank: namedRank.extend({ points_needed: z.number() }).nullable(),
  /** Points are valid this many months after they were added; null, and they never expire (ADR 0049). */
  points_valid_months: z.number().nullable(),
  /** The next day some of the balance expires and how many points then, when within the next 3 months. */
  expiring_soon: z.object({ date: z.string(), points: z.number() }).nullable(),
});
export const pointSummaryResponse = z.object({ data: pointSummarySchema });
export type PointSummary = z.infer<typeof pointSummarySchema>;

const exchangeFields = {
  exchange_type: z.string(),
  reference: z.string().nullable(),
  valid_until: z.string().nullable(),
};

export const POINT_ENTRY_KINDS = ['future', 'gained', 'spent', 'refunded', 'expired', 'exchanged', 'adjusted'] as const;

export const pointEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(POINT_ENTRY_KINDS),
  points: z.number(),
  ranking_points: z.number(),
  date: z.string(),
  reservation_number: z.string().nullable(),
  hotel_name: z.string().nullable(),
  checkin_date: z.string().nullable(),
  checkout_date: z.string().nullable(),
  exchange: z.object(exchangeFields).nullable(),
  note: z.string().nullable(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

const pageFields = { page: z.number(), per_page: z.number(), total_pages: z.number(), total_entries: z.number() };

/** GET user/points_timeline (§3 point history). */
export const pointHistorySchema = z.object({
  data: z.array(pointEntrySchema),
  ...pageFields,
  program_enabled: z.boolean(),
  total: z.number(),
  total_ranking_points: z.number(),
});
export type PointHistoryPage = z.infer<typeof pointHistorySchema>;

export const pointExchangeSchema = z.object({ id: z.number(), amount: z.number(), ...exchangeFields });
export const pointExchangeResponse = z.object({ data: pointExchangeSchema });
export type PointExchange = z.infer<typeof pointExchangeSchema>;
export const pointExchangesSchema = z.object({
  data: z.array(pointExchangeSchema.extend({ created_at: z.string() })),
  ...pageFields,
});

/** A staff adjustment's answer: the member's balance after it. */
export const pointAdjustmentResponse = z.object({ data: z.object({ total_point: z.number() }) });
