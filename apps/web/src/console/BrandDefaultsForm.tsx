import { useState } from 'react';
import { appearanceProblems, brandSettingsChangeSchema } from '@yado/domain/hotel-settings-editing';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleBrandSettings } from '@yado/domain/wire/console-settings';
import { SubmitButton } from '../components/SubmitButton';
import { consoleApi } from './api';
import { problemsOf } from './catalogue-fields';
import { AnswerAwaited, useConsoleAnswer } from './console-answer';
import { FormProblems, useConsoleForm } from './console-form';
import { useConsoleText } from './i18n';
import { AppearanceFields, appearanceDraftOf, LanguagesField, listIn, type AppearanceDraft } from './settings-fields';

type Hotel = StaffUser['hotels'][number];
type Answer = { data: { settings: ConsoleBrandSettings; hotels: Array<{ code: string; name: string }> } };

/** The hotels the defaults reach, as the console's language joins a list. */
function HotelsReached({ hotels }: { hotels: Answer['data']['hotels'] }) {
  const { t, locale } = useConsoleText();
  return (
    <>
      <p>
        {t('console.settings.brand.reach', {
          hotels: listIn(
            locale,
            hotels.map((h) => h.name),
          ),
        })}
      </p>
      <p className="field-hint">{t('console.settings.brand.override')}</p>
    </>
  );
}

function BrandForm({ hotel, answer, onSaved }: { hotel: Hotel; answer: Answer['data']; onSaved: (saved: Answer['data']) => void }) {
  const { t } = useConsoleText();
  const [saved, setSaved] = useState(false);
  const form = useConsoleForm<AppearanceDraft, AppearanceDraft, Answer['data']>({
    initial: () => appearanceDraftOf(answer.settings),
    check: (draft) => {
      const parsed = brandSettingsChangeSchema.safeParse(draft);
      setSaved(false);
      return { body: draft, problems: problemsOf(parsed, () => (parsed.success ? appearanceProblems(parsed.data) : [])) };
    },
    send: async (body) =>
      (await consoleApi<Answer>(`/hotels/${encodeURIComponent(hotel.code)}/brand_settings`, { method: 'PUT', body })).data,
    onSaved: (next) => {
      setSaved(true);
      onSaved(next);
    },
  });
  const { draft, set, errors, error, pending, submit } = form;

  return (
    <form onSubmit={submit} noValidate className="catalogue-form">
      <HotelsReached hotels={answer.hotels} />
      <FormProblems error={error} errors={errors} />
      <AppearanceFields draft={draft} set={set} errors={errors} disabled={pending} headerTypesKey="console.settings.brand.headerTypes" />
      <LanguagesField draft={draft} set={set} errors={errors} disabled={pending} legend={t('console.settings.brand.languagesOffered')} />
      <div className="catalogue-actions">
        <SubmitButton pending={pending}>{t('console.settings.brand.save')}</SubmitButton>
      </div>
      <p role="status">{saved ? t('console.settings.brand.saved') : ''}</p>
    </form>
  );
}

/**
 * The brand's defaults for every hotel of the brand (ADR 0074), shown to owners under the hotel's own
 * settings, which `onSaved` tells of the defaults once saved.
 */
export function BrandDefaults({ hotel, onSaved }: { hotel: Hotel; onSaved: (brand: ConsoleBrandSettings) => void }) {
  const { t } = useConsoleText();
  const { answer, setAnswer, error } = useConsoleAnswer<Answer['data']>(`/hotels/${encodeURIComponent(hotel.code)}/brand_settings`);

  return (
    <section className="console-card brand-defaults" aria-labelledby="settings-brand">
      <h2 id="settings-brand">{t('console.settings.brand.heading')}</h2>
      <AnswerAwaited answer={answer} error={error} />
      {answer ? (
        <BrandForm
          hotel={hotel}
          answer={answer}
          onSaved={(next) => {
            setAnswer(next);
            onSaved(next.settings);
          }}
        />
      ) : null}
    </section>
  );
}
