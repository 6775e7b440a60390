import { formatDate, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { partySummary } from '../../../lib/party-summary';
import { useWidget } from '../../../lib/widget-settings';
import type { PackageDraft } from '../package-draft';
import type { PolicyView } from '@yado/domain/wire/hotels';
import { FlightArrow } from './FlightArrow';
import { PackageCancellationTerms } from './PackageCancellationTerms';

/** The package being booked, beside the form: the stay, both flights, who travels, the one price and what cancelling costs. */
export function PackageSummary({
  draft,
  total,
  policy,
  policyFailure,
  retryPolicy,
}: {
  draft: PackageDraft;
  total: PackageDraft['total'];
  /** The hotel's policy for the stay, as the booking names it (undefined while it loads, null when the plan has none). */
  policy: PolicyView | null | undefined;
  policyFailure: Error | null;
  retryPolicy: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { settings } = useWidget();
  const date = (d: string) => formatDate(d, i18n.language, { dateStyle: 'medium' });
  const flight = (offer: PackageDraft['outbound'], from: string, to: string) => (
    <>
      {date(offer.departure_date)} <bdi>{offer.flight_number}</bdi>
      <br />
      {from} <bdi>{offer.departs_at}</bdi> <FlightArrow /> {to} <bdi>{offer.arrives_at}</bdi>
    </>
  );
  return (
    <aside className="panel booking-summary package-summary" aria-labelledby="package-summary-title">
      <h2 id="package-summary-title">{t('package.summary')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('reservation.hotel')}</dt>
          <dd>{settings.init_settings.hotel_name}</dd>
        </div>
        <div>
          <dt>{t('package.stay')}</dt>
          <dd>
            {date(draft.search.checkin)} – {date(draft.search.checkout)} ({t('common.nights', { count: draft.nights })})
            <br />
            {draft.plan.room_type_name} · {draft.plan.room_plan_name}
            <br />
            {partySummary(t, draft.party)}
          </dd>
        </div>
        <div>
          <dt>{t('package.outbound')}</dt>
          <dd>{flight(draft.outbound, draft.departureAirport.name, draft.arrivalAirport.name)}</dd>
        </div>
        <div>
          <dt>{t('package.return')}</dt>
          <dd>{flight(draft.return, draft.arrivalAirport.name, draft.departureAirport.name)}</dd>
        </div>
      </dl>
      <p className="total-line">
        {t('package.total')}: <strong>{formatMoney(total.cents, total.currency, i18n.language)}</strong>
      </p>
      <PackageCancellationTerms draft={draft} policy={policy} failure={policyFailure} retry={retryPolicy} />
    </aside>
  );
}
