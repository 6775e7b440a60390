import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '../lib/i18n';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  multiline?: boolean;
  /** Makes the field a list to choose from. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Whether a field that is not required says "optional"; a filter or a switch has nothing to leave out. */
  optionalMark?: boolean;
}

/** A labelled input whose error (a catalogue key) is read out with it; what was typed stays. */
export function FormField({ label, error, hint, multiline, options, required, optionalMark = true, ...input }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined };
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required-mark" aria-hidden="true">
            {' *'}
          </span>
        ) : optionalMark ? (
          <span className="optional-mark"> {t('form.optional')}</span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {options ? (
        <select {...common} {...(input as unknown as SelectHTMLAttributes<HTMLSelectElement>)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...common} {...(input as unknown as InputHTMLAttributes<HTMLTextAreaElement>)} rows={3} />
      ) : (
        <input {...common} {...input} />
      )}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error, { max_nights: 30 })}
        </p>
      ) : null}
    </div>
  );
}
