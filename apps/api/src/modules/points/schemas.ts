import { EXCHANGE_TYPES, POINT_HISTORY_PAGE_SIZE } from '@yado/domain/points';
import { z } from 'zod';

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const perPage = z.coerce.number().int().min(1).max(50).default(POINT_HISTORY_PAGE_SIZE);

export const timelineQuery = z.object({ page, per_page: perPage, scope: z.enum(['current', 'future']).default('current') });
export const exchangesQuery = z.object({ page, per_page: perPage });

/** POST user/point_exchanges (§3 point exchange payload). */
export const exchangeBody = z.object({
  amount: z.number().int().positive().max(100_000_000),
  exchange_type: z.enum(EXCHANGE_TYPES).default('digico'),
});
