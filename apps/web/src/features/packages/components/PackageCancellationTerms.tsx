import { airlineFeeSchedule, type AirlineFeeLine } from '@yado/domain/packages/cancellation';
import { departureTimeZone } from '@yado/domain/packages/airports';
import type { PolicyView } from '@yado/domain/wire/hotels';
import { CancellationPolicyLines } from '../../../components/CancellationPolicyLines';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';
import type { PackageDraft } from '../package-draft';

/**
 * What cancelling the package will cost, read before paying: the hotel's policy for the stay (the
 * one the booking names) and each flight's fare rules as dates, the same steps a cancellation charges.
 */
export function PackageCancellationTerms({
  draft,
  policy,
  failure,
  retry,
}: {
  draft: PackageDraft;
  policy: PolicyView | null | undefined;
  /** Why the hotel's policy could not be loaded, shown in its place with a way to ask again (`retry`). */
  failure: Error | null;
  retry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { settings } = useWidget();
  const date = (d: string) => formatDate(d, i18n.language, { dateStyle: 'medium' });
  const sentence = (line: AirlineFeeLine) => {
    if (line.kind === 'free') return t('package.cancellation.airline_free_until', { date: date(line.until) });
    if (line.kind === 'fee')
      return t('package.cancellation.airline_fee_from', { date: date(line.from), percentage: line.percentage_of_fare });
    return t('package.cancellation.airline_departed', { percentage: line.percentage_of_fare });
  };
  const flights = [
    { label: t('package.outbound'), offer: draft.outbound },
    { label: t('package.return'), offer: draft.return },
  ];
  return (
    <section className="package-terms" aria-labelledby="package-terms-title">
      <h3 id="package-terms-title">{t('package.cancellation.terms_title')}</h3>
      <p>{t('package.cancellation.cancel_intro')}</p>
      <h4>{t('package.cancellation.hotel_terms')}</h4>
      {failure && policy === undefined ? (
        <ErrorMessage error={failure} retry={retry} />
      ) : policy === undefined ? (
        <Spinner label={t('common.loading')} />
      ) : policy === null ? (
        <p>{t('policy.no_data')}</p>
      ) : (
        <CancellationPolicyLines lines={policy.lines} />
      )}
      <h4>{t('package.cancellation.airline_terms')}</h4>
      {flights.map(({ label, offer }) => (
        <div key={offer.offer_id}>
          <p className="package-terms-flight">
            {label} <bdi>{offer.flight_number}</bdi>
          </p>
          <ul className="policy-lines">
            {airlineFeeSchedule(
              {
                departure_date: offer.departure_date,
                departs_at: offer.departs_at,
                timeZone: departureTimeZone(offer.departure_airport, settings.init_settings.time_zone),
              },
              new Date(),
            ).map((line) => (
              <li key={line.kind === 'free' ? 'free' : line.kind === 'fee' ? line.from : 'departed'}>{sentence(line)}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
