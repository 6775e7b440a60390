import { useId } from 'react';
import type { Locale } from '@yado/domain/locales';
import type { PromotionDiscountType } from '@yado/domain/promotions';
import {
  CONSOLE_PROMOTION_KINDS,
  promotionIssueSchema,
  PROMOTION_TARGET_MODES,
  type PromotionIssue,
} from '@yado/domain/promotions-editing';
import type { ConsolePromotion, PromotionCatalogueChoice } from '@yado/domain/wire/console-promotions';
import { FormField } from '../components/FormField';
import { minorUnits } from './amounts';
import { consoleApi } from './api';
import { CheckboxGroup, enumOptions, problemsOf, TextsTabs, type FieldErrors, type Texts } from './catalogue-fields';
import { useConsoleForm } from './console-form';
import { blanksRequired, DiscountFields, EconomyForm, OfferCodeField, fieldError, typedNumber } from './economy-form';
import { useConsoleText } from './i18n';

export interface PromotionChoices {
  currency: string;
  hotelLocale: Locale;
  plans: PromotionCatalogueChoice[];
  roomTypes: PromotionCatalogueChoice[];
}

const blank = () => ({
  names: {} as Texts,
  discount_target_type: 'all_users' as (typeof CONSOLE_PROMOTION_KINDS)[number],
  code: '',
  discount_type: 'percentage' as PromotionDiscountType,
  discount_value: '',
  target_mode: 'include' as PromotionIssue['target_mode'],
  hotel_plan_codes: [] as string[],
  room_type_codes: [] as string[],
  stay_start: '',
  stay_end: '',
  booking_start: '',
  booking_end: '',
});
type Draft = ReturnType<typeof blank>;
const PERIOD_FIELDS = ['stay_start', 'stay_end', 'booking_start', 'booking_end'] as const;

/** The request a draft makes: the name in the hotel's language, and every name typed as its translations. */
function requestOf(draft: Draft, choices: PromotionChoices) {
  const names = Object.fromEntries(Object.entries(draft.names).filter(([, text]) => text?.trim())) as Record<string, string>;
  return {
    name: draft.names[choices.hotelLocale] ?? '',
    name_translations: names,
    discount_target_type: draft.discount_target_type,
    code: draft.discount_target_type === 'coupon' && draft.code.trim() !== '' ? draft.code.trim() : null,
    discount_type: draft.discount_type,
    discount_value:
      draft.discount_type === 'amount'
        ? (minorUnits(draft.discount_value, choices.currency) ?? Number.NaN)
        : typedNumber(draft.discount_value),
    target_mode: draft.target_mode,
    hotel_plan_codes: draft.hotel_plan_codes,
    room_type_codes: draft.room_type_codes,
    ...Object.fromEntries(PERIOD_FIELDS.map((field) => [field, draft[field]])),
  };
}

/** The problems of the name and its translations, shown on the language tab each is typed in. */
function byLanguage(errors: FieldErrors, hotelLocale: Locale): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field === 'name' ? `names.${hotelLocale}` : field.replace(/^name_translations\./, 'names.'),
      message,
    ]),
  );
}

/** Makes a promotion on the hotel's plans with the staff API's rules, checked here first. */
export function PromotionForm({
  hotelCode,
  choices,
  onMade,
}: {
  hotelCode: string;
  choices: PromotionChoices;
  onMade: (promotion: ConsolePromotion) => void;
}) {
  const { t } = useConsoleText();
  const id = useId();
  const form = useConsoleForm({
    reset: true,
    initial: blank,
    check: (draft: Draft) => {
      const body = requestOf(draft, choices);
      const problems = problemsOf(promotionIssueSchema.safeParse(body), () => []);
      const typed = { discount_value: draft.discount_value, ...Object.fromEntries(PERIOD_FIELDS.map((field) => [field, draft[field]])) };
      return { body, problems: blanksRequired(problems, typed) };
    },
    send: (body) =>
      consoleApi<{ data: { promotion: ConsolePromotion } }>(`/hotels/${encodeURIComponent(hotelCode)}/promotions`, {
        method: 'POST',
        body,
      }),
    onSaved: (answer) => onMade(answer.data.promotion),
  });
  const { draft, set, errors, pending } = form;
  const dateField = (field: (typeof PERIOD_FIELDS)[number]) => (
    <FormField
      label={t(`console.promotions.${field}`)}
      name={field}
      type="date"
      required
      value={draft[field]}
      error={errors[field]}
      onChange={(e) => set({ [field]: e.currentTarget.value })}
    />
  );
  const optionsOf = (entries: PromotionCatalogueChoice[]) => entries.map((entry) => ({ value: entry.code, label: entry.name }));

  return (
    <EconomyForm id={id} heading={t('console.promotions.makeHeading')} form={form} submitLabel={t('console.promotions.make')}>
      <TextsTabs
        kinds={['names']}
        legend={t('console.promotions.names')}
        texts={{ names: draft.names }}
        hotelLocale={choices.hotelLocale}
        errors={byLanguage(errors, choices.hotelLocale)}
        disabled={pending}
        onChange={(_kind, locale, text) => set({ names: { ...draft.names, [locale]: text } })}
      />
      <div className="economy-fields">
        <FormField
          label={t('console.promotions.kind')}
          name="discount_target_type"
          required
          value={draft.discount_target_type}
          options={enumOptions(CONSOLE_PROMOTION_KINDS, 'console.promotions.kinds', t)}
          hint={draft.discount_target_type === 'payment' ? t('console.promotions.paymentHint') : undefined}
          onChange={(e) => set({ discount_target_type: e.currentTarget.value as Draft['discount_target_type'] })}
        />
        {draft.discount_target_type === 'coupon' ? (
          <OfferCodeField label={t('console.promotions.code')} value={draft.code} error={errors.code} onChange={(code) => set({ code })} />
        ) : null}
        <DiscountFields
          type={draft.discount_type}
          value={draft.discount_value}
          error={errors.discount_value}
          amountHint={t('console.promotions.amountHint', { currency: choices.currency })}
          onChange={set}
        />
      </div>
      <FormField
        label={t('console.promotions.targetMode')}
        name="target_mode"
        required
        value={draft.target_mode}
        options={enumOptions(PROMOTION_TARGET_MODES, 'console.promotions.targetModes', t)}
        onChange={(e) => set({ target_mode: e.currentTarget.value as Draft['target_mode'] })}
      />
      <CheckboxGroup
        legend={t('console.promotions.plans')}
        hint={t(draft.target_mode === 'include' ? 'console.promotions.plansIncludeHint' : 'console.promotions.plansExcludeHint')}
        name="hotel_plan_codes"
        choices={optionsOf(choices.plans)}
        chosen={draft.hotel_plan_codes}
        error={fieldError(errors, 'hotel_plan_codes')}
        disabled={pending}
        onChange={(chosen) => set({ hotel_plan_codes: chosen })}
      />
      <CheckboxGroup
        legend={t('console.promotions.roomTypes')}
        hint={t('console.promotions.roomTypesHint')}
        name="room_type_codes"
        choices={optionsOf(choices.roomTypes)}
        chosen={draft.room_type_codes}
        error={fieldError(errors, 'room_type_codes')}
        disabled={pending}
        onChange={(chosen) => set({ room_type_codes: chosen })}
      />
      <fieldset className="economy-member-field">
        <legend>{t('console.promotions.stayPeriod')}</legend>
        <div className="economy-fields">
          {dateField('stay_start')}
          {dateField('stay_end')}
        </div>
      </fieldset>
      <fieldset className="economy-member-field">
        <legend>{t('console.promotions.bookingPeriod')}</legend>
        <div className="economy-fields">
          {dateField('booking_start')}
          {dateField('booking_end')}
        </div>
      </fieldset>
    </EconomyForm>
  );
}
