import { queryOptions } from '@tanstack/react-query';
import type { PolicyView } from '@yado/domain/wire/hotels';
import { apiRequest } from './api-client';

export type PolicyResult = PolicyView;

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
