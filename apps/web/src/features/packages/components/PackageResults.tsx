import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { passengerCount } from '@yado/domain/packages/travellers';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ResultCardsSkeleton } from '../../../components/Skeleton';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { partySummary } from '../../../lib/party-summary';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { packagesQuery, type FlightOfferView, type PackagePlanView } from '../api';
import { newIdempotencyKey } from '../../../lib/booking-draft';
import { savePackageDraft } from '../package-draft';
import type { PackageSearch } from '../package-search';
import { packageTotal } from '../passengers';
import { FlightChoice } from './FlightChoice';

/** The flight a direction starts on: the cheapest with seats for the party. */
const cheapest = (offers: FlightOfferView[]) => offers.find((offer) => offer.available && offer.supplement === 0) ?? null;

/** The packages found: the flights there and back to choose, and each plan at one price for the whole party. */
export function PackageResults({ search }: { search: PackageSearch }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { code } = useWidget();
  const results = useQuery(packagesQuery(code, search, i18n.language));
  const [picked, setPicked] = useState<{ outbound: string | null; return: string | null }>({ outbound: null, return: null });
  const data = results.data;

  if (results.isPending) return <ResultCardsSkeleton label={t('package.searching')} />;
  if (results.isError)
    return (
      <section className="panel empty-state">
        <h2>{t('search.failed')}</h2>
        <ErrorMessage error={results.error} />
      </section>
    );
  if (!data) return null;

  const choose = (offers: FlightOfferView[], id: string | null) =>
    offers.find((offer) => offer.offer_id === id && offer.available) ?? cheapest(offers);
  const outbound = choose(data.outbound, picked.outbound);
  const inbound = choose(data.return, picked.return);
  const supplements = { outbound: outbound?.supplement ?? 0, return: inbound?.supplement ?? 0 };
  const plans = outbound && inbound ? data.plans : [];
  const travellers = passengerCount(data.travellers);
  const money = (cents: number) => formatMoney(cents, data.currency, i18n.language);

  function book(plan: PackagePlanView) {
    if (!data || !outbound || !inbound) return;
    savePackageDraft({
      hotelCode: code,
      search,
      party: data.party,
      travellers: data.travellers,
      departureAirport: data.departure_airport,
      arrivalAirport: data.arrival_airport,
      nights: data.nights,
      plan,
      outbound,
      return: inbound,
      total: { cents: packageTotal(plan.package_price, supplements), currency: data.currency },
      idempotencyKey: newIdempotencyKey(),
    });
    navigate(widgetHref('/reservation/package', code));
  }

  return (
    <div className={results.isFetching ? 'package-results room-list-updating' : 'package-results'} aria-busy={results.isFetching}>
      <section className="panel package-flights" aria-labelledby="package-route">
        <h2 id="package-route">{t('package.route', { from: data.departure_airport.name, to: data.arrival_airport.name })}</h2>
        <p className="field-hint">
          {t(`package.cabins.${data.cabin}`)} · {partySummary(t, data.party)}
        </p>
        <div className="flight-choices">
          <FlightChoice
            direction="outbound"
            offers={data.outbound}
            currency={data.currency}
            chosen={outbound?.offer_id ?? null}
            onChoose={(id) => setPicked({ ...picked, outbound: id })}
          />
          <FlightChoice
            direction="return"
            offers={data.return}
            currency={data.currency}
            chosen={inbound?.offer_id ?? null}
            onChoose={(id) => setPicked({ ...picked, return: id })}
          />
        </div>
      </section>
      <p className="results-summary" role="status">
        {plans.length ? t('package.found', { count: plans.length }) : ''}
      </p>
      {plans.length === 0 ? (
        <section className="panel empty-state">
          <h2>{t('package.none')}</h2>
          <p>{t('package.none_help')}</p>
        </section>
      ) : (
        <ul className="package-plans">
          {plans.map((plan) => (
            <li key={`${plan.room_type_code}/${plan.room_plan_code}`} className="panel package-plan">
              <div className="package-plan-text">
                <h3>{plan.room_type_name}</h3>
                <p className="package-plan-name">{plan.room_plan_name}</p>
                <p className="package-parts">
                  {t('package.parts', {
                    nights: t('common.nights', { count: data.nights }),
                    meals: t(`meals.${plan.meals}`),
                  })}
                </p>
                <p className="package-parts">
                  {t('package.flight_parts', {
                    outbound: outbound?.flight_number ?? '',
                    return: inbound?.flight_number ?? '',
                  })}
                </p>
              </div>
              <div className="package-plan-price">
                <p className="price-amount">{money(packageTotal(plan.package_price, supplements))}</p>
                <p className="field-hint">{t('package.price_for', { count: travellers })}</p>
                <button
                  type="button"
                  className="button button-primary"
                  aria-label={t('package.book_label', { plan: `${plan.room_type_name} ${plan.room_plan_name}` })}
                  onClick={() => book(plan)}
                >
                  {t('package.book')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
