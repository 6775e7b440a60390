import { queryOptions } from '@tanstack/react-query';
import type { CancellationLine } from '@yado/domain/cancellation';
import { apiRequest } from './api-client';

export interface PolicyResult {
  id: number;
  free_cancellation_days: number | null;
  lines: CancellationLine[];
}

/** GET hotels/{hotel}/cancellation_policies for one policy, with dates for the check-in. */
export const cancellationPolicyQuery = (code: string, policyId: number, checkin?: string) =>
  queryOptions({
    queryKey: ['cancellation-policy', code, policyId, checkin],
    queryFn: async () => {
      const { data } = await apiRequest<{ data: PolicyResult[] }>(`/hotels/${encodeURIComponent(code)}/cancellation_policies`, {
        query: { policy_id: policyId, checkin },
      });
      return data[0] ?? null;
    },
    staleTime: 5 * 60_000,
  });
