import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { organizationSignInSchema, type OrganizationSignIn } from '@yado/domain/organizations';
import { safeReturnPath } from '@yado/domain/widget-url';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { FormField } from '../../../components/FormField';
import { saveCorporateSession } from '../../../lib/corporate-session';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { corporateSignIn } from '../api/organizations';
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
        <form
          noValidate
          className="member-form"
          onSubmit={handleSubmit(
            (form) => submit.mutate(form),
            (errors) => setFocus(Object.keys(errors)[0] as keyof OrganizationSignIn),
          )}
        >
          <p>{t('corporate.sign_in_intro')}</p>
          {submit.isError ? <ErrorMessage error={submit.error} /> : null}
          <FormField
            label={t('corporate.account_id')}
            autoComplete="username"
            required
            error={formState.errors.account_id?.message}
            {...register('account_id')}
          />
          <FormField
            label={t('members.password')}
            type="password"
            autoComplete="current-password"
            required
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <button type="submit" className="button button-primary" disabled={submit.isPending}>
            {t('members.sign_in')}
          </button>
        </form>
      ) : (
        <p role="alert">{t('corporate.login_unavailable')}</p>
      )}
    </section>
  );
}
