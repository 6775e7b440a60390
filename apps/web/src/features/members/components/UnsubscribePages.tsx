import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { subscriptionStatusQuery, unsubscribeFromOffers } from '../api/members';
import '../members.css';
import { FindRoomsLink } from './FindRoomsLink';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

function useSubscription() {
  const { i18n } = useTranslation();
  const { code } = useWidget();
  const token = useSearchParams()[0].get('token') ?? '';
  return { token, status: useQuery(subscriptionStatusQuery(code, token, i18n.language)) };
}

/** unsubscribe-email/confirmation: the link in a mail with offers; one button stops them. */
export function UnsubscribeConfirmationPage() {
  const { t } = useTranslation();
  const { code } = useWidget();
  const navigate = useNavigate();
  const { token, status } = useSubscription();
  const stop = useMutation({
    mutationFn: () => unsubscribeFromOffers(code, token),
    onSuccess: () => navigate(widgetHref('/unsubscribe-email/success', code, { token })),
  });
  const headingRef = useHeadingFocus({ ready: !status.isPending });
  if (status.isPending) return <Spinner label={t('common.loading')} />;
  if (status.isError)
    return (
      <section className="panel member-panel">
        <h1 ref={headingRef} tabIndex={-1}>
          {t('unsubscribe.invalid_title')}
        </h1>
        <ErrorMessage error={status.error} />
      </section>
    );
  const { email, brand, subscribed } = status.data;
  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {subscribed ? t('unsubscribe.confirm_title') : t('unsubscribe.done_title')}
      </h1>
      {subscribed ? (
        <>
          <p>{t('unsubscribe.confirm_text', { email, brand })}</p>
          {stop.error ? <ErrorMessage error={stop.error} /> : null}
          <button type="button" className="button button-primary" disabled={stop.isPending} onClick={() => stop.mutate()}>
            {t('unsubscribe.button')}
          </button>
        </>
      ) : (
        <p>{t('unsubscribe.done_text', { email, brand })}</p>
      )}
    </section>
  );
}

/** unsubscribe-email/success: offers are off, and how to turn them on again. */
export function UnsubscribeSuccessPage() {
  const { t } = useTranslation();
  const { status } = useSubscription();
  const headingRef = useHeadingFocus({ ready: !status.isPending });
  if (status.isPending) return <Spinner label={t('common.loading')} />;
  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('unsubscribe.done_title')}
      </h1>
      {status.isError ? (
        <ErrorMessage error={status.error} />
      ) : (
        <p>{t('unsubscribe.done_text', { email: status.data.email, brand: status.data.brand })}</p>
      )}
      <p>{t('unsubscribe.turn_on_again')}</p>
      <p>
        <FindRoomsLink />
      </p>
    </section>
  );
}
