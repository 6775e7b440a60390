import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PolicyView } from '@yado/domain/wire/hotels';
import type { CancellationPolicyChanged } from '@yado/domain/wire/errors';
import { cancellationPolicyQuery } from './cancellation-policy-query';
import { useWidget } from './widget-settings';

/** The policy a booking page shows: its plan's, for the stay's check-in. */
export interface ShownPolicy {
  policyId: number;
  checkin: string;
}

/**
 * The cancellation policy the guest is shown while paying, whose terms the booking names (ADR 0080).
 * When the hotel changed it meanwhile, the one that applies now (from the 409) is shown in its place,
 * the page follows it (`follow`, with its id) and it must be accepted before the booking is asked again.
 */
export function usePolicyAsShown(shown: ShownPolicy | null, follow: (policyId: number) => void) {
  const { code } = useWidget();
  const queryClient = useQueryClient();
  const policy = useQuery({ ...cancellationPolicyQuery(code, shown?.policyId ?? 0, shown?.checkin), enabled: shown !== null });
  const [changed, setChanged] = useState<PolicyView | null>(null);
  const [accepted, setAccepted] = useState(false);
  return {
    /**
     * Until the policy is known the guest has not read it: nothing is booked. A plan without one
     * (null) has no terms; nor does a page that names no policy (shown null), which books as before.
     */
    known: shown === null || policy.data !== undefined,
    /** The policy as loaded, for pages that show it themselves: null when the plan has none or the page names none. */
    view: shown === null ? null : policy.data,
    terms: policy.data?.terms,
    /** Why the policy could not be loaded (nothing is booked meanwhile), or null. */
    failure: policy.error,
    /** Asks for the policy again after a failed load. */
    retry: () => void policy.refetch(),
    changed,
    accepted,
    setAccepted,
    needsAcceptance: changed !== null && !accepted,
    /** 409 CANCELLATION_POLICY_CHANGED: the policy in the answer becomes the one the booking shows and names. */
    onChanged(payloads: Record<string, unknown>) {
      const now = (payloads as Partial<CancellationPolicyChanged>).cancellation_policy;
      if (!now || !shown) return;
      queryClient.setQueryData(cancellationPolicyQuery(code, now.id, shown.checkin).queryKey, now);
      follow(now.id);
      setChanged(now);
      setAccepted(false);
    },
    /** Asked again with the policy accepted. */
    settle: () => setChanged(null),
  };
}
