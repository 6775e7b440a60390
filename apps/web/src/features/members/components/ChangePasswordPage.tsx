import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { changePasswordSchema, type ChangePassword } from '@yado/domain/members';
import { FormField } from '../../../components/FormField';
import { pageToken } from '../../../lib/address-tokens';
import { ApiError } from '../../../lib/api-client';
import { saveMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { changePassword } from '../api/members';
import { FormError, placeFieldErrors } from '../form-errors';
import '../members.css';
import { ERROR_CODES } from '../../../lib/error-codes';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

const FIELDS = ['password', 'password_confirmation'] as const;

/**
 * change-password (reset_password_token from the mail, taken out of the address at start-up and
 * kept for this tab): a new password by the §5 rules; then signed in.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { code } = useWidget();
  const token = pageToken('reset_password_token');
  const { register, handleSubmit, formState, setError, setFocus } = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { reset_password_token: token, password: '', password_confirmation: '' },
    mode: 'onTouched',
  });
  const submit = useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => saveMemberSession(session),
    onError: (error) => placeFieldErrors(error, FIELDS, { setError, setFocus }),
  });
  const headingRef = useHeadingFocus({ moment: submit.isSuccess });

  if (submit.isSuccess) {
    return (
      <section className="panel member-panel">
        <h1 ref={headingRef} tabIndex={-1}>
          {t('members.password_changed')}
        </h1>
        <p>
          <Link className="button button-primary" to={widgetHref('/booking/result', code)}>
            {t('members.find_rooms')}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('members.change_title')}
      </h1>
      <form
        noValidate
        className="member-form"
        onSubmit={handleSubmit(
          (form) => submit.mutate(form),
          (errors) => setFocus(Object.keys(errors)[0] as keyof ChangePassword),
        )}
      >
        <FormError error={submit.error} fields={FIELDS} />
        <FormField
          label={t('members.new_password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('members.password_hint')}
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <FormField
          label={t('members.password_confirmation')}
          type="password"
          autoComplete="new-password"
          required
          error={formState.errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <button type="submit" className="button button-primary" disabled={submit.isPending}>
          {t('members.change_button')}
        </button>
      </form>
      {submit.error instanceof ApiError && submit.error.code === ERROR_CODES.reset_link_invalid ? (
        <p>
          <Link to={widgetHref('/forgot-password', code)}>{t('members.forgot_link')}</Link>
        </p>
      ) : null}
    </section>
  );
}
