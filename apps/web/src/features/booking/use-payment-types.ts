import { useQuery } from '@tanstack/react-query';
import { linesSayFeeDueNow } from '@yado/domain/cancellation';
import { distinctPaymentChoices, paymentTypesForStay } from '@yado/domain/payments';
import type { BookingDraft } from '../../lib/booking-draft';
import { cancellationPolicyQuery } from '../../lib/cancellation-policy-query';
import { useWidget } from '../../lib/widget-settings';

/**
 * The ways this stay may be paid, surest first (the first is pre-selected): what the hotel takes
 * online and the plan accepts, with only card ways left when cancelling already costs a fee,
 * as the server will insist, and one choice for types that take the money the same way. Not ready until the plan's policy for these dates is known.
 */
export function usePaymentTypes(draft: BookingDraft | null): { ready: boolean; types: string[] } {
  const { code, settings } = useWidget();
  const policy = useQuery({ ...cancellationPolicyQuery(code, draft?.cancellationPolicyId ?? 0, draft?.checkin), enabled: draft !== null });
  const offered = settings.payment_options.filter((type) => !draft?.paymentMethods || draft.paymentMethods.includes(type));
  const types = distinctPaymentChoices(
    paymentTypesForStay(offered, {
      feeDueAtBooking: policy.data ? linesSayFeeDueNow(policy.data.lines) : false,
      unsecuredAllowedWhenFeeDue: settings.init_settings.unsecured_payment_when_fee_due,
    }),
  );
  return { ready: !policy.isPending, types };
}
