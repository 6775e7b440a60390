import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n';
import { cancellationPolicyQuery } from '../lib/cancellation-policy-query';
import { CancellationPolicyLines } from './CancellationPolicyLines';
import { ErrorMessage } from './ErrorMessage';
import { Spinner } from './Spinner';

/** Loads and shows a plan's policy; a failure shows its message, a missing policy 'no data' (§8). */
export function CancellationPolicy({ code, policyId, checkin }: { code: string; policyId: number; checkin?: string | undefined }) {
  const { t } = useTranslation();
  const policy = useQuery(cancellationPolicyQuery(code, policyId, checkin));
  if (policy.isPending) return <Spinner label={t('common.loading')} />;
  // The booking waits for the policy the guest reads: a failed load can be asked again here.
  if (policy.isError) return <ErrorMessage error={policy.error} retry={() => void policy.refetch()} />;
  if (!policy.data) return <p>{t('policy.no_data')}</p>;
  return <CancellationPolicyLines lines={policy.data.lines} />;
}
