import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { saveMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { confirmSignUp } from '../api/members';
import '../members.css';

/** member-confirmation: the mailed link; it activates the membership and signs the member in (sign-up done). */
export function MemberConfirmationPage() {
  const { t } = useTranslation();
  const { code } = useWidget();
  const [params] = useSearchParams();
  const token = params.get('confirmation_token') ?? '';
  const confirm = useMutation({ mutationFn: confirmSignUp, onSuccess: (session) => saveMemberSession(session) });
  const started = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);
  useEffect(() => {
    if (confirm.isSuccess || confirm.isError) headingRef.current?.focus();
  }, [confirm.isSuccess, confirm.isError]);

  if (confirm.isPending || (!confirm.isError && !confirm.isSuccess && token)) return <Spinner label={t('common.loading')} />;
  const alreadyConfirmed = confirm.error instanceof ApiError && confirm.error.code === 1402;
  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {confirm.isSuccess ? t('members.welcome', { name: confirm.data.user.first_name }) : t('members.confirmation_failed')}
      </h1>
      {confirm.isSuccess ? <p>{t('members.confirmed')}</p> : <ErrorMessage error={confirm.error ?? new ApiError(0, 1401, '')} />}
      <p>
        {confirm.isSuccess ? (
          <Link className="button button-primary" to={widgetHref('/booking/result', code)}>
            {t('members.find_rooms')}
          </Link>
        ) : alreadyConfirmed ? (
          <Link to={widgetHref('/sign-in', code)}>{t('members.sign_in')}</Link>
        ) : (
          <Link to={widgetHref('/sign-up', code)}>{t('members.sign_up')}</Link>
        )}
      </p>
    </section>
  );
}
