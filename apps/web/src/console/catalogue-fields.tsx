import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, type CatalogueProblem } from '@yado/domain/catalogue-editing';
import { LOCALES, NATIVE_LOCALE_NAMES, type Locale } from '@yado/domain/locales';
import { FormField } from '../components/FormField';
import { ApiError } from '../lib/api-client';
import { useConsoleText } from './i18n';

export type Texts = Partial<Record<Locale, string>>;
/** A field's problem (a validation.* key) by its path, as the API names it: `names.ja`, `payment_types`. */
export type FieldErrors = Record<string, string>;

/** The problems the shared rules find before anything is sent, by field; the schema's own first. */
export function problemsOf(result: z.ZodSafeParseResult<unknown>, rules: () => CatalogueProblem[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    }
    return errors;
  }
  for (const problem of rules()) errors[problem.field] ??= problem.message;
  return errors;
}

/** The field problems an API error names. */
export function apiFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (error instanceof ApiError) for (const f of error.fields) errors[f.field] ??= f.message ?? 'validation.invalid';
  return errors;
}

/** Names and descriptions in the 8 languages, one tab per language; the hotel's own language first and required. */
export function TextsTabs({
  names,
  descriptions,
  hotelLocale,
  errors,
  disabled,
  onChange,
}: {
  names: Texts;
  descriptions: Texts;
  hotelLocale: Locale;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (kind: 'names' | 'descriptions', locale: Locale, text: string) => void;
}) {
  const { t } = useConsoleText();
  const id = useId();
  const locales = [hotelLocale, ...LOCALES.filter((l) => l !== hotelLocale)];
  const hasError = (l: Locale) => Boolean(errors[`names.${l}`] || errors[`descriptions.${l}`]);
  const [chosen, choose] = useState<Locale>(hotelLocale);
  // New problems show their language's tab, so each field error is seen next to its field.
  const [errorsSeen, seeErrors] = useState(errors);
  if (errors !== errorsSeen) {
    seeErrors(errors);
    const first = locales.find(hasError);
    if (first && !hasError(chosen)) choose(first);
  }
  const shown = chosen;
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKey = (event: KeyboardEvent, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -index, End: locales.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + locales.length) % locales.length;
    choose(locales[next] as Locale);
    tabs.current[next]?.focus();
  };

  return (
    <fieldset className="catalogue-texts">
      <legend>{t('console.catalogue.texts')}</legend>
      <div role="tablist" aria-label={t('console.catalogue.languages')} className="catalogue-tabs">
        {locales.map((l, index) => (
          <button
            key={l}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${l}-tab`}
            aria-selected={shown === l}
            aria-controls={`${id}-${l}`}
            tabIndex={shown === l ? 0 : -1}
            lang={l.replace('_', '-')}
            className={hasError(l) ? 'catalogue-tab has-error' : 'catalogue-tab'}
            onClick={() => choose(l)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {NATIVE_LOCALE_NAMES[l]}
            {l === hotelLocale ? <span aria-hidden="true"> *</span> : null}
            {hasError(l) ? <span className="visually-hidden"> ({t('console.catalogue.hasError')})</span> : null}
          </button>
        ))}
      </div>
      {locales.map((l) => (
        <div key={l} role="tabpanel" id={`${id}-${l}`} aria-labelledby={`${id}-${l}-tab`} hidden={shown !== l} className="catalogue-panel">
          <FormField
            label={t('console.catalogue.name', { language: NATIVE_LOCALE_NAMES[l] })}
            name={`names.${l}`}
            lang={l.replace('_', '-')}
            dir="auto"
            required={l === hotelLocale}
            maxLength={MAX_NAME_LENGTH}
            disabled={disabled}
            value={names[l] ?? ''}
            error={errors[`names.${l}`]}
            onChange={(e) => onChange('names', l, e.currentTarget.value)}
          />
          <FormField
            label={t('console.catalogue.description', { language: NATIVE_LOCALE_NAMES[l] })}
            name={`descriptions.${l}`}
            lang={l.replace('_', '-')}
            dir="auto"
            multiline
            maxLength={MAX_DESCRIPTION_LENGTH}
            disabled={disabled}
            value={descriptions[l] ?? ''}
            error={errors[`descriptions.${l}`]}
            onChange={(e) => onChange('descriptions', l, e.currentTarget.value)}
          />
        </div>
      ))}
    </fieldset>
  );
}

/** Boxes to tick, one per choice, with the group's problem under them. */
export function CheckboxGroup<T extends string>({
  legend,
  name,
  choices,
  chosen,
  error,
  hint,
  disabled,
  onChange,
}: {
  legend: string;
  name: string;
  choices: ReadonlyArray<{ value: T; label: string }>;
  chosen: readonly string[];
  error?: string | undefined;
  hint?: ReactNode;
  disabled: boolean;
  onChange: (chosen: T[]) => void;
}) {
  const { tw } = useConsoleText();
  const id = useId();
  return (
    <fieldset
      className={error ? 'catalogue-choices has-error' : 'catalogue-choices'}
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <div className="catalogue-choice-list">
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type="checkbox"
              name={name}
              value={choice.value}
              disabled={disabled}
              checked={chosen.includes(choice.value)}
              onChange={(e) =>
                onChange(choices.map((c) => c.value).filter((v) => (v === choice.value ? e.currentTarget.checked : chosen.includes(v))))
              }
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {tw(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A yes/no setting as one box to tick. */
export function Toggle({
  label,
  name,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="catalogue-toggle">
      <input type="checkbox" name={name} checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />
      {label}
    </label>
  );
}
