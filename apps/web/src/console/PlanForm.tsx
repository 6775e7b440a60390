import { MAX_MINIMUM_NIGHTS, planCreateSchema, planProblems } from '@yado/domain/catalogue-editing';
import { LOCALES, NATIVE_LOCALE_NAMES, type Locale } from '@yado/domain/locales';
import { MEALS } from '@yado/domain/statuses';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsolePlan } from '@yado/domain/wire/console-catalogue';
import { FormField } from '../components/FormField';
import { CheckboxGroup, listError, orNull, OrderField, problemsOf, Toggle, typedNumber } from './catalogue-fields';
import { CatalogueForm, useCatalogueForm } from './catalogue-form';
import { useConsoleText } from './i18n';

type Draft = Omit<
  ConsolePlan,
  'deposit_percentage' | 'minimum_nights' | 'sort_order' | 'secret_code' | 'sale_start_date' | 'sale_end_date'
> & {
  deposit_percentage: string;
  minimum_nights: string;
  sort_order: string;
  secret_code: string;
  sale_start_date: string;
  sale_end_date: string;
};

export interface PlanChoices {
  cancellation_policies: Array<{ code: string; name: string }>;
  room_types: Array<{ code: string; name: string }>;
  /** The payment types the hotel can take, the only ones a plan may offer. */
  payment_types: string[];
}

const draftOf = (plan: ConsolePlan | null, choices: PlanChoices): Draft => ({
  code: plan?.code ?? '',
  names: plan?.names ?? {},
  descriptions: plan?.descriptions ?? {},
  meals: plan?.meals ?? 'none',
  payment_types: plan?.payment_types ?? ['on_site'],
  deposit_percentage: plan?.deposit_percentage === null || !plan ? '' : String(plan.deposit_percentage),
  cancellation_policy_code: plan?.cancellation_policy_code ?? choices.cancellation_policies[0]?.code ?? '',
  members_only: plan?.members_only ?? false,
  secret_code: plan?.secret_code ?? '',
  sale_start_date: plan?.sale_start_date ?? '',
  sale_end_date: plan?.sale_end_date ?? '',
  languages: plan?.languages ?? [],
  minimum_nights: String(plan?.minimum_nights ?? 1),
  room_type_codes: plan?.room_type_codes ?? [],
  sort_order: String(plan?.sort_order ?? 0),
});

/** Adds a plan, or changes one: its texts per language, meals, how it is paid and cancelled, who sees it, when and in which languages it sells, and its room types. */
export function PlanForm({
  hotel,
  hotelLocale,
  plan,
  choices,
  onSaved,
  onCancel,
}: {
  hotel: StaffUser['hotels'][number];
  hotelLocale: Locale;
  plan: ConsolePlan | null;
  choices: PlanChoices;
  onSaved: (saved: ConsolePlan) => void;
  onCancel: () => void;
}) {
  const { t, tw } = useConsoleText();
  const form = useCatalogueForm<Draft, ConsolePlan>({
    kind: 'plan',
    hotelCode: hotel.code,
    existingCode: plan?.code ?? null,
    initial: () => draftOf(plan, choices),
    check: (draft) => {
      const deposit = orNull(draft.deposit_percentage);
      const body = {
        ...draft,
        deposit_percentage: deposit === null ? null : typedNumber(deposit),
        minimum_nights: typedNumber(draft.minimum_nights),
        sort_order: typedNumber(draft.sort_order),
        secret_code: orNull(draft.secret_code),
        sale_start_date: orNull(draft.sale_start_date),
        sale_end_date: orNull(draft.sale_end_date),
      };
      const parsed = planCreateSchema.safeParse(body);
      return {
        body,
        problems: problemsOf(parsed, () => (parsed.success ? planProblems(parsed.data, hotelLocale, choices.payment_types) : [])),
      };
    },
    onSaved,
  });
  const { draft, set, errors, pending } = form;
  // A type the plan has but the hotel cannot take stays listed, so it can be unticked.
  const paymentChoices = [...choices.payment_types, ...(plan?.payment_types ?? []).filter((type) => !choices.payment_types.includes(type))];

  return (
    <CatalogueForm
      id="plan-form-heading"
      heading={plan ? t('console.catalogue.editPlan', { code: plan.code }) : t('console.catalogue.newPlan')}
      form={form}
      isNew={!plan}
      hotelLocale={hotelLocale}
      onCancel={onCancel}
    >
      <div className="bulk-edit-grid catalogue-wide">
        <FormField
          label={t('console.catalogue.meals')}
          name="meals"
          required
          value={draft.meals}
          error={errors.meals}
          options={MEALS.map((meals) => ({ value: meals, label: tw(`meals.${meals}`) }))}
          onChange={(e) => set({ meals: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.policy')}
          name="cancellation_policy_code"
          required
          value={draft.cancellation_policy_code}
          error={errors.cancellation_policy_code}
          options={choices.cancellation_policies.map((p) => ({ value: p.code, label: p.name }))}
          onChange={(e) => set({ cancellation_policy_code: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.minimumNights')}
          type="number"
          name="minimum_nights"
          required
          min={1}
          max={MAX_MINIMUM_NIGHTS}
          inputMode="numeric"
          value={draft.minimum_nights}
          error={errors.minimum_nights}
          onChange={(e) => set({ minimum_nights: e.currentTarget.value })}
        />
        <OrderField value={draft.sort_order} error={errors.sort_order} onChange={(sort_order) => set({ sort_order })} />
      </div>
      <CheckboxGroup
        legend={t('console.catalogue.roomTypes')}
        name="room_type_codes"
        choices={choices.room_types.map((rt) => ({ value: rt.code, label: rt.name }))}
        chosen={draft.room_type_codes}
        error={listError(errors, 'room_type_codes')}
        disabled={pending}
        onChange={(room_type_codes) => set({ room_type_codes })}
      />
      <CheckboxGroup
        legend={t('console.catalogue.paymentTypes')}
        name="payment_types"
        choices={paymentChoices.map((type) => ({ value: type, label: tw(`payment.types.${type}`) }))}
        chosen={draft.payment_types}
        error={errors.payment_types}
        disabled={pending}
        onChange={(payment_types) => set({ payment_types })}
      />
      <div className="bulk-edit-grid catalogue-wide">
        <FormField
          label={t('console.catalogue.deposit')}
          hint={t('console.catalogue.depositHint')}
          type="number"
          name="deposit_percentage"
          optionalMark={false}
          min={1}
          max={100}
          inputMode="numeric"
          value={draft.deposit_percentage}
          error={errors.deposit_percentage}
          onChange={(e) => set({ deposit_percentage: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.saleStart')}
          type="date"
          name="sale_start_date"
          value={draft.sale_start_date}
          error={errors.sale_start_date}
          onChange={(e) => set({ sale_start_date: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.saleEnd')}
          type="date"
          name="sale_end_date"
          min={draft.sale_start_date || undefined}
          value={draft.sale_end_date}
          error={errors.sale_end_date}
          onChange={(e) => set({ sale_end_date: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.secretCode')}
          hint={t('console.catalogue.secretHint')}
          name="secret_code"
          dir="ltr"
          value={draft.secret_code}
          error={errors.secret_code}
          onChange={(e) => set({ secret_code: e.currentTarget.value })}
        />
      </div>
      <Toggle
        label={t('console.catalogue.membersOnly')}
        name="members_only"
        checked={draft.members_only}
        disabled={pending}
        onChange={(members_only) => set({ members_only })}
      />
      <CheckboxGroup
        legend={t('console.catalogue.languagesSold')}
        hint={t('console.catalogue.languagesHint')}
        name="languages"
        choices={LOCALES.map((l) => ({ value: l, label: NATIVE_LOCALE_NAMES[l] }))}
        chosen={draft.languages}
        error={errors.languages}
        disabled={pending}
        onChange={(languages) => set({ languages })}
      />
    </CatalogueForm>
  );
}
