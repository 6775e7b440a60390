import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { changePasswordSchema, type ChangePassword } from '@yado/domain/members';
import { SubmitButton } from '../../../components/SubmitButton';
import { pageToken } from '../../../lib/address-tokens';
import { ApiError } from '../../../lib/api-client';
import { saveMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { changePassword } from '../api/members';
import { FormError, focusFirstInvalid, placeFieldErrors } from '../form-errors';
import { PasswordField } from './AccountFields';
import { FindRoomsLink } from './FindRoomsLink';
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
          <FindRoomsLink />
        </p>
      </section>
    );
  }
  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('members.change_title')}
      </h1>
      <form noValidate className="member-form" onSubmit={handleSubmit((form) => submit.mutate(form), focusFirstInvalid(setFocus))}>
        <FormError error={submit.error} fields={FIELDS} />
        <PasswordField purpose="new" error={formState.errors.password?.message} {...register('password')} />
        <PasswordField
          purpose="confirmation"
          error={formState.errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <SubmitButton pending={submit.isPending}>{t('members.change_button')}</SubmitButton>
      </form>
      {submit.error instanceof ApiError && submit.error.code === ERROR_CODES.reset_link_invalid ? (
        <p>
          <Link to={widgetHref('/forgot-password', code)}>{t('members.forgot_link')}</Link>
        </p>
      ) : null}
    </section>
  );
}
