import type { FormEvent, ReactNode } from 'react';
import { PROMOTION_DISCOUNT_TYPES, type PromotionDiscountType } from '@yado/domain/promotions';
import { FormField } from '../components/FormField';
import { SubmitButton } from '../components/SubmitButton';
import { enumOptions, type FieldErrors } from './catalogue-fields';
import { FormProblems } from './console-form';
import { useConsoleText } from './i18n';

/** A field typed as text, as a number for the shared rules: blank is NaN, which they refuse. */
export const typedNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));
/** An optional number: blank is none. */
export const optionalNumber = (typed: string) => (typed.trim() === '' ? null : Number(typed));
/** Blank required fields are "required", rather than the "not valid" the schema calls a NaN or an empty date. */
export function blanksRequired(problems: FieldErrors, typed: Record<string, string>): FieldErrors {
  const blanks = Object.entries(typed).filter(([, value]) => value.trim() === '');
  return { ...problems, ...Object.fromEntries(blanks.map(([field]) => [field, 'validation.required'])) };
}

/** An optional text (a date): blank is none. */
export const optionalText = (typed: string) => (typed.trim() === '' ? null : typed.trim());

/** A form's frame: its heading, the API's error or the count of problems, its fields and its button. */
export function EconomyForm({
  id,
  heading,
  form,
  submitLabel,
  lead,
  children,
}: {
  id: string;
  heading: string;
  /** What comes before the form's own fields, outside it (a form of its own, such as finding a member). */
  lead?: ReactNode;
  form: { errors: FieldErrors; error: unknown; pending: boolean; submit: (event: FormEvent) => Promise<void> };
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="console-card economy-form" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {lead}
      <form onSubmit={(event) => void form.submit(event)} noValidate>
        <FormProblems error={form.error} errors={form.errors} />
        {children}
        <SubmitButton pending={form.pending}>{submitLabel}</SubmitButton>
      </form>
    </section>
  );
}

/** A field's problem, or the first of its items' (`target_plan_codes.2`). */
export const fieldError = (errors: FieldErrors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1];

/** A discount as coupons and promotions take it: its type, and a percentage or an amount in the hotel's currency. */
export function DiscountFields({
  type,
  value,
  error,
  amountHint,
  onChange,
}: {
  type: PromotionDiscountType;
  value: string;
  error: string | undefined;
  amountHint: string;
  onChange: (patch: { discount_type?: PromotionDiscountType; discount_value?: string }) => void;
}) {
  const { t } = useConsoleText();
  return (
    <>
      <FormField
        label={t('console.economy.coupons.type')}
        name="discount_type"
        required
        value={type}
        options={enumOptions(PROMOTION_DISCOUNT_TYPES, 'console.economy.coupons.types', t)}
        onChange={(e) => onChange({ discount_type: e.currentTarget.value as PromotionDiscountType })}
      />
      <FormField
        label={t('console.economy.coupons.value')}
        hint={type === 'amount' ? amountHint : t('console.economy.coupons.percentHint')}
        name="discount_value"
        required
        inputMode="decimal"
        dir="ltr"
        value={value}
        error={error}
        onChange={(e) => onChange({ discount_value: e.currentTarget.value })}
      />
    </>
  );
}

/** A code guests type (a coupon's, a promotion's, a voucher's number): letters as typed, left to right in every language. */
export function OfferCodeField({
  label,
  hint,
  name = 'code',
  required = true,
  value,
  error,
  onChange,
}: {
  label: string;
  /** What the code may be; a coupon's rule unless said. */
  hint?: string;
  name?: string;
  required?: boolean;
  value: string;
  error: string | undefined;
  onChange: (code: string) => void;
}) {
  const { t } = useConsoleText();
  return (
    <FormField
      label={label}
      hint={hint ?? t('console.economy.coupons.codeHint')}
      name={name}
      required={required}
      dir="ltr"
      autoCapitalize="characters"
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
