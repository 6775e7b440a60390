import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, type CatalogueProblem } from '@yado/domain/catalogue-editing';
import { MAX_QUESTION_LENGTH } from '@yado/domain/questions-editing';
import { MAX_PHOTO_ALT_LENGTH } from '@yado/domain/room-type-photos';
import { LOCALES, NATIVE_LOCALE_NAMES, type Locale } from '@yado/domain/locales';
import { FormField } from '../components/FormField';
import { ApiError } from '../lib/api-client';
import { useConsoleText } from './i18n';

export type Texts = Partial<Record<Locale, string>>;
/**
 * The texts an entry has per language: a name and a description, a question's text, a photo's
 * description, or what a brand tells members who would end their account.
 */
export type TextKind = 'names' | 'descriptions' | 'texts' | 'alt' | 'custom_account_removal_description';
const TEXT_FIELDS = {
  names: { label: 'console.catalogue.name', maxLength: MAX_NAME_LENGTH, multiline: false },
  descriptions: { label: 'console.catalogue.description', maxLength: MAX_DESCRIPTION_LENGTH, multiline: true },
  texts: { label: 'console.catalogue.questionText', maxLength: MAX_QUESTION_LENGTH, multiline: true },
  alt: { label: 'console.catalogue.photoAlt', maxLength: MAX_PHOTO_ALT_LENGTH, multiline: false },
  custom_account_removal_description: {
    label: 'console.settings.features.removalText',
    maxLength: MAX_DESCRIPTION_LENGTH,
    multiline: true,
  },
} as const;
/** A field's problem (a validation.* key) by its path, as the API names it: `names.ja`, `payment_types`. */
export type FieldErrors = Record<string, string>;

/** A number as typed, NaN when blank (so the shared rules call it missing). */
export const typedNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));
/** A text as typed, null when blank. */
export const orNull = (typed: string) => (typed.trim() === '' ? null : typed.trim());

/** The options of a select or a radio group over a constant list, each labelled by its key under the prefix. */
export const enumOptions = <Value extends string>(values: readonly Value[], labelKeyPrefix: string, t: (key: string) => string) =>
  values.map((value) => ({ value, label: t(`${labelKeyPrefix}.${value}`) }));

/** The first problem of a list field or of any of its items (`delivery_times`, `delivery_times.1`). */
export const listError = (errors: FieldErrors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];

/** The problems the shared rules find before anything is sent, by field; the schema's own first. */
export function problemsOf(result: z.ZodSafeParseResult<unknown>, rules: () => CatalogueProblem[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      // A number field left blank arrives as NaN (see typedNumber): it is missing, not wrong.
      const blank = issue.code === 'invalid_type' && 'received' in issue && issue.received === 'NaN';
      errors[field] ??= blank ? 'validation.required' : issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
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

/**
 * An entry's texts in the 8 languages, one tab per language; the hotel's own language first, its
 * first text required there. A tab shows it has a problem when any field of its language has one.
 */
export function TextsTabs({
  kinds,
  texts,
  hotelLocale,
  errors,
  disabled,
  inLanguage,
  legend,
  optional = false,
  onChange,
}: {
  kinds: TextKind[];
  texts: Partial<Record<TextKind, Texts>>;
  hotelLocale: Locale;
  errors: FieldErrors;
  disabled: boolean;
  inLanguage?: ((locale: Locale) => ReactNode) | undefined;
  /** What the texts are, when not a catalogue entry's names and descriptions. */
  legend?: string;
  /** No text is needed, not even in the hotel's language. */
  optional?: boolean;
  onChange: (kind: TextKind, locale: Locale, text: string) => void;
}) {
  const { t } = useConsoleText();
  const id = useId();
  const locales = [hotelLocale, ...LOCALES.filter((l) => l !== hotelLocale)];
  const hasError = (l: Locale) => Object.keys(errors).some((field) => field.endsWith(`.${l}`));
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
      <legend>{legend ?? t(kinds[0] === 'texts' ? 'console.catalogue.questionTexts' : 'console.catalogue.texts')}</legend>
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
            {l === hotelLocale && !optional ? <span aria-hidden="true"> *</span> : null}
            {hasError(l) ? <span className="visually-hidden"> ({t('console.catalogue.hasError')})</span> : null}
          </button>
        ))}
      </div>
      {locales.map((l) => (
        <div key={l} role="tabpanel" id={`${id}-${l}`} aria-labelledby={`${id}-${l}-tab`} hidden={shown !== l} className="catalogue-panel">
          {kinds.map((kind, index) => (
            <FormField
              key={kind}
              label={t(TEXT_FIELDS[kind].label, { language: NATIVE_LOCALE_NAMES[l] })}
              name={`${kind}.${l}`}
              lang={l.replace('_', '-')}
              dir="auto"
              required={!optional && index === 0 && l === hotelLocale}
              multiline={TEXT_FIELDS[kind].multiline}
              maxLength={TEXT_FIELDS[kind].maxLength}
              disabled={disabled}
              value={texts[kind]?.[l] ?? ''}
              error={errors[`${kind}.${l}`]}
              onChange={(e) => onChange(kind, l, e.currentTarget.value)}
            />
          ))}
          {inLanguage?.(l)}
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

/** The plans an entry (a question, an extra) is limited to, ticked by name; none ticked is every plan. */
export function PlanPicker({
  legend,
  hint,
  plans,
  chosen,
  errors,
  disabled,
  onChange,
}: {
  legend: string;
  hint: string;
  plans: ReadonlyArray<{ code: string; name: string }>;
  chosen: readonly string[];
  errors: FieldErrors;
  disabled: boolean;
  onChange: (planCodes: string[]) => void;
}) {
  return (
    <CheckboxGroup
      legend={legend}
      hint={hint}
      name="plan_codes"
      choices={plans.map((plan) => ({ value: plan.code, label: plan.name }))}
      chosen={chosen}
      error={listError(errors, 'plan_codes')}
      disabled={disabled}
      onChange={onChange}
    />
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

/** Where the entry is listed among its kind: lower numbers first. */
export function OrderField({ value, error, onChange }: { value: string; error?: string | undefined; onChange: (typed: string) => void }) {
  const { t } = useConsoleText();
  return (
    <FormField
      label={t('console.catalogue.order')}
      hint={t('console.catalogue.orderHint')}
      type="number"
      name="sort_order"
      required
      min={0}
      max={9999}
      inputMode="numeric"
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** One of a few choices as radio buttons under a legend; what the chosen one needs (finding a member) follows them. */
export function RadioChoices<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled = false,
  children,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <fieldset className="catalogue-choices">
      <legend>{legend}</legend>
      <div className="catalogue-choice-list">
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
