import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, type NavigateFunction } from 'react-router';
import { ssoLinkSchema } from '@yado/domain/members';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { SubmitButton } from '../../../components/SubmitButton';
import { Spinner } from '../../../components/Spinner';
import { useTranslation } from '../../../lib/i18n';
import { keepMemberSessionFor } from '../../../lib/member-session';
import { linkSso, providerName, ssoCallbackQuery, ssoSignInPage, type SsoOutcome } from '../api/sso';
import { FormError, focusFirstInvalid } from '../form-errors';
import { PasswordField } from './AccountFields';
import '../members.css';

const passwordSchema = ssoLinkSchema.pick({ password: true });
type SignedIn = SsoOutcome & { status: 'signed_in' };

/** Signed in: the session kept for the hotel's brand, and on to the page the guest started from. */
function continueSignedIn(done: SignedIn, navigate: NavigateFunction) {
  keepMemberSessionFor(done.brand_id, done.session);
  void navigate(done.return_to, { replace: true });
}

/**
 * /sso/custom/callback (§2): where a provider sends the guest back. It stands outside the widget
 * shell (the provider's redirect carries no hotel); the API says which hotel and page come next.
 */
export function SsoCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read once, then taken out of the address bar: the code and state are not for bookmarks (§2).
  const [query] = useState(() => window.location.search.slice(1));
  useEffect(() => window.history.replaceState(window.history.state, '', window.location.pathname), []);
  const outcome = useQuery({ ...ssoCallbackQuery(query), enabled: query !== '' });

  const finished = outcome.data?.status === 'signed_in' ? outcome.data : null;
  useEffect(() => {
    if (finished) continueSignedIn(finished, navigate);
  }, [finished, navigate]);

  const back = ssoSignInPage();
  let content;
  if (query === '' || outcome.isError)
    content = (
      <>
        <h1>{t('members.sign_in')}</h1>
        {outcome.isError ? <ErrorMessage error={outcome.error} /> : <p role="alert">{t('errors.SSO_EXPIRED')}</p>}
        {back ? (
          <p>
            <a className="button" href={back}>
              {t('members.sso_back')}
            </a>
          </p>
        ) : null}
      </>
    );
  else if (outcome.data?.status === 'link_required') content = <LinkAccountForm pending={outcome.data} />;
  else return <Spinner label={t('members.sso_finishing')} fullPage />;
  return (
    <main id="main" className="sso-page">
      <section className="panel member-panel">{content}</section>
    </main>
  );
}

/** The email already has an account: its password, once, ties the provider's sign-in to it (§6). */
function LinkAccountForm({ pending }: { pending: SsoOutcome & { status: 'link_required' } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const provider = providerName({ id: pending.provider });
  const { register, handleSubmit, formState, setFocus } = useForm<{ password: string }>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
  });
  const link = useMutation({
    mutationFn: ({ password }: { password: string }) => linkSso(pending.link_token, password),
    onSuccess: (done) => continueSignedIn(done, navigate),
  });
  return (
    <>
      <h1>{t('members.sso_link_title', { provider })}</h1>
      <p>{t('members.sso_link_intro', { email: pending.email, provider })}</p>
      <form noValidate className="member-form" onSubmit={handleSubmit((form) => link.mutate(form), focusFirstInvalid(setFocus))}>
        <FormError error={link.error} />
        <PasswordField purpose="current" error={formState.errors.password?.message} {...register('password')} />
        <SubmitButton pending={link.isPending}>{t('members.sso_link_submit')}</SubmitButton>
      </form>
    </>
  );
}
