import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ReceiptLink } from '../../../components/ReceiptLink';
import { ReservationSummary } from '../../../components/ReservationSummary';
import { Spinner } from '../../../components/Spinner';
import { keepReservationCredentials, reservationCredentials } from '../../../lib/address-tokens';
import type { Reservation } from '../../../lib/reservation';
import { useWidget } from '../../../lib/widget-settings';
import { lookupQuery } from '../api/lookup-reservation';
import { ManageActions } from './ManageActions';

// A stay plus flight's flights and tickets, loaded only for a reservation booked as one.
const PackageFlights = lazy(async () => ({ default: (await import('../../packages/components/PackageFlights')).PackageFlights }));

/** search: find a reservation by number and email, see it, change it or cancel it. */
export function LookupPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { settings } = useWidget();
  const brand = settings.hotel_brand.code;
  const [params] = useSearchParams();
  // A booking this tab made or found (its confirmation's "manage" link) opens at once, with the email it was booked with.
  const [form, setForm] = useState(() => {
    const number = params.get('number') ?? '';
    return { number, email: number ? reservationCredentials(number).email : '' };
  });
  const [submitted, setSubmitted] = useState<{ number: string; email: string } | null>(() =>
    form.number && form.email ? { ...form } : null,
  );
  const query = lookupQuery(brand, submitted?.number ?? '', submitted?.email ?? '', i18n.language);
  const lookup = useQuery({ ...query, enabled: submitted !== null });
  const [invalid, setInvalid] = useState(false);
  // The email that found it opens its receipt page too (kept for this tab, never in the address).
  const found = lookup.data?.reservation_number;
  useEffect(() => {
    if (found && submitted) keepReservationCredentials(found, { email: submitted.email });
  }, [found, submitted]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const number = form.number.trim();
    const email = form.email.trim();
    setInvalid(!number || !email);
    if (number && email) setSubmitted({ number, email });
  }

  const [updated, setUpdated] = useState(false);
  const show = (reservation: Reservation) => {
    queryClient.setQueryData(query.queryKey, reservation);
    setUpdated(reservation.status !== 'cancelled');
  };

  return (
    <div className="lookup">
      <section className="panel">
        <h1>{t('manage.title')}</h1>
        <form className="lookup-form" onSubmit={submit} noValidate>
          <label className="form-field">
            <span>{t('manage.number')}</span>
            <input
              value={form.number}
              inputMode="numeric"
              autoComplete="off"
              required
              aria-invalid={invalid && !form.number.trim() ? true : undefined}
              onChange={(e) => setForm({ ...form, number: e.target.value })}
            />
          </label>
          <label className="form-field">
            <span>{t('manage.email')}</span>
            <input
              type="email"
              value={form.email}
              autoComplete="email"
              required
              aria-invalid={invalid && !form.email.trim() ? true : undefined}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
            />
          </label>
          <button type="submit" className="button button-primary">
            {t('manage.find')}
          </button>
        </form>
        {invalid ? (
          <p className="field-error" role="alert">
            {t('manage.both_required')}
          </p>
        ) : null}
      </section>
      {lookup.isFetching && !lookup.data ? <Spinner label={t('common.loading')} /> : null}
      {lookup.isError ? <ErrorMessage error={lookup.error} /> : null}
      {lookup.data ? (
        <section className="panel" aria-live="polite">
          {updated ? (
            <p className="alert alert-success" role="status">
              {t('manage.updated')}
            </p>
          ) : null}
          <ReservationSummary reservation={lookup.data} />
          {lookup.data.flight_package ? (
            <Suspense fallback={null}>
              <PackageFlights number={lookup.data.reservation_number} credentials={{ email: submitted?.email ?? '' }} />
            </Suspense>
          ) : null}
          <ReceiptLink reservation={lookup.data} />
          <ManageActions reservation={lookup.data} email={submitted?.email ?? ''} onChanged={show} onStale={() => void lookup.refetch()} />
        </section>
      ) : null}
    </div>
  );
}
