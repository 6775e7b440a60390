import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { organizationSignInSchema, type OrganizationSignIn } from '@yado/domain/organizations';
import { safeReturnPath } from '@yado/domain/widget-url';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { saveCorporateSession } from '../../../lib/corporate-session';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { corporateSignIn } from '../api/organizations';
import { FormError, focusFirstInvalid } from '../form-errors';
import { PasswordField } from './AccountFields';
import '../members.css';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

/** organization-sign-in (§2, §6): a corporate user's account ID and password; back where they came from, or to the results. */
export function CorporateSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code, settings } = useWidget();
  const [params] = useSearchParams();
  const { register, handleSubmit, formState, setFocus } = useForm<OrganizationSignIn>({
    resolver: zodResolver(organizationSignInSchema),
    defaultValues: { account_id: '', password: '' },
    mode: 'onTouched',
  });
  const headingRef = useHeadingFocus();
  const submit = useMutation({
    mutationFn: (form: OrganizationSignIn) => corporateSignIn(code, form),
    onSuccess: (session) => {
      saveCorporateSession(session);
      navigate(safeReturnPath(params.get('return_to')) ?? widgetHref('/booking/result', code));
    },
  });

  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('corporate.sign_in_title', { brand: settings.hotel_brand.name })}
      </h1>
      {settings.hotel_brand_setting.membership_setting.corporate_login_enabled ? (
        <form noValidate className="member-form" onSubmit={handleSubmit((form) => submit.mutate(form), focusFirstInvalid(setFocus))}>
          <p>{t('corporate.sign_in_intro')}</p>
          <FormError error={submit.error} />
          <FormField
            label={t('corporate.account_id')}
            autoComplete="username"
            required
            error={formState.errors.account_id?.message}
            {...register('account_id')}
          />
          <PasswordField purpose="current" error={formState.errors.password?.message} {...register('password')} />
          <SubmitButton pending={submit.isPending}>{t('members.sign_in')}</SubmitButton>
        </form>
      ) : (
        <p role="alert">{t('corporate.login_unavailable')}</p>
      )}
    </section>
  );
}
