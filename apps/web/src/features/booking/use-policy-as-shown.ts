import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PolicyView } from '@yado/domain/wire/hotels';
import type { CancellationPolicyChanged } from '@yado/domain/wire/errors';
import type { BookingDraft } from '../../lib/booking-draft';
import { cancellationPolicyQuery } from '../../lib/cancellation-policy-query';
import { useWidget } from '../../lib/widget-settings';

/**
 * The cancellation policy the guest is shown while paying, whose terms the booking names (ADR 0080).
 * When the hotel changed it meanwhile, the one that applies now (from the 409) is shown in its place
 * and must be accepted before the booking is asked again.
 */
export function usePolicyAsShown(draft: BookingDraft | null, update: (patch: Partial<BookingDraft>) => void) {
  const { code } = useWidget();
  const queryClient = useQueryClient();
  const shown = useQuery({ ...cancellationPolicyQuery(code, draft?.cancellationPolicyId ?? 0, draft?.checkin), enabled: draft !== null });
  const [changed, setChanged] = useState<PolicyView | null>(null);
  const [accepted, setAccepted] = useState(false);
  return {
    /** Until the policy is known the guest has not read it: nothing is booked. A plan without one (null) has no terms. */
    known: shown.data !== undefined,
    terms: shown.data?.terms,
    changed,
    accepted,
    setAccepted,
    needsAcceptance: changed !== null && !accepted,
    /** 409 CANCELLATION_POLICY_CHANGED: the policy in the answer becomes the one the booking shows and names. */
    onChanged(payloads: Record<string, unknown>) {
      const now = (payloads as Partial<CancellationPolicyChanged>).cancellation_policy;
      if (!now || !draft) return;
      queryClient.setQueryData(cancellationPolicyQuery(code, now.id, draft.checkin).queryKey, now);
      update({ cancellationPolicyId: now.id });
      setChanged(now);
      setAccepted(false);
    },
    /** Asked again with the policy accepted. */
    settle: () => setChanged(null),
  };
}
