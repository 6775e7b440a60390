import { EXCHANGE_TYPES, POINT_HISTORY_PAGE_SIZE } from '@yado/domain/points';
import { z } from 'zod';

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const perPage = z.coerce.number().int().min(1).max(50).default(POINT_HISTORY_PAGE_SIZE);
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
});

export const timelineQuery = z.object({ page, per_page: perPage, scope: z.enum(['current', 'future']).default('current') });

const exchangeFields = {
  exchange_type: z.string(),
  reference: z.string().nullable(),
  valid_until: z.string().nullable(),
};

export const pointEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(['future', 'gained', 'spent', 'refunded', 'expired', 'exchanged', 'adjusted']),
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

const pageFields = { page: z.number(), per_page: z.number(), total_pages: z.number(), total_entries: z.number() };

/** GET user/points_timeline (§3 point history). */
export const timelineSchema = z.object({
  data: z.array(pointEntrySchema),
  ...pageFields,
  program_enabled: z.boolean(),
  total: z.number(),
  total_ranking_points: z.number(),
});

export const exchangesQuery = z.object({ page, per_page: perPage });
export const exchangeSchema = z.object({ id: z.number(), amount: z.number(), ...exchangeFields });
export const exchangesSchema = z.object({
  data: z.array(exchangeSchema.extend({ created_at: z.string() })),
  ...pageFields,
});

/** POST user/point_exchanges (§3 point exchange payload). */
export const exchangeBody = z.object({
  amount: z.number().int().positive().max(100_000_000),
  exchange_type: z.enum(EXCHANGE_TYPES).default('digico'),
});

/** A hotel's staff adding (positive) or taking (negative) points, with the reason the member sees. */
export const adjustmentBody = z.object({
  points: z
    .number()
    .int()
    .refine((points) => points !== 0, 'validation.invalid')
    .refine((points) => Math.abs(points) <= 10_000_000, 'validation.invalid'),
  note: z.string().trim().min(1).max(255),
});
