import { useState } from 'react';
import { brandAccessChangeSchema, MAX_BRAND_SITES } from '@yado/domain/brand-access-editing';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleBrandAccess } from '@yado/domain/wire/console-settings';
import { SubmitButton } from '../components/SubmitButton';
import { consoleApi } from './api';
import { problemsOf, RadioChoices, Toggle } from './catalogue-fields';
import { AnswerAwaited, useConsoleAnswer } from './console-answer';
import { FormProblems, useConsoleForm } from './console-form';
import { useConsoleText } from './i18n';
import { LinesField } from './settings-fields';

type Hotel = StaffUser['hotels'][number];
type Answer = {
  data: { settings: ConsoleBrandAccess; gateways: Array<ConsoleBrandAccess['payment_gateway']>; custom_auth_available: boolean };
};
/** The sites as typed, one a line, so nothing typed is lost to a mistake. */
type Draft = Omit<ConsoleBrandAccess, 'allowed_origins'> & { allowed_origins: string };

/** The ways of signing in the booking pages offer, each with its label's key. */
const SIGN_IN_SWITCHES = [
  ['login_enabled', 'login'],
  ['sign_up_enabled', 'signUp'],
  ['corporate_login_enabled', 'corporate'],
  ['custom_auth', 'customAuth'],
] as const;

const draftOf = (settings: ConsoleBrandAccess): Draft => ({ ...settings, allowed_origins: settings.allowed_origins.join('\n') });

function AccessForm({ hotel, answer, onSaved }: { hotel: Hotel; answer: Answer['data']; onSaved: (saved: Answer['data']) => void }) {
  const { t, tw } = useConsoleText();
  const [saved, setSaved] = useState(false);
  const form = useConsoleForm<Draft, unknown, Answer['data']>({
    initial: () => draftOf(answer.settings),
    check: (draft) => {
      const body = { ...draft, allowed_origins: draft.allowed_origins.split(/[\s,]+/).filter(Boolean) };
      setSaved(false);
      return { body, problems: problemsOf(brandAccessChangeSchema.safeParse(body), () => []) };
    },
    send: async (body) =>
      (await consoleApi<Answer>(`/hotels/${encodeURIComponent(hotel.code)}/brand_access`, { method: 'PUT', body })).data,
    onSaved: (next) => {
      setSaved(true);
      // The sites as saved: each as its origin, which is what frames the widget.
      form.set(draftOf(next.settings));
      onSaved(next);
    },
  });
  const { draft, set, errors, error, pending, submit } = form;
  // The gateways this server can use; a brand's earlier choice whose credentials are gone is shown too, to be changed.
  const gateways = answer.gateways.includes(answer.settings.payment_gateway)
    ? answer.gateways
    : [...answer.gateways, answer.settings.payment_gateway];

  return (
    <form onSubmit={submit} noValidate className="catalogue-form">
      <FormProblems error={error} errors={errors} />
      <LinesField
        label={t('console.settings.access.sites')}
        hint={t('console.settings.access.sitesHint', { max: MAX_BRAND_SITES })}
        name="allowed_origins"
        value={draft.allowed_origins}
        errors={errors}
        disabled={pending}
        onChange={(typed) => set({ allowed_origins: typed })}
      />
      <fieldset className="catalogue-choices">
        <legend>{t('console.settings.access.signIn')}</legend>
        {/* Sign-in on the brand's own site is offered only where this server can take it; once on, it can always be turned off. */}
        {SIGN_IN_SWITCHES.filter(([name]) => name !== 'custom_auth' || answer.custom_auth_available || answer.settings.custom_auth).map(
          ([name, label]) => (
            <Toggle
              key={name}
              label={t(`console.settings.access.${label}`)}
              name={name}
              checked={draft[name]}
              disabled={pending}
              onChange={(on) => set({ [name]: on })}
            />
          ),
        )}
        {errors.custom_auth ? <p className="field-error">{tw(errors.custom_auth)}</p> : null}
      </fieldset>
      <RadioChoices
        legend={t('console.settings.access.gateway')}
        name="payment_gateway"
        options={gateways.map((gateway) => ({ value: gateway, label: t(`console.settings.access.gateways.${gateway}`) }))}
        value={draft.payment_gateway}
        onChange={(gateway) => set({ payment_gateway: gateway })}
        disabled={pending}
      >
        <p className="field-hint">{t('console.settings.access.gatewayHint')}</p>
        {errors.payment_gateway ? <p className="field-error">{tw(errors.payment_gateway)}</p> : null}
      </RadioChoices>
      <div className="catalogue-actions">
        <SubmitButton pending={pending}>{t('console.settings.access.save')}</SubmitButton>
      </div>
      <p role="status">{saved ? t('console.settings.access.saved') : ''}</p>
    </form>
  );
}

/** The brand's own sites, its members' sign-in and its card gateway, for the brand's owners: in force for all its hotels once saved. */
export function BrandAccess({ hotel }: { hotel: Hotel }) {
  const { t } = useConsoleText();
  const { answer, setAnswer, error } = useConsoleAnswer<Answer['data']>(`/hotels/${encodeURIComponent(hotel.code)}/brand_access`);

  return (
    <section className="console-card" aria-labelledby="settings-access">
      <h2 id="settings-access">{t('console.settings.access.heading')}</h2>
      <p className="field-hint">{t('console.settings.access.intro')}</p>
      <AnswerAwaited answer={answer} error={error} />
      {answer ? <AccessForm hotel={hotel} answer={answer} onSaved={setAnswer} /> : null}
    </section>
  );
}
