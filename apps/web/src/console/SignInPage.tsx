import { useState, type FormEvent } from 'react';
import type { StaffUser } from '@yado/domain/wire/console';
import { FormField } from '../components/FormField';
import { SubmitButton } from '../components/SubmitButton';
import { ApiError } from '../lib/api-client';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';

/** Email and password; then, for an account with two-step sign-in, the authenticator's code. */
export function SignInPage({ onSignedIn }: { onSignedIn: (user: StaffUser) => void }) {
  const { t } = useConsoleText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const body = { email, password, ...(needsCode ? { totp_code: code } : {}) };
      const answer = await consoleApi<{ data: { user: StaffUser } }>('/session', { method: 'POST', body });
      onSignedIn(answer.data.user);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'TOTP_REQUIRED') setNeedsCode(true);
      else setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <main className="console-page console-narrow">
      <h1>{t('console.signIn.heading')}</h1>
      <form className="console-card" onSubmit={submit} noValidate>
        <ConsoleError error={error} />
        {needsCode ? (
          <FormField
            label={t('console.signIn.code')}
            hint={t('console.signIn.codeHint')}
            name="totp_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            // The code step is the one thing to do now.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
        ) : (
          <>
            <FormField
              label={t('console.signIn.email')}
              name="email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <FormField
              label={t('console.signIn.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          </>
        )}
        <SubmitButton pending={pending}>{needsCode ? t('console.signIn.verify') : t('console.signIn.submit')}</SubmitButton>
        {needsCode ? (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setNeedsCode(false);
              setCode('');
              setPassword('');
            }}
          >
            {t('console.signIn.back')}
          </button>
        ) : null}
      </form>
    </main>
  );
}
