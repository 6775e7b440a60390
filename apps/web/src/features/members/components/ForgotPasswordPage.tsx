import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { z } from 'zod';
import { emailField } from '@yado/domain/validation';
import { SubmitButton } from '../../../components/SubmitButton';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { forgotPassword } from '../api/members';
import { FormError, focusFirstInvalid } from '../form-errors';
import { EmailField } from './AccountFields';
import '../members.css';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

const schema = z.object({ email: emailField() });
type Form = z.infer<typeof schema>;

/** forgot-password: a link by mail to choose a new password; again only after 10 minutes (§4, §9). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { code, locale } = useWidget();
  const { register, handleSubmit, formState, setFocus } = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const headingRef = useHeadingFocus();
  const submit = useMutation({ mutationFn: (form: Form) => forgotPassword(code, form.email, locale) });

  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('members.forgot_title')}
      </h1>
      {submit.isSuccess ? (
        <p className="alert alert-info" role="status">
          {t('members.reset_sent', { email: submit.data.email })}
        </p>
      ) : (
        <p>{t('members.forgot_intro')}</p>
      )}
      <form noValidate className="member-form" onSubmit={handleSubmit((form) => submit.mutate(form), focusFirstInvalid(setFocus))}>
        <FormError error={submit.error} />
        <EmailField error={formState.errors.email?.message} {...register('email')} />
        <SubmitButton pending={submit.isPending}>{t('members.send_reset')}</SubmitButton>
      </form>
      <p>
        <Link to={widgetHref('/sign-in', code)}>{t('members.sign_in')}</Link>
      </p>
    </section>
  );
}
