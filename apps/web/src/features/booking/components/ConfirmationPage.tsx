import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate, useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ReceiptLink } from '../../../components/ReceiptLink';
import { ReservationSummary } from '../../../components/ReservationSummary';
import { Spinner } from '../../../components/Spinner';
import { reservationCredentials } from '../../../lib/address-tokens';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { reservationQuery } from '../api/get-reservation';
import { ConfirmationQuestions } from './ConfirmationQuestions';
import { Steps } from './Steps';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

// A stay plus flight's flights and tickets, loaded only for a reservation booked as one.
const PackageFlights = lazy(async () => ({ default: (await import('../../packages/components/PackageFlights')).PackageFlights }));

/**
 * reservation/confirmation/{confirmationNumber}: the booking shown with the credentials kept for
 * this tab (from the booking just made, or taken out of a mailed link's ?email&bypass_token).
 */
export function ConfirmationPage() {
  const { t, i18n } = useTranslation();
  const { code } = useWidget();
  const { confirmationNumber = '' } = useParams();
  const credentials = reservationCredentials(confirmationNumber);
  // Opened where this tab holds nothing to show it with (a link copied to a new tab): asked for the email, the number filled in.
  const unknownHere = !credentials.email && !credentials.bypass_token;
  const reservation = useQuery({ ...reservationQuery(confirmationNumber, credentials, i18n.language), enabled: !unknownHere });
  // Again when the booking's state changes (the heading says cancelled), not when answers sent below refresh it.
  const headingRef = useHeadingFocus({ ready: reservation.data !== undefined, moment: reservation.data?.status });

  if (unknownHere) return <Navigate to={widgetHref('/search', code, { number: confirmationNumber })} replace />;
  if (reservation.isPending) return <Spinner label={t('common.loading')} />;
  if (reservation.isError) return <ErrorMessage error={reservation.error} />;
  const cancelled = reservation.data.status === 'cancelled';
  return (
    <div className="confirmation">
      <Steps current="confirmation" />
      <section className="panel">
        <h1 ref={headingRef} tabIndex={-1}>
          {cancelled ? t('confirmation.cancelled_title') : t('confirmation.title')}
        </h1>
        {cancelled ? null : <p className="lead">{t('confirmation.lead', { hotel: reservation.data.hotel.name })}</p>}
        <ReservationSummary reservation={reservation.data} />
        {reservation.data.flight_package ? (
          <Suspense fallback={null}>
            <PackageFlights number={reservation.data.reservation_number} credentials={credentials} />
          </Suspense>
        ) : null}
        <ReceiptLink reservation={reservation.data} />
        <p>
          <Link to={widgetHref('/search', code, { number: reservation.data.reservation_number })}>{t('confirmation.manage')}</Link>
        </p>
      </section>
      <ConfirmationQuestions reservation={reservation.data} credentials={credentials} />
    </div>
  );
}
