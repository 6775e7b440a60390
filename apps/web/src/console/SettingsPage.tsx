import { useEffect, useState } from 'react';
import {
  HEADER_TYPES,
  hotelSettingsChangeSchema,
  hotelSettingsProblems,
  MAX_BRAND_HTML_LENGTH,
  MAX_NOTIFICATION_EMAILS,
} from '@yado/domain/hotel-settings-editing';
import { LOCALES, NATIVE_LOCALE_NAMES } from '@yado/domain/locales';
import { CARD_BRANDS } from '@yado/domain/payments';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleHotelSettings } from '@yado/domain/wire/console-settings';
import { FormField } from '../components/FormField';
import { Spinner } from '../components/Spinner';
import { SubmitButton } from '../components/SubmitButton';
import { consoleApi } from './api';
import { CheckboxGroup, enumOptions, listError, problemsOf, Toggle, type FieldErrors } from './catalogue-fields';
import { ConsoleError } from './ConsoleError';
import { FormProblems, useConsoleForm } from './console-form';
import { useConsoleText } from './i18n';

type Hotel = StaffUser['hotels'][number];
type Answer = { data: { settings: ConsoleHotelSettings; can_edit: boolean } };
/** The settings as typed: HTML and the emails (one a line) as text, so nothing typed is lost. */
type Draft = Omit<ConsoleHotelSettings, 'website_header_html' | 'footer_html' | 'notification_emails'> & {
  website_header_html: string;
  footer_html: string;
  notification_emails: string;
};

const draftOf = (settings: ConsoleHotelSettings): Draft => ({
  ...settings,
  website_header_html: settings.website_header_html ?? '',
  footer_html: settings.footer_html ?? '',
  notification_emails: settings.notification_emails.join('\n'),
});

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as #rrggbb typed, beside the browser's colour picker; the picker follows what is typed once it is a colour. */
function ColourField({
  name,
  label,
  value,
  error,
  disabled,
  onChange,
}: {
  name: 'button_colour' | 'header_colour';
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (colour: string) => void;
}) {
  const { t } = useConsoleText();
  return (
    <div className="settings-colour">
      <FormField
        label={label}
        hint={t('console.settings.colourHint')}
        name={name}
        dir="ltr"
        required
        spellCheck={false}
        value={value}
        error={error}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <input
        type="color"
        className="settings-swatch"
        aria-label={t('console.settings.colourPicker', { name: label })}
        value={HEX.test(value.trim()) ? value.trim().toLowerCase() : '#000000'}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}

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
      const problems: FieldErrors = problemsOf(parsed, () => (parsed.success ? hotelSettingsProblems(parsed.data) : []));
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

  return (
    <form onSubmit={submit} noValidate className="catalogue-form">
      {readOnly ? <p className="alert">{t('console.settings.readOnly')}</p> : null}
      <FormProblems error={error} errors={errors} />
      <section className="console-card" aria-labelledby="settings-appearance">
        <h2 id="settings-appearance">{t('console.settings.appearance')}</h2>
        <div className="settings-colours">
          {(['button_colour', 'header_colour'] as const).map((name) => (
            <ColourField
              key={name}
              name={name}
              label={t(name === 'button_colour' ? 'console.settings.buttonColour' : 'console.settings.headerColour')}
              value={draft[name]}
              error={errors[name]}
              disabled={disabled}
              onChange={(colour) => set({ [name]: colour })}
            />
          ))}
        </div>
        <FormField
          label={t('console.settings.headerType')}
          name="header_type"
          required
          value={draft.header_type}
          error={errors.header_type}
          disabled={disabled}
          options={enumOptions(HEADER_TYPES, 'console.settings.headerTypes', t)}
          onChange={(e) => set({ header_type: e.currentTarget.value as Draft['header_type'] })}
        />
        {(['website_header_html', 'footer_html'] as const).map((name) => (
          <FormField
            key={name}
            label={t(name === 'footer_html' ? 'console.settings.footerHtml' : 'console.settings.headerHtml')}
            hint={t('console.settings.htmlHint')}
            name={name}
            multiline
            dir="ltr"
            className="settings-html"
            spellCheck={false}
            required={name === 'website_header_html' && draft.header_type === 'header_customize'}
            maxLength={MAX_BRAND_HTML_LENGTH}
            value={draft[name]}
            error={errors[name]}
            disabled={disabled}
            onChange={(e) => set({ [name]: e.currentTarget.value })}
          />
        ))}
      </section>
      <section className="console-card" aria-labelledby="settings-languages">
        <h2 id="settings-languages">{t('console.settings.languages')}</h2>
        <CheckboxGroup
          legend={t('console.settings.languagesOffered')}
          hint={t('console.settings.languagesHint')}
          name="book_languages"
          choices={LOCALES.map((l) => ({ value: l, label: NATIVE_LOCALE_NAMES[l] }))}
          chosen={draft.book_languages}
          error={listError(errors, 'book_languages')}
          disabled={disabled}
          onChange={(languages) => set({ book_languages: languages })}
        />
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
        <FormField
          label={t('console.settings.emails')}
          hint={t('console.settings.emailsHint', { max: MAX_NOTIFICATION_EMAILS })}
          name="notification_emails"
          multiline
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={draft.notification_emails}
          error={listError(errors, 'notification_emails')}
          disabled={disabled}
          onChange={(e) => set({ notification_emails: e.currentTarget.value })}
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

/** The hotel's settings: its appearance, languages, card brands and notifications (owners and managers change them). */
export function SettingsPage({ hotel }: { hotel: Hotel }) {
  const { t } = useConsoleText();
  const [answer, setAnswer] = useState<Answer['data'] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    consoleApi<Answer>(`/hotels/${encodeURIComponent(hotel.code)}/settings`).then((got) => setAnswer(got.data), setError);
  }, [hotel.code]);

  return (
    <main className="console-page catalogue-page">
      <h1>
        {t('console.settings.heading')} · {hotel.name}
      </h1>
      <ConsoleError error={error} />
      {!answer && !error ? <Spinner label={t('console.loading')} /> : null}
      {answer ? <SettingsForm hotel={hotel} answer={answer} onSaved={setAnswer} /> : null}
    </main>
  );
}
