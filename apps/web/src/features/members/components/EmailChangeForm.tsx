import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { emailChangeSchema, type EmailChange } from '@yado/domain/members';
import { SubmitButton } from '../../../components/SubmitButton';
import { useTranslation } from '../../../lib/i18n';
import { saveMemberSession, type MemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { requestEmailChange } from '../api/members';
import { FormError, placeFieldErrors } from '../form-errors';
import { EmailField, PasswordField } from './AccountFields';

const EMAIL_FIELDS = ['email', 'email_confirmation', 'current_password'] as const;

/** My account: a new email address. It is only pending (§4) until the member opens the link mailed to it. */
export function EmailChangeForm({ session }: { session: MemberSession }) {
  const { t } = useTranslation();
  const { code } = useWidget();
  const { register, handleSubmit, formState, setError, setFocus, reset } = useForm<EmailChange>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', email_confirmation: '', current_password: '' },
    mode: 'onTouched',
  });
  const change = useMutation({
    mutationFn: (form: EmailChange) => requestEmailChange(code, form),
    onSuccess: (user) => {
      saveMemberSession({ ...session, user });
      reset();
    },
    onError: (error) => placeFieldErrors(error, EMAIL_FIELDS, { setError, setFocus }),
  });
  const pending = session.user.pending_email;
  return (
    <section className="panel" aria-labelledby="email-heading">
      <h2 id="email-heading">{t('members.change_email')}</h2>
      <p>{t('members.current_email', { email: session.user.email })}</p>
      {pending ? (
        <p className="alert alert-info" role="status">
          {t('members.email_pending', { email: pending })}
        </p>
      ) : null}
      <form noValidate className="member-form" onSubmit={handleSubmit((form) => change.mutate(form))}>
        <FormError error={change.error} fields={EMAIL_FIELDS} />
        <EmailField label={t('members.new_email')} error={formState.errors.email?.message} {...register('email')} />
        <EmailField
          label={t('members.email_confirmation')}
          error={formState.errors.email_confirmation?.message}
          {...register('email_confirmation')}
        />
        <PasswordField
          purpose="current"
          label={t('members.current_password')}
          error={formState.errors.current_password?.message}
          {...register('current_password')}
        />
        <SubmitButton pending={change.isPending}>{t('members.send_email_link')}</SubmitButton>
      </form>
    </section>
  );
}
