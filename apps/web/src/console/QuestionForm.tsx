import { NATIVE_LOCALE_NAMES, type Locale } from '@yado/domain/locales';
import { ANSWER_TYPES, QUESTION_MODES, QUESTION_PLACES, QUESTION_TYPES } from '@yado/domain/questions';
import { MAX_NAME_LENGTH } from '@yado/domain/catalogue-editing';
import { MAX_CHOICES, questionCreateSchema, questionProblems } from '@yado/domain/questions-editing';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleQuestion } from '@yado/domain/wire/console-catalogue';
import { FormField } from '../components/FormField';
import { listError, orNull, OrderField, PlanPicker, problemsOf, Toggle, typedNumber, type Texts } from './catalogue-fields';
import { CatalogueForm, useCatalogueForm } from './catalogue-form';
import { useConsoleText } from './i18n';

type Draft = Pick<ConsoleQuestion, 'texts' | 'question_type' | 'answer_type' | 'mode' | 'place' | 'attachments_allowed' | 'plan_codes'> & {
  choices: Array<{ value?: string; labels: Texts }>;
  display_start_date: string;
  display_end_date: string;
  sort_order: string;
};

const draftOf = (question: ConsoleQuestion | null): Draft => ({
  texts: question?.texts ?? {},
  question_type: question?.question_type ?? 'free',
  answer_type: question?.answer_type ?? 'text',
  mode: question?.mode ?? 'optional',
  place: question?.place ?? 'place_booking_process',
  attachments_allowed: question?.attachments_allowed ?? false,
  plan_codes: question?.plan_codes ?? [],
  choices: question?.choices ?? [],
  display_start_date: question?.display_start_date ?? '',
  display_end_date: question?.display_end_date ?? '',
  sort_order: String(question?.sort_order ?? 0),
});

/**
 * Adds an additional question, or changes one: its text per language, what it asks and how it is
 * answered (with its choices, worded per language in the same tabs), whether it must be answered,
 * where and for which plans it is asked, and when.
 */
export function QuestionForm({
  hotel,
  hotelLocale,
  question,
  plans,
  onSaved,
  onCancel,
}: {
  hotel: StaffUser['hotels'][number];
  hotelLocale: Locale;
  question: ConsoleQuestion | null;
  plans: Array<{ code: string; name: string }>;
  onSaved: (saved: ConsoleQuestion) => void;
  onCancel: () => void;
}) {
  const { t, tw } = useConsoleText();
  const form = useCatalogueForm<Draft, ConsoleQuestion>({
    kind: 'question',
    hotelCode: hotel.code,
    existingCode: question ? String(question.id) : null,
    initial: () => draftOf(question),
    check: (draft) => {
      const body = {
        ...draft,
        choices: draft.answer_type === 'options' ? draft.choices : [],
        display_start_date: orNull(draft.display_start_date),
        display_end_date: orNull(draft.display_end_date),
        sort_order: typedNumber(draft.sort_order),
      };
      const parsed = questionCreateSchema.safeParse(body);
      return { body, problems: problemsOf(parsed, () => (parsed.success ? questionProblems(parsed.data, hotelLocale) : [])) };
    },
    onSaved,
  });
  const { draft, set, errors, pending } = form;
  const options = draft.answer_type === 'options';
  const setLabel = (index: number, locale: Locale, label: string) =>
    set({ choices: draft.choices.map((c, i) => (i === index ? { ...c, labels: { ...c.labels, [locale]: label } } : c)) });
  const choiceName = (index: number) => draft.choices[index]?.labels[hotelLocale] || t('console.catalogue.choice', { number: index + 1 });

  return (
    <CatalogueForm
      id="question-form-heading"
      heading={question ? t('console.catalogue.editQuestion', { number: question.id }) : t('console.catalogue.newQuestion')}
      form={form}
      isNew={!question}
      hotelLocale={hotelLocale}
      onCancel={onCancel}
      textKinds={['texts']}
      inLanguage={(locale) =>
        options
          ? draft.choices.map((choice, index) => (
              <FormField
                key={index}
                label={t('console.catalogue.choiceIn', { number: index + 1, language: NATIVE_LOCALE_NAMES[locale] })}
                name={`choices.${index}.labels.${locale}`}
                lang={locale.replace('_', '-')}
                dir="auto"
                required={locale === hotelLocale}
                maxLength={MAX_NAME_LENGTH}
                disabled={pending}
                value={choice.labels[locale] ?? ''}
                error={errors[`choices.${index}.labels.${locale}`]}
                onChange={(e) => setLabel(index, locale, e.currentTarget.value)}
              />
            ))
          : null
      }
    >
      {question?.answered ? <p className="alert">{t('console.catalogue.questionAnswered')}</p> : null}
      <div className="bulk-edit-grid catalogue-wide">
        <FormField
          label={t('console.catalogue.questionType')}
          name="question_type"
          required
          value={draft.question_type}
          error={errors.question_type}
          options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`console.catalogue.questionTypes.${type}`) }))}
          onChange={(e) => set({ question_type: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.answerType')}
          name="answer_type"
          required
          value={draft.answer_type}
          error={errors.answer_type}
          options={ANSWER_TYPES.map((type) => ({ value: type, label: t(`console.catalogue.answerTypes.${type}`) }))}
          onChange={(e) => set({ answer_type: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.mode')}
          name="mode"
          required
          value={draft.mode}
          error={errors.mode}
          options={QUESTION_MODES.map((mode) => ({ value: mode, label: t(`console.catalogue.modes.${mode}`) }))}
          onChange={(e) => set({ mode: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.place')}
          name="place"
          required
          value={draft.place}
          error={errors.place}
          options={QUESTION_PLACES.map((place) => ({ value: place, label: t(`console.catalogue.places.${place}`) }))}
          onChange={(e) => set({ place: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.displayStart')}
          type="date"
          name="display_start_date"
          value={draft.display_start_date}
          error={errors.display_start_date}
          onChange={(e) => set({ display_start_date: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.displayEnd')}
          type="date"
          name="display_end_date"
          value={draft.display_end_date}
          error={errors.display_end_date}
          onChange={(e) => set({ display_end_date: e.currentTarget.value })}
        />
        <OrderField value={draft.sort_order} error={errors.sort_order} onChange={(sort_order) => set({ sort_order })} />
      </div>
      {options ? (
        <fieldset className={listError(errors, 'choices') ? 'catalogue-choices has-error' : 'catalogue-choices'}>
          <legend>{t('console.catalogue.choices')}</legend>
          <p className="field-hint">{t('console.catalogue.choicesHint')}</p>
          <ol className="catalogue-choice-rows">
            {draft.choices.map((choice, index) => (
              <li key={index}>
                <bdi>{choiceName(index)}</bdi>
                <button
                  type="button"
                  className="button"
                  disabled={pending}
                  onClick={() => set({ choices: draft.choices.filter((_, i) => i !== index) })}
                >
                  {t('console.catalogue.remove')}
                  <span className="visually-hidden"> {choiceName(index)}</span>
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button"
            disabled={pending || draft.choices.length >= MAX_CHOICES}
            onClick={() => set({ choices: [...draft.choices, { labels: {} }] })}
          >
            {t('console.catalogue.addChoice')}
          </button>
          {errors.choices ? <p className="field-error">{tw(errors.choices)}</p> : null}
        </fieldset>
      ) : null}
      <PlanPicker
        legend={t('console.catalogue.questionPlans')}
        hint={t('console.catalogue.questionPlansHint')}
        plans={plans}
        chosen={draft.plan_codes}
        errors={errors}
        disabled={pending}
        onChange={(plan_codes) => set({ plan_codes })}
      />
      <Toggle
        label={t('console.catalogue.attachments')}
        name="attachments_allowed"
        checked={draft.attachments_allowed}
        disabled={pending}
        onChange={(attachments_allowed) => set({ attachments_allowed })}
      />
    </CatalogueForm>
  );
}
