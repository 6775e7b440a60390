import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signInSchema, type SignIn } from '@yado/domain/members';
import { safeReturnPath } from '@yado/domain/widget-url';
import { SubmitButton } from '../../../components/SubmitButton';
import { saveMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { signIn } from '../api/members';
import { FormError, focusFirstInvalid } from '../form-errors';
import { EmailField, PasswordField } from './AccountFields';
import { SsoButtons } from './SsoButtons';
import { MembershipClosed } from './MembershipClosed';
import '../members.css';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

/** sign-in: email and password; back where the member came from, or to the results. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code, settings } = useWidget();
  const [params] = useSearchParams();
  const { register, handleSubmit, formState, setFocus } = useForm<SignIn>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const headingRef = useHeadingFocus();
  const submit = useMutation({
    mutationFn: (form: SignIn) => signIn(code, form),
    onSuccess: (session) => {
      saveMemberSession(session);
      navigate(safeReturnPath(params.get('return_to')) ?? widgetHref('/booking/result', code));
    },
  });
  const membership = settings.hotel_brand_setting.membership_setting;
  if (!membership.login_enabled) return <MembershipClosed title={t('members.sign_in')} message={t('members.login_unavailable')} />;

  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('members.sign_in_title', { brand: settings.hotel_brand.name })}
      </h1>
      <form noValidate className="member-form" onSubmit={handleSubmit((form) => submit.mutate(form), focusFirstInvalid(setFocus))}>
        <FormError error={submit.error} />
        <EmailField error={formState.errors.email?.message} {...register('email')} />
        <PasswordField purpose="current" error={formState.errors.password?.message} {...register('password')} />
        <SubmitButton pending={submit.isPending}>{t('members.sign_in')}</SubmitButton>
      </form>
      <SsoButtons code={code} returnTo={params.get('return_to')} />
      <p>
        <Link to={widgetHref('/forgot-password', code)}>{t('members.forgot_link')}</Link>
      </p>
      {membership.sign_up_enabled ? (
        <p>
          {t('members.no_account')} <Link to={widgetHref('/sign-up', code)}>{t('members.sign_up')}</Link>
        </p>
      ) : null}
    </section>
  );
}
