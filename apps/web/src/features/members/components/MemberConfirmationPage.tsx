import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { pageToken } from '../../../lib/address-tokens';
import { ApiError } from '../../../lib/api-client';
import { saveMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { confirmMailedLink } from '../api/members';
import '../members.css';
import { FindRoomsLink } from './FindRoomsLink';
import { ERROR_CODES } from '../../../lib/error-codes';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

/**
 * member-confirmation: a mailed link. At sign-up it activates the membership (sign-up done); with
 * email_update it makes the new address the member's email. Either signs the member in. Its
 * confirmation_token was taken out of the address at start-up (§2) and kept for this tab.
 */
export function MemberConfirmationPage() {
  const { t } = useTranslation();
  const { code } = useWidget();
  const [params] = useSearchParams();
  const token = pageToken('confirmation_token');
  const emailUpdate = params.get('email_update') === 'true';
  const confirm = useMutation({ mutationFn: confirmMailedLink, onSuccess: (session) => saveMemberSession(session) });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate({ token, emailUpdate });
  }, [token, emailUpdate, confirm]);
  const headingRef = useHeadingFocus({ ready: confirm.isSuccess || confirm.isError, moment: confirm.isSuccess });

  if (confirm.isPending || (!confirm.isError && !confirm.isSuccess && token)) return <Spinner label={t('common.loading')} />;
  const alreadyConfirmed = confirm.error instanceof ApiError && confirm.error.code === ERROR_CODES.already_confirmed;
  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {!confirm.isSuccess
          ? t('members.confirmation_failed')
          : emailUpdate
            ? t('members.email_changed')
            : t('members.welcome', { name: confirm.data.user.first_name })}
      </h1>
      {!confirm.isSuccess ? (
        <ErrorMessage error={confirm.error ?? new ApiError(0, ERROR_CODES.confirmation_expired, '')} />
      ) : emailUpdate ? (
        <p>{t('members.email_changed_help', { email: confirm.data.user.email })}</p>
      ) : (
        <p>{t('members.confirmed')}</p>
      )}
      <p>
        {emailUpdate ? (
          <Link className="button button-primary" to={widgetHref('/my-account', code)}>
            {t('members.my_account')}
          </Link>
        ) : confirm.isSuccess ? (
          <FindRoomsLink />
        ) : alreadyConfirmed ? (
          <Link to={widgetHref('/sign-in', code)}>{t('members.sign_in')}</Link>
        ) : (
          <Link to={widgetHref('/sign-up', code)}>{t('members.sign_up')}</Link>
        )}
      </p>
    </section>
  );
}
