import { queryOptions } from '@tanstack/react-query';
import type { PointExchange, PointHistoryPage, PointSummary } from '@yado/domain/wire/points';
import { apiRequest } from './api-client';

export type { PointEntry, PointExchange, PointHistoryPage, PointSummary } from '@yado/domain/wire/points';
export type PointHistoryScope = 'current' | 'future';

export const pointSummaryQuery = (memberId: number, locale: string) =>
  queryOptions({
    queryKey: ['points', memberId, 'summary', locale],
    queryFn: async () => (await apiRequest<{ data: PointSummary }>('/user/point')).data,
  });

export const pointHistoryQuery = (memberId: number, scope: PointHistoryScope, page: number, locale: string) =>
  queryOptions({
    queryKey: ['points', memberId, 'history', scope, page, locale],
    queryFn: () => apiRequest<PointHistoryPage>('/user/points_timeline', { query: { scope, page } }),
  });

/** POST user/point_exchanges: points sent to the partner, answered with its reference. */
export async function exchangePoints(amount: number): Promise<PointExchange> {
  return (await apiRequest<{ data: PointExchange }>('/user/point_exchanges', { method: 'POST', body: { amount, exchange_type: 'digico' } }))
    .data;
}
