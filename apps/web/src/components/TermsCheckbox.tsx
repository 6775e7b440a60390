import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../lib/i18n';

/** The booking terms a guest accepts before going on, with the error when they have not (a catalogue key). */
export function TermsCheckbox({ registration, error }: { registration: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'checkbox-field has-error' : 'checkbox-field'}>
      <input
        id="terms"
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'terms-error' : undefined}
        {...registration}
      />
      <label htmlFor="terms">{t('guest.terms')}</label>
      {error ? (
        <p id="terms-error" className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
