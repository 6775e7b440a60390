import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET user/point: the member's balance, ranking points, points to come, rank and the next one. */
export interface PointSummary {
  program_enabled: boolean;
  total_point: number;
  ranking_points_value: number;
  future_point: number;
  spend_step: number | null;
  spend_minimum: number | null;
  earn_basis_points: number;
  point_currency: string | null;
  rank: { id: number; code: string; name: string; points_to_unlock: number } | null;
  next_rank: { id: number; code: string; name: string; points_to_unlock: number; points_needed: number } | null;
}

export type PointHistoryScope = 'current' | 'future';

export interface PointEntry {
  id: number;
  kind: 'future' | 'gained' | 'spent' | 'refunded' | 'expired' | 'exchanged' | 'adjusted';
  points: number;
  date: string;
  reservation_number: string | null;
  hotel_name: string | null;
  checkin_date: string | null;
  checkout_date: string | null;
  exchange: { exchange_type: string; reference: string | null; valid_until: string | null } | null;
  note: string | null;
}

export interface PointHistoryPage {
  data: PointEntry[];
  page: number;
  total_pages: number;
  total_entries: number;
}

export interface PointExchange {
  id: number;
  amount: number;
  exchange_type: string;
  reference: string | null;
  valid_until: string | null;
}

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
