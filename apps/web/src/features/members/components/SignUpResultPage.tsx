import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { useWidget } from '../../../lib/widget-settings';
import { resendConfirmation } from '../api/members';
import '../members.css';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

/** sign-up-result: the mail is on its way; it can be sent again. */
export function SignUpResultPage() {
  const { t } = useTranslation();
  const { code, locale } = useWidget();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const resend = useMutation({ mutationFn: () => resendConfirmation(code, email, locale) });
  const headingRef = useHeadingFocus();

  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('members.check_mail_title')}
      </h1>
      <p>{t('members.check_mail', { email })}</p>
      {resend.isSuccess ? (
        <p className="alert alert-info" role="status">
          {t('members.mail_sent_again', { email })}
        </p>
      ) : null}
      {resend.isError ? <ErrorMessage error={resend.error} /> : null}
      {email ? (
        <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {t('members.send_again')}
        </button>
      ) : null}
    </section>
  );
}
