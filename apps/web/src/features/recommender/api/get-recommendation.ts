import { queryOptions } from '@tanstack/react-query';
import type { RecommendationAnswer } from '@yado/domain/wire/recommendation';
import { apiRequest } from '../../../lib/api-client';

export type { RecommendationAnswer, RecommendationView } from '@yado/domain/wire/recommendation';

/** GET hotels/{code}/rooms/recommendation (§7): the ask as query, prices also in the display currency. Keyed by the member, whose prices differ. */
export const recommendationQuery = (code: string, query: Record<string, string>, locale: string, memberId: number | null) =>
  queryOptions({
    queryKey: ['recommendation', code, query, locale, memberId],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: RecommendationAnswer }>(`/hotels/${encodeURIComponent(code)}/rooms/recommendation`, { query, signal }))
        .data,
    staleTime: 30_000,
    retry: false,
  });
