import { useState } from 'react';
import { appearanceProblems, hotelSettingsChangeSchema, MAX_NOTIFICATION_EMAILS } from '@yado/domain/hotel-settings-editing';
import { CARD_BRANDS } from '@yado/domain/payments';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleBrandSettings, ConsoleHotelSettings } from '@yado/domain/wire/console-settings';
import { SubmitButton } from '../components/SubmitButton';
import { consoleApi } from './api';
import { BrandAccess } from './BrandAccessForm';
import { BrandDefaults } from './BrandDefaultsForm';
import { BrandFeatures } from './BrandFeaturesForm';
import { CheckboxGroup, listError, problemsOf, Toggle, type FieldErrors } from './catalogue-fields';
import { AnswerAwaited, useConsoleAnswer } from './console-answer';
import { FormProblems, useConsoleForm } from './console-form';
import { useConsoleText } from './i18n';
import { AppearanceFields, appearanceDraftOf, LanguagesField, LinesField, type AppearanceDraft, type Inheritance } from './settings-fields';

type Hotel = StaffUser['hotels'][number];
type Answer = { data: { settings: ConsoleHotelSettings; brand: ConsoleBrandSettings; can_edit: boolean } };
/** The settings as typed: HTML and the emails (one a line) as text, so nothing typed is lost. */
type Draft = Omit<ConsoleHotelSettings, 'website_header_html' | 'footer_html' | 'notification_emails'> &
  AppearanceDraft & { notification_emails: string };

const draftOf = (settings: ConsoleHotelSettings): Draft => ({
  ...appearanceDraftOf(settings),
  notification_emails: settings.notification_emails.join('\n'),
});

/** The settings form, grouped as the hotel thinks of them; read-only for those who may not change them. */
function SettingsForm({ hotel, answer, onSaved }: { hotel: Hotel; answer: Answer['data']; onSaved: (saved: Answer['data']) => void }) {
  const { t, tw } = useConsoleText();
  const readOnly = !answer.can_edit;
  const [saved, setSaved] = useState(false);
  const form = useConsoleForm<Draft, unknown, Answer['data']>({
    initial: () => draftOf(answer.settings),
    check: (draft) => {
      const body = { ...draft, notification_emails: draft.notification_emails.split(/[\s,;]+/).filter(Boolean) };
      const parsed = hotelSettingsChangeSchema.safeParse(body);
      const problems: FieldErrors = problemsOf(parsed, () => (parsed.success ? appearanceProblems(parsed.data) : []));
      setSaved(false);
      return { body, problems };
    },
    send: async (body) => (await consoleApi<Answer>(`/hotels/${encodeURIComponent(hotel.code)}/settings`, { method: 'PUT', body })).data,
    onSaved: (next) => {
      setSaved(true);
      onSaved(next);
    },
  });
  const { draft, set, errors, error, pending, submit } = form;
  const disabled = readOnly || pending;
  const brandDraft = appearanceDraftOf(answer.brand);
  // Taking the brand's value shows it in the field at once; leaving it keeps that value, as the brand has it now, to start from.
  const inherit: Inheritance = {
    brand: answer.brand,
    using: draft.use_brand,
    use: (key, on) =>
      set({
        use_brand: on ? [...draft.use_brand, key] : draft.use_brand.filter((k) => k !== key),
        [key]: brandDraft[key],
      }),
  };

  // A field changed by hand is the hotel's own from then on.
  const setOwn = (patch: Partial<Draft>) => set({ ...patch, use_brand: draft.use_brand.filter((key) => !(key in patch)) });
  // A field that uses the brand's value shows the brand's value as it is now, even saved since it was chosen.
  const shown = { ...draft, ...Object.fromEntries(draft.use_brand.map((key) => [key, brandDraft[key]])) };
  const fields = { draft: shown, set: setOwn, errors, disabled, inherit };

  return (
    <form onSubmit={submit} noValidate className="catalogue-form">
      {readOnly ? <p className="alert">{t('console.settings.readOnly')}</p> : null}
      <FormProblems error={error} errors={errors} />
      <section className="console-card" aria-labelledby="settings-appearance">
        <h2 id="settings-appearance">{t('console.settings.appearance')}</h2>
        <AppearanceFields {...fields} headerTypesKey="console.settings.headerTypes" />
      </section>
      <section className="console-card" aria-labelledby="settings-languages">
        <h2 id="settings-languages">{t('console.settings.languages')}</h2>
        <LanguagesField {...fields} legend={t('console.settings.languagesOffered')} />
      </section>
      <section className="console-card" aria-labelledby="settings-payment">
        <h2 id="settings-payment">{t('console.settings.payment')}</h2>
        <CheckboxGroup
          legend={t('console.settings.cardBrands')}
          hint={t('console.settings.cardBrandsHint')}
          name="accepted_card_brands"
          choices={CARD_BRANDS.map((brand) => ({ value: brand, label: tw(`card.brands.${brand}`) }))}
          chosen={draft.accepted_card_brands}
          error={listError(errors, 'accepted_card_brands')}
          disabled={disabled}
          onChange={(brands) => set({ accepted_card_brands: brands })}
        />
      </section>
      <section className="console-card" aria-labelledby="settings-notifications">
        <h2 id="settings-notifications">{t('console.settings.notifications')}</h2>
        <LinesField
          label={t('console.settings.emails')}
          hint={t('console.settings.emailsHint', { max: MAX_NOTIFICATION_EMAILS })}
          name="notification_emails"
          value={draft.notification_emails}
          errors={errors}
          disabled={disabled}
          onChange={(typed) => set({ notification_emails: typed })}
        />
        <Toggle
          label={t('console.settings.reservationUpdate')}
          name="reservation_update_active"
          checked={draft.reservation_update_active}
          disabled={disabled}
          onChange={(on) => set({ reservation_update_active: on })}
        />
      </section>
      {readOnly ? null : (
        <div className="catalogue-actions">
          <SubmitButton pending={pending}>{t('console.settings.save')}</SubmitButton>
        </div>
      )}
      <p role="status">{saved ? t('console.settings.saved') : ''}</p>
    </form>
  );
}

/** The hotel's settings: its appearance, languages, card brands and notifications (owners and managers change them); the brand's owners also its defaults, sites and sign-in, and guest features. */
export function SettingsPage({ hotel, brandDefaults }: { hotel: Hotel; brandDefaults: boolean }) {
  const { t } = useConsoleText();
  const { answer, setAnswer, error } = useConsoleAnswer<Answer['data']>(`/hotels/${encodeURIComponent(hotel.code)}/settings`);

  return (
    <main className="console-page catalogue-page">
      <h1>
        {t('console.settings.heading')} · {hotel.name}
      </h1>
      <AnswerAwaited answer={answer} error={error} />
      {answer ? <SettingsForm hotel={hotel} answer={answer} onSaved={setAnswer} /> : null}
      {/* The hotel's form shows the brand's values it uses as they are now saved, without opening it again. */}
      {brandDefaults ? <BrandDefaults hotel={hotel} onSaved={(brand) => setAnswer((shown) => shown && { ...shown, brand })} /> : null}
      {brandDefaults ? <BrandAccess hotel={hotel} /> : null}
      {brandDefaults ? <BrandFeatures hotel={hotel} /> : null}
    </main>
  );
}
