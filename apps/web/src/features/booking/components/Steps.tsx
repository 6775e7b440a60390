import { useTranslation } from '../../../lib/i18n';
import { isAgencyMode } from '../../../lib/agency-mode';

const STEPS = ['guest_detail', 'payment', 'confirmation'] as const;
/** §2 OTA route set: the choice is confirmed before the details, and reviewed before paying. */
const AGENCY_STEPS = ['confirm', 'guest_detail', 'review', 'payment', 'confirmation'] as const;

/** §2 widget flow: GuestDetail, Payment, Confirmation; the agency's adds its confirm and review steps. */
export function Steps({ current }: { current: (typeof AGENCY_STEPS)[number] }) {
  const { t } = useTranslation();
  const steps: readonly string[] = isAgencyMode() ? AGENCY_STEPS : STEPS;
  return (
    <ol className={steps.length > 3 ? 'steps steps-many' : 'steps'} aria-label={t('steps.label')}>
      {steps.map((step, index) => (
        <li key={step} className={step === current ? 'step step-current' : 'step'} aria-current={step === current ? 'step' : undefined}>
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          {/* Shown where there is room for it (not on a phone), and read out once everywhere. */}
          <span className="step-name" aria-hidden="true">
            {t(`steps.${step}`)}
          </span>
          <span className="visually-hidden">{t(`steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
