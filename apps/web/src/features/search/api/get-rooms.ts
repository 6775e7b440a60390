import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchQuery, type SearchCriteria } from '@yado/domain/search-criteria';
import type { RoomSearchAnswer } from '@yado/domain/wire/search';
import { apiRequest } from '../../../lib/api-client';
import { roomsCall } from '../../../lib/start-up-calls';

/** The search's answer as the API declares it (its data). */
export type RoomSearchResult = RoomSearchAnswer;
export type { PlanResult, RoomPlanResult, RoomResult, RoomType } from '@yado/domain/wire/search';

/**
 * GET hotels/{hotel}/rooms for the search (roomsCall). Prices depend on who asks, so the signed-in member (null for a guest) is part of the key.
 */
export const roomsQuery = (code: string, criteria: SearchCriteria, locale: string, memberId: number | null) =>
  queryOptions({
    // Keyed by what is sent, so a preload and the page asking the same thing share one request.
    queryKey: ['rooms', code, searchQuery(criteria), locale, memberId],
    queryFn: async ({ signal }) => {
      const { path, query } = roomsCall(code, criteria);
      return (await apiRequest<{ data: RoomSearchResult }>(path, { query, signal })).data;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
