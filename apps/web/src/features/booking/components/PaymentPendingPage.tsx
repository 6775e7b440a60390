import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useParams } from 'react-router';
import { ChallengeFrame } from '../../../components/ChallengeFrame';
import { challengeViewOf } from '../../../components/challenge-view';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { reservationCredentials } from '../../../lib/address-tokens';
import { newIdempotencyKey, useBookingDraft } from '../../../lib/booking-draft';
import { formatMoney } from '../../../lib/format';
import { forgetPackageDraft, hasPackageDraft, renewPackageDraftKey } from '../../../lib/package-draft-storage';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { reservationQuery } from '../api/get-reservation';
import { paidTarget } from '../payment-done';
import { completePurchase } from '../purchase';
import { Steps } from './Steps';

/** How often the page asks where the payment stands while the bank's check is open. */
const POLL_MS = 2000;

/**
 * reservation/payment-pending/{number}: the bank's 3-D Secure check, framed, with the time left.
 * The room is held meanwhile (a flight package's seats too, ADR 0067); the page moves on when the
 * payment settles. The reservation's credentials are those kept for this tab, as on the
 * confirmation page it moves on to.
 */
export function PaymentPendingPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { code } = useWidget();
  const { number = '' } = useParams();
  const credentials = reservationCredentials(number);
  const { draft, update } = useBookingDraft();
  const reservation = useQuery({
    ...reservationQuery(number, credentials, i18n.language),
    refetchInterval: (query) => (query.state.data?.status === 'payment_pending' ? POLL_MS : false),
  });
  const now = useMinuteClock();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const status = reservation.data?.status;
  const flightPackage = reservation.data?.flight_package === true;
  useEffect(() => {
    if (status === 'done' && reservation.data) {
      if (flightPackage) forgetPackageDraft();
      completePurchase(reservation.data, code);
      navigate(widgetHref(paidTarget(number, { flightPackage, lotteryEntryNumber: draft?.lotteryEntryNumber }), code), { replace: true });
    } else if (status === 'cancelled') {
      // A new attempt is a new booking: it gets its own Idempotency-Key.
      if (flightPackage) renewPackageDraftKey();
      else update({ idempotencyKey: newIdempotencyKey() });
      headingRef.current?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per settled status
  }, [status]);

  if (reservation.isPending) return <Spinner label={t('common.loading')} />;
  if (reservation.isError) return <ErrorMessage error={reservation.error} />;
  const { payment } = reservation.data;

  if (status === 'cancelled') {
    const key = `errors.${payment?.error_code ?? ''}`;
    return (
      <section className="panel">
        <Steps current="payment" />
        <h1 ref={headingRef} tabIndex={-1}>
          {t('pending.failed_title')}
        </h1>
        <div className="alert alert-error" role="alert">
          <p>{i18n.exists(key) ? t(key) : t('errors.3002')}</p>
          {flightPackage ? <p>{t('pending.package_released')}</p> : null}
        </div>
        <div className="actions">
          {flightPackage ? (
            // A package failed at the bank is booked again from its own form, kept with everything typed.
            hasPackageDraft() ? (
              <Link className="button button-primary" to={widgetHref('/reservation/package', code)}>
                {t('pending.try_again')}
              </Link>
            ) : null
          ) : draft?.lotteryEntryNumber ? (
            // A lottery winner books again from the entry, which sets the failed booking aside.
            <Link
              className="button button-primary"
              to={widgetHref(`/room-lottery/reservation-incomplete/${draft.lotteryEntryNumber}`, code)}
            >
              {t('pending.try_again')}
            </Link>
          ) : draft ? (
            <Link className="button button-primary" to={widgetHref('/reservation/payment', code)}>
              {t('pending.try_again')}
            </Link>
          ) : null}
          <Link
            className="button"
            to={widgetHref('/booking/result', code, { checkin: reservation.data.checkin_date, checkout: reservation.data.checkout_date })}
          >
            {t('fail.search_again')}
          </Link>
        </div>
      </section>
    );
  }

  const challenge = challengeViewOf(payment);
  const minutesLeft = payment ? Math.max(0, Math.ceil((Date.parse(payment.expires_at) - now) / 60_000)) : 0;
  return (
    <section className="panel payment-pending">
      <Steps current="payment" />
      <h1>{t('pending.title')}</h1>
      <p>
        {t(flightPackage ? 'pending.package_lead' : 'pending.lead', {
          amount: payment ? formatMoney(payment.amount, payment.currency, i18n.language) : '',
        })}
      </p>
      <p className="alert alert-info" role="status">
        {minutesLeft > 0
          ? t('pending.time_left', { count: minutesLeft })
          : t(flightPackage ? 'pending.package_time_up' : 'pending.time_up')}
      </p>
      {challenge ? (
        <ChallengeFrame view={challenge} onFinished={() => void reservation.refetch()} />
      ) : (
        <Spinner label={t('pending.waiting')} />
      )}
    </section>
  );
}

/** The time now, updated every 15 seconds: enough for a count of minutes. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
