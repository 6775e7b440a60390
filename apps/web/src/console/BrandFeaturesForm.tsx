import { useState } from 'react';
import { brandFeaturesChangeSchema } from '@yado/domain/brand-features-editing';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleBrandFeatures } from '@yado/domain/wire/console-settings';
import { SubmitButton } from '../components/SubmitButton';
import { consoleApi } from './api';
import { problemsOf, TextsTabs, Toggle } from './catalogue-fields';
import { AnswerAwaited, useConsoleAnswer } from './console-answer';
import { FormProblems, useConsoleForm } from './console-form';
import { useConsoleText } from './i18n';

type Hotel = StaffUser['hotels'][number];
type Answer = { data: { settings: ConsoleBrandFeatures } };

/** What the booking pages offer, each switch with its label's key. */
const GUEST_SWITCHES = [
  ['nearby_hotels_suggestion', 'nearby'],
  ['room_recommender', 'recommender'],
] as const;
const MEMBER_SWITCHES = [
  ['encrypted_qr_code_enabled', 'qrCode'],
  ['custom_account_removal', 'removal'],
] as const;

function FeaturesForm({
  hotel,
  answer,
  onSaved,
}: {
  hotel: Hotel;
  answer: ConsoleBrandFeatures;
  onSaved: (saved: ConsoleBrandFeatures) => void;
}) {
  const { t, locale } = useConsoleText();
  const [saved, setSaved] = useState(false);
  const form = useConsoleForm<ConsoleBrandFeatures, unknown, ConsoleBrandFeatures>({
    initial: () => answer,
    check: (draft) => {
      setSaved(false);
      return { body: draft, problems: problemsOf(brandFeaturesChangeSchema.safeParse(draft), () => []) };
    },
    send: async (body) =>
      (await consoleApi<Answer>(`/hotels/${encodeURIComponent(hotel.code)}/brand_features`, { method: 'PUT', body })).data.settings,
    onSaved: (next) => {
      setSaved(true);
      // The texts as saved: trimmed, blank ones gone.
      form.set(next);
      onSaved(next);
    },
  });
  const { draft, set, errors, error, pending, submit } = form;
  const toggles = (switches: typeof GUEST_SWITCHES | typeof MEMBER_SWITCHES) =>
    switches.map(([name, label]) => (
      <Toggle
        key={name}
        label={t(`console.settings.features.${label}`)}
        name={name}
        checked={draft[name]}
        disabled={pending}
        onChange={(on) => set({ [name]: on })}
      />
    ));

  return (
    <form onSubmit={submit} noValidate className="catalogue-form">
      <FormProblems error={error} errors={errors} />
      <fieldset className="catalogue-choices">
        <legend>{t('console.settings.features.guests')}</legend>
        {toggles(GUEST_SWITCHES)}
      </fieldset>
      <fieldset className="catalogue-choices">
        <legend>{t('console.settings.features.members')}</legend>
        {toggles(MEMBER_SWITCHES)}
      </fieldset>
      {/* What members are told is kept while removal is online, ready for when it is not. */}
      <TextsTabs
        kinds={['custom_account_removal_description']}
        texts={draft}
        hotelLocale={locale}
        errors={errors}
        disabled={pending}
        optional
        legend={t('console.settings.features.removalTexts')}
        onChange={(_, l, text) => set({ custom_account_removal_description: { ...draft.custom_account_removal_description, [l]: text } })}
      />
      <p className="field-hint">{t('console.settings.features.removalHint')}</p>
      <div className="catalogue-actions">
        <SubmitButton pending={pending}>{t('console.settings.features.save')}</SubmitButton>
      </div>
      <p role="status">{saved ? t('console.settings.features.saved') : ''}</p>
    </form>
  );
}

/** What the brand's booking pages offer its guests and members, for the brand's owners: in force for all its hotels once saved. */
export function BrandFeatures({ hotel }: { hotel: Hotel }) {
  const { t } = useConsoleText();
  const { answer, setAnswer, error } = useConsoleAnswer<Answer['data']>(`/hotels/${encodeURIComponent(hotel.code)}/brand_features`);

  return (
    <section className="console-card" aria-labelledby="settings-features">
      <h2 id="settings-features">{t('console.settings.features.heading')}</h2>
      <p className="field-hint">{t('console.settings.access.intro')}</p>
      <AnswerAwaited answer={answer} error={error} />
      {answer ? <FeaturesForm hotel={hotel} answer={answer.settings} onSaved={(settings) => setAnswer({ settings })} /> : null}
    </section>
  );
}
