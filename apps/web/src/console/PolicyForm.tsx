import { useEffect, useId, useRef, useState } from 'react';
import { cancellationTerms } from '@yado/domain/cancellation';
import {
  MAX_DAYS_BEFORE,
  MAX_POLICY_PARTS,
  policyCreateSchema,
  policyFeesSchema,
  policyProblems,
} from '@yado/domain/cancellation-policy-editing';
import { cancellationSentences } from '@yado/domain/cancellation-words';
import { MAX_NAME_LENGTH } from '@yado/domain/catalogue-editing';
import type { Locale } from '@yado/domain/locales';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsolePolicy } from '@yado/domain/wire/console-catalogue';
import { FormField } from '../components/FormField';
import { problemsOf, typedNumber } from './catalogue-fields';
import { CatalogueForm, useCatalogueForm } from './catalogue-form';
import { useConsoleText } from './i18n';

/** A fee as typed: the hour left blank means from the start of that day. */
interface PartDraft {
  /** Keeps a row's fields, and focus, with that row when another is removed. */
  key: number;
  days_before: string;
  hours_after: string;
  percentage_of_cost: string;
}
interface Draft {
  code?: string;
  name: string;
  parts: PartDraft[];
  no_show: string;
}

let partKeys = 0;
const blankPart = (): PartDraft => ({ key: partKeys++, days_before: '', hours_after: '', percentage_of_cost: '' });

const draftOf = (policy: ConsolePolicy | null): Draft => ({
  ...(policy ? {} : { code: '' }),
  name: policy?.name ?? '',
  parts: (policy?.cancellation_policy_parts ?? []).map((part) => ({
    key: partKeys++,
    days_before: String(part.days_before),
    hours_after: part.hours_after === null ? '' : String(part.hours_after),
    percentage_of_cost: String(part.percentage_of_cost),
  })),
  no_show: String(policy?.no_show_percentage_of_cost ?? 100),
});

const bodyOf = (draft: Draft, code: string) => ({
  code: draft.code ?? code,
  name: draft.name,
  cancellation_policy_parts: draft.parts.map((part) => ({
    days_before: typedNumber(part.days_before),
    hours_after: part.hours_after.trim() === '' ? null : typedNumber(part.hours_after),
    percentage_of_cost: typedNumber(part.percentage_of_cost),
  })),
  no_show_percentage_of_cost: typedNumber(draft.no_show),
});

/** The policy's lines as a guest reads them in the console's language, when what is typed makes a policy. */
function Preview({ body, locale }: { body: ReturnType<typeof bodyOf>; locale: Locale }) {
  const { t } = useConsoleText();
  const id = useId();
  // The lines depend on the fees alone: a code and a name still to type do not hide them.
  const parsed = policyFeesSchema.safeParse(body);
  return (
    // Not a live region: read out on every keystroke, the whole list would drown what is typed.
    <section className="policy-preview" aria-labelledby={id}>
      <h3 id={id}>{t('console.catalogue.policyPreview')}</h3>
      {parsed.success ? (
        <ul className="policy-lines">
          {cancellationSentences(cancellationTerms(parsed.data).lines, locale).map((sentence, index) => (
            <li key={index}>{sentence}</li>
          ))}
        </ul>
      ) : (
        <p className="field-hint">{t('console.catalogue.policyPreviewIncomplete')}</p>
      )}
    </section>
  );
}

/**
 * Adds a cancellation policy, or changes one: what staff call it, its fees (each from a number of
 * days before check-in, optionally from an hour of that day), the no-show fee, and the lines guests
 * will read. Reservations already made keep the policy they were booked under.
 */
export function PolicyForm({
  hotel,
  hotelLocale,
  policy,
  onSaved,
  onCancel,
}: {
  hotel: StaffUser['hotels'][number];
  hotelLocale: Locale;
  policy: ConsolePolicy | null;
  onSaved: (saved: ConsolePolicy) => void;
  onCancel: () => void;
}) {
  const { t, tw, locale } = useConsoleText();
  const form = useCatalogueForm<Draft, ConsolePolicy>({
    kind: 'policy',
    hotelCode: hotel.code,
    existingCode: policy?.code ?? null,
    initial: () => draftOf(policy),
    check: (draft) => {
      const body = bodyOf(draft, policy?.code ?? '');
      const parsed = policyCreateSchema.safeParse(body);
      return { body, problems: problemsOf(parsed, () => (parsed.success ? policyProblems(parsed.data) : [])) };
    },
    onSaved,
  });
  const { draft, set, errors, pending } = form;
  const setPart = (index: number, change: Partial<PartDraft>) =>
    set({ parts: draft.parts.map((part, i) => (i === index ? { ...part, ...change } : part)) });
  const partField = (index: number, field: Exclude<keyof PartDraft, 'key'>) => `cancellation_policy_parts.${index}.${field}`;
  // Focus follows what was added or removed: the new fee's first field; after a removal the fee now
  // in its place, the one before it, or the add button when none is left.
  const fees = useRef<HTMLFieldSetElement>(null);
  const [focusAfter, setFocusAfter] = useState<{ row: number } | null>(null);
  useEffect(() => {
    if (!focusAfter || !fees.current) return;
    const row = Math.min(focusAfter.row, draft.parts.length - 1);
    const target =
      row >= 0
        ? fees.current.querySelector<HTMLElement>(`input[name="${partField(row, 'days_before')}"]`)
        : fees.current.querySelector<HTMLElement>('.policy-add-fee');
    target?.focus();
    setFocusAfter(null);
  }, [focusAfter, draft.parts.length]);
  // A fee's problems are named by its place when last checked: from a removed fee on they no longer
  // name the fee now there, and wait for the next check.
  const [movedFrom, setMovedFrom] = useState<{ errors: typeof errors; index: number } | null>(null);
  const partError = (index: number, field: Exclude<keyof PartDraft, 'key'>) =>
    movedFrom?.errors === errors && index >= movedFrom.index ? undefined : errors[partField(index, field)];
  const removePart = (index: number) => {
    set({ parts: draft.parts.filter((_, i) => i !== index) });
    setMovedFrom({ errors, index: Math.min(index, movedFrom?.errors === errors ? movedFrom.index : index) });
    setFocusAfter({ row: index });
  };
  const addPart = () => {
    set({ parts: [...draft.parts, blankPart()] });
    setFocusAfter({ row: draft.parts.length });
  };

  return (
    <CatalogueForm
      id="policy-form-heading"
      heading={policy ? t('console.catalogue.editPolicy', { code: policy.code }) : t('console.catalogue.newPolicy')}
      form={form}
      isNew={!policy}
      hotelLocale={hotelLocale}
      onCancel={onCancel}
      textKinds={[]}
    >
      {policy ? <p className="field-hint">{t('console.catalogue.policyKept')}</p> : null}
      <FormField
        label={t('console.catalogue.policyName')}
        hint={t('console.catalogue.policyNameHint')}
        name="name"
        required
        dir="auto"
        maxLength={MAX_NAME_LENGTH}
        disabled={pending}
        value={draft.name}
        error={errors.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
      />
      <fieldset ref={fees} className={errors.cancellation_policy_parts ? 'catalogue-choices has-error' : 'catalogue-choices'}>
        <legend>{t('console.catalogue.fees')}</legend>
        <p className="field-hint">{t('console.catalogue.feesHint')}</p>
        <ol className="policy-parts">
          {draft.parts.map((part, index) => (
            <li key={part.key}>
              <fieldset className="policy-part">
                <legend>{t('console.catalogue.fee', { number: index + 1 })}</legend>
                <div className="bulk-edit-grid">
                  <FormField
                    label={t('console.catalogue.daysBefore')}
                    type="number"
                    name={partField(index, 'days_before')}
                    required
                    min={0}
                    max={MAX_DAYS_BEFORE}
                    inputMode="numeric"
                    disabled={pending}
                    value={part.days_before}
                    error={partError(index, 'days_before')}
                    onChange={(e) => setPart(index, { days_before: e.currentTarget.value })}
                  />
                  <FormField
                    label={t('console.catalogue.fromHour')}
                    type="number"
                    name={partField(index, 'hours_after')}
                    min={0}
                    max={23}
                    inputMode="numeric"
                    disabled={pending}
                    value={part.hours_after}
                    error={partError(index, 'hours_after')}
                    onChange={(e) => setPart(index, { hours_after: e.currentTarget.value })}
                  />
                  <FormField
                    label={t('console.catalogue.feePercentage')}
                    type="number"
                    name={partField(index, 'percentage_of_cost')}
                    required
                    min={0}
                    max={100}
                    inputMode="numeric"
                    disabled={pending}
                    value={part.percentage_of_cost}
                    error={partError(index, 'percentage_of_cost')}
                    onChange={(e) => setPart(index, { percentage_of_cost: e.currentTarget.value })}
                  />
                </div>
                <button type="button" className="button" disabled={pending} onClick={() => removePart(index)}>
                  {t('console.catalogue.removeFee', { number: index + 1 })}
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button policy-add-fee"
          disabled={pending || draft.parts.length >= MAX_POLICY_PARTS}
          onClick={addPart}
        >
          {t('console.catalogue.addFee')}
        </button>
        {errors.cancellation_policy_parts ? <p className="field-error">{tw(errors.cancellation_policy_parts)}</p> : null}
      </fieldset>
      <div className="bulk-edit-grid catalogue-wide">
        <FormField
          label={t('console.catalogue.noShow')}
          type="number"
          name="no_show_percentage_of_cost"
          required
          min={0}
          max={100}
          inputMode="numeric"
          disabled={pending}
          value={draft.no_show}
          error={errors.no_show_percentage_of_cost}
          onChange={(e) => set({ no_show: e.currentTarget.value })}
        />
      </div>
      <Preview body={bodyOf(draft, policy?.code ?? '')} locale={locale} />
    </CatalogueForm>
  );
}
