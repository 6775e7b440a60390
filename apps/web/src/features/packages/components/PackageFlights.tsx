import { useQuery } from '@tanstack/react-query';
import type { ReservationCredentials } from '@yado/domain/reservation-access';
import { formatDate, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { packageViewQuery } from '../api';
import { isPackageUndone, packagePollMs } from '../package-progress';
import { ticketsOf } from '../passengers';
import { FlightArrow } from './FlightArrow';
import { PackageCancellationLines } from './PackageCancelDialog';
import '../packages.css';

const POLL_MS = 2000;

/**
 * A package reservation's flights and each traveller's ticket numbers, on its confirmation and
 * manage pages; once cancelled as a whole, the flights cancelled and what was kept and refunded;
 * undone after its card's challenge, that nothing was booked or kept, and why.
 */
export function PackageFlights({ number, credentials }: { number: string; credentials: Partial<ReservationCredentials> }) {
  const { t, i18n } = useTranslation();
  const view = useQuery({
    ...packageViewQuery(number, credentials, i18n.language),
    refetchInterval: (query) => packagePollMs(query.state, POLL_MS),
  });
  if (!view.data) return null;
  const { flights, passengers, ticket_numbers: tickets, total_price: total, cancellation, failure_code: failure } = view.data;
  const undone = isPackageUndone(view.data.state);
  const reason = `errors.${failure ?? ''}`;
  return (
    <section className={cancellation ? 'package-booked package-cancelled' : 'package-booked'} aria-labelledby="package-booked-title">
      <h2 id="package-booked-title">{t('package.flights_title')}</h2>
      {cancellation ? (
        <div className="alert alert-info" role="status">
          <strong>{t('package.cancellation.cancelled_title')}</strong> {t('package.cancellation.cancelled_note')}
        </div>
      ) : null}
      {undone ? (
        <div className="alert alert-info" role="status">
          <p>
            <strong>{t('package.undone_title')}</strong> {t('package.undone_note')}
          </p>
          {failure && i18n.exists(reason) ? <p>{t(reason)}</p> : null}
        </div>
      ) : null}
      <ul className="booked-flights">
        {flights.map((flight) => (
          <li key={flight.direction} className="booked-flight">
            <h3>
              {t(`package.${flight.direction}`)} · <bdi>{flight.flight_number}</bdi>
            </h3>
            <p>
              {formatDate(flight.departure_date, i18n.language, { dateStyle: 'full' })} · {t(`package.cabins.${flight.cabin}`)}
            </p>
            <p className="flight-route">
              {flight.departure_airport.name} <bdi>{flight.departs_at}</bdi> <FlightArrow /> {flight.arrival_airport.name}{' '}
              <bdi>{flight.arrives_at}</bdi>
            </p>
          </li>
        ))}
      </ul>
      {cancellation || undone ? null : tickets.length === 0 ? (
        <p className="alert alert-info" role="status">
          {t('package.tickets_pending')}
        </p>
      ) : (
        <table className="ticket-table">
          <caption>{t('package.tickets')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('package.passengers')}</th>
              {flights.map((flight) => (
                <th key={flight.direction} scope="col">
                  {t(`package.${flight.direction}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {passengers.map((passenger, index) => (
              <tr key={index}>
                <th scope="row">
                  {passenger.last_name} {passenger.first_name}
                </th>
                {ticketsOf(tickets, passengers.length, index).map((ticket) => (
                  <td key={ticket} className="ticket-number">
                    {ticket}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {undone ? null : (
        <p className="total-line">
          {t('package.total_paid')}: <strong>{formatMoney(total.cents, total.currency_iso, i18n.language)}</strong>
        </p>
      )}
      {cancellation ? <PackageCancellationLines quote={cancellation} /> : null}
    </section>
  );
}
