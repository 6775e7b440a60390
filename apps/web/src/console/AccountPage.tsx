import { useState, type FormEvent } from 'react';
import type { StaffUser } from '@yado/domain/wire/console';
import { FormField } from '../components/FormField';
import { ApiError } from '../lib/api-client';
import { SubmitButton } from '../components/SubmitButton';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';

interface Enrolment {
  otpauth_uri: string;
  qr_svg: string;
  secret: string;
}

/** The signed-in user: their role and hotels, two-step sign-in, and a new password. */
export function AccountPage({ user, onChanged }: { user: StaffUser; onChanged: (user: StaffUser) => void }) {
  const { t } = useConsoleText();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [totpError, setTotpError] = useState<unknown>(null);
  const [totpPending, setTotpPending] = useState(false);
  const [turningOff, setTurningOff] = useState({ password: '', totp_code: '' });
  const [passwords, setPasswords] = useState({ current_password: '', password: '' });
  const [passwordError, setPasswordError] = useState<unknown>(null);
  const [passwordPending, setPasswordPending] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);

  async function startTotp() {
    setTotpError(null);
    try {
      setEnrolment((await consoleApi<{ data: Enrolment }>('/me/totp', { method: 'POST' })).data);
    } catch (caught) {
      await showTotpError(caught);
    }
  }

  async function showTotpError(caught: unknown) {
    setTotpError(caught);
    if (!(caught instanceof ApiError && caught.code === 'TOTP_ALREADY_ENABLED')) return;
    // Turned on meanwhile (in another tab): show it on, with the form that turns it off.
    setEnrolment(null);
    try {
      onChanged((await consoleApi<{ data: { user: StaffUser } }>('/me')).data.user);
    } catch {
      // The message shown already says what to do.
    }
  }

  async function confirmTotp(event: FormEvent) {
    event.preventDefault();
    setTotpPending(true);
    setTotpError(null);
    try {
      const answer = await consoleApi<{ data: { user: StaffUser } }>('/me/totp/confirm', { method: 'POST', body: { totp_code: code } });
      setEnrolment(null);
      onChanged(answer.data.user);
    } catch (caught) {
      await showTotpError(caught);
    } finally {
      setTotpPending(false);
    }
  }

  async function disableTotp(event: FormEvent) {
    event.preventDefault();
    setTotpPending(true);
    setTotpError(null);
    try {
      const answer = await consoleApi<{ data: { user: StaffUser } }>('/me/totp/disable', { method: 'POST', body: turningOff });
      setTurningOff({ password: '', totp_code: '' });
      onChanged(answer.data.user);
    } catch (caught) {
      setTotpError(caught);
    } finally {
      setTotpPending(false);
    }
  }

  async function changePassword(event: FormEvent) {
    event.preventDefault();
    setPasswordPending(true);
    setPasswordError(null);
    setPasswordChanged(false);
    try {
      await consoleApi('/me/password', { method: 'PUT', body: passwords });
      setPasswords({ current_password: '', password: '' });
      setPasswordChanged(true);
    } catch (caught) {
      setPasswordError(caught);
    } finally {
      setPasswordPending(false);
    }
  }

  return (
    <main className="console-page console-narrow">
      <h1>{t('console.account.heading')}</h1>
      <section className="console-card">
        <dl className="account-facts">
          <dt>{t('console.account.name')}</dt>
          <dd>{user.name}</dd>
          <dt>{t('console.signIn.email')}</dt>
          <dd dir="ltr">{user.email}</dd>
          <dt>{t('console.account.role')}</dt>
          <dd>{t(`console.roles.${user.role}`)}</dd>
          <dt>{t('console.account.hotels')}</dt>
          <dd>{user.hotels.map((h) => h.name).join(', ')}</dd>
        </dl>
      </section>

      <section className="console-card" aria-labelledby="totp-heading">
        <h2 id="totp-heading">{t('console.account.totpHeading')}</h2>
        <ConsoleError error={totpError} />
        <p>{user.totp_enabled ? t('console.account.totpOn') : t('console.account.totpOff')}</p>
        {!user.totp_enabled && !enrolment ? (
          <button type="button" className="button button-primary" onClick={() => void startTotp()}>
            {t('console.account.totpStart')}
          </button>
        ) : null}
        {enrolment ? (
          <form onSubmit={confirmTotp} noValidate>
            <p>{t('console.account.totpScan')}</p>
            <img
              className="totp-qr"
              src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
              alt={t('console.account.qrAlt')}
              width={200}
              height={200}
            />
            <p>
              {t('console.account.totpKey')} <code dir="ltr">{enrolment.secret}</code>
            </p>
            <p>
              <a href={enrolment.otpauth_uri}>{t('console.account.totpUri')}</a>
            </p>
            <FormField
              label={t('console.signIn.code')}
              hint={t('console.signIn.codeHint')}
              name="totp_code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            <SubmitButton pending={totpPending}>{t('console.account.totpConfirm')}</SubmitButton>
          </form>
        ) : null}
        {user.totp_enabled ? (
          <form onSubmit={disableTotp} noValidate>
            <h3>{t('console.account.totpOffHeading')}</h3>
            <p>{t('console.account.totpOffIntro')}</p>
            <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
            <FormField
              label={t('console.account.currentPassword')}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={turningOff.password}
              onChange={(e) => setTurningOff({ ...turningOff, password: e.currentTarget.value })}
            />
            <FormField
              label={t('console.signIn.code')}
              hint={t('console.signIn.codeHint')}
              name="totp_code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={turningOff.totp_code}
              onChange={(e) => setTurningOff({ ...turningOff, totp_code: e.currentTarget.value })}
            />
            <SubmitButton pending={totpPending} danger>
              {t('console.account.totpTurnOff')}
            </SubmitButton>
          </form>
        ) : null}
      </section>

      <section className="console-card" aria-labelledby="password-heading">
        <h2 id="password-heading">{t('console.account.passwordHeading')}</h2>
        <form onSubmit={changePassword} noValidate>
          <ConsoleError error={passwordError} />
          <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <FormField
            label={t('console.account.currentPassword')}
            type="password"
            name="current_password"
            autoComplete="current-password"
            required
            value={passwords.current_password}
            onChange={(e) => setPasswords({ ...passwords, current_password: e.currentTarget.value })}
          />
          <FormField
            label={t('console.account.newPassword')}
            hint={t('console.account.passwordRules')}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={passwords.password}
            onChange={(e) => setPasswords({ ...passwords, password: e.currentTarget.value })}
          />
          <SubmitButton pending={passwordPending}>{t('console.account.passwordChange')}</SubmitButton>
          <p role="status">{passwordChanged ? t('console.account.passwordChanged') : ''}</p>
        </form>
      </section>
    </main>
  );
}
