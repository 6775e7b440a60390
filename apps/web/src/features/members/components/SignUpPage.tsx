import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { signUpSchema, type SignUp, type SignUpForm } from '@yado/domain/members';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { signUp } from '../api/members';
import { FormError, focusFirstInvalid, placeFieldErrors } from '../form-errors';
import { EmailField, PasswordField } from './AccountFields';
import '../members.css';
import { MembershipClosed } from './MembershipClosed';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

type Form = SignUpForm;
const FIELDS = ['email', 'email_confirmation', 'password', 'password_confirmation', 'first_name', 'last_name'] as const;

/** sign-up: become a member of the brand; provisional until the mailed link is used (§4). */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code, locale, settings } = useWidget();
  const { register, handleSubmit, formState, setError, setFocus } = useForm<Form, unknown, SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      email: '',
      email_confirmation: '',
      password: '',
      password_confirmation: '',
      first_name: '',
      last_name: '',
      promotion_email: false,
    },
    mode: 'onTouched',
  });
  const headingRef = useHeadingFocus();

  const submit = useMutation({
    mutationFn: (form: SignUp) => signUp(code, { ...form, locale }),
    onSuccess: (result) => navigate(widgetHref('/sign-up-result', code, { email: result.email })),
    onError: (error) => placeFieldErrors(error, FIELDS, { setError, setFocus }),
  });
  const err = (name: keyof Form) => formState.errors[name]?.message;
  const membership = settings.hotel_brand_setting.membership_setting;
  if (!membership.login_enabled || !membership.sign_up_enabled)
    return <MembershipClosed title={t('members.sign_up')} message={t('members.sign_up_unavailable')} />;

  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('members.sign_up_title', { brand: settings.hotel_brand.name })}
      </h1>
      <p>{t('members.sign_up_intro')}</p>
      <form noValidate className="member-form" onSubmit={handleSubmit((form) => submit.mutate(form), focusFirstInvalid(setFocus))}>
        <FormError error={submit.error} fields={FIELDS} />
        <EmailField error={err('email')} {...register('email')} />
        <EmailField label={t('members.email_confirmation')} error={err('email_confirmation')} {...register('email_confirmation')} />
        <PasswordField purpose="new" label={t('members.password')} error={err('password')} {...register('password')} />
        <PasswordField purpose="confirmation" error={err('password_confirmation')} {...register('password_confirmation')} />
        <FormField label={t('members.last_name')} autoComplete="family-name" required error={err('last_name')} {...register('last_name')} />
        <FormField
          label={t('members.first_name')}
          autoComplete="given-name"
          required
          error={err('first_name')}
          {...register('first_name')}
        />
        <div className="checkbox-field">
          <input id="promotion-email" type="checkbox" {...register('promotion_email')} />
          <label htmlFor="promotion-email">{t('members.promotion_email')}</label>
        </div>
        <SubmitButton pending={submit.isPending}>{t('members.sign_up')}</SubmitButton>
      </form>
      <p>
        {t('members.have_account')} <Link to={widgetHref('/sign-in', code)}>{t('members.sign_in')}</Link>
      </p>
    </section>
  );
}
