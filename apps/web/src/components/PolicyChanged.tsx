import type { PolicyView } from '@yado/domain/wire/hotels';
import { useTranslation } from '../lib/i18n';
import { CancellationPolicyLines } from './CancellationPolicyLines';

/** The policy the hotel changed while the guest was paying: said once (the alert), read, and accepted. */
export function PolicyChanged({
  policy,
  accepted,
  onAccept,
}: {
  policy: PolicyView;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning policy-changed">
      <p role="alert">{t('errors.CANCELLATION_POLICY_CHANGED')}</p>
      <CancellationPolicyLines lines={policy.lines} />
      <div className="checkbox-field">
        <input id="accept-policy" type="checkbox" checked={accepted} onChange={(e) => onAccept(e.target.checked)} />
        <label htmlFor="accept-policy">{t('payment.accept_new_policy')}</label>
      </div>
    </div>
  );
}
