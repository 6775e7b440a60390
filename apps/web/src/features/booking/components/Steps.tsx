import { useTranslation } from '../../../lib/i18n';

const STEPS = ['guest_detail', 'payment', 'confirmation'] as const;

/** §2 widget flow: GuestDetail, Payment, Confirmation. */
export function Steps({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation();
  return (
    <ol className="steps" aria-label={t('steps.label')}>
      {STEPS.map((step, index) => (
        <li key={step} className={step === current ? 'step step-current' : 'step'} aria-current={step === current ? 'step' : undefined}>
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          {t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
