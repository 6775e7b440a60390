import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CurrencyChooser } from '../../../components/CurrencyChooser';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ResultCardsSkeleton } from '../../../components/Skeleton';
import { saveDraft } from '../../../lib/booking-draft';
import { useApproximatePrice, useDisplayCurrency } from '../../../lib/display-currency';
import { useTranslation } from '../../../lib/i18n';
import { useMemberSession } from '../../../lib/member-session';
import { useHeadingFocus } from '../../../lib/use-heading-focus';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { recommendationQuery, type RecommendationView } from '../api/get-recommendation';
import { recommendationDraft } from '../recommendation-draft';
import { askFromParams, askToParams, type RecommenderAsk } from '../recommender-query';
import { RecommendationCard } from './RecommendationCard';
import { RecommenderForm } from './RecommenderForm';

/**
 * booking/recommender (§2): the guest gives the stay, everyone coming and, if they like, a budget;
 * the cheapest rooms that sleep them all come first, then the alternatives, each bookable as it is.
 */
export function RecommenderPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { code, settings } = useWidget();
  const init = settings.init_settings;
  const kidsType = init.kids_setting.kids_type;
  const [params, setParams] = useSearchParams();
  const ask = askFromParams(params, init.today);
  const { currency, hotelCurrency, enabled: multiCurrency } = useDisplayCurrency();
  // A budget is typed in the currency prices are shown in; the API compares it with the totals in that currency.
  const budgetCurrency = multiCurrency ? currency : hotelCurrency;
  const query = { ...askToParams(ask, kidsType), ...(budgetCurrency !== hotelCurrency ? { currency: budgetCurrency } : {}) };
  const memberId = useMemberSession().session?.user.id ?? null;
  const asked = params.has('adults');
  const result = useQuery({ ...recommendationQuery(code, query, i18n.language, memberId), enabled: asked });
  const approximate = useApproximatePrice();
  const heading = useHeadingFocus({ ready: result.data !== undefined, moment: result.data });
  const promoCode = params.get('promo_code')?.trim();

  function search(next: RecommenderAsk) {
    const out = new URLSearchParams(params);
    for (const key of ['checkin', 'checkout', 'adults', 'children', 'kids_ages', 'kids_tiers', 'room_count', 'budget']) out.delete(key);
    for (const [key, value] of Object.entries(askToParams(next, kidsType))) out.set(key, value);
    setParams(out);
  }

  function book(recommendation: RecommendationView) {
    if (!result.data) return;
    saveDraft(recommendationDraft(code, result.data, recommendation, promoCode ? { code: promoCode, source: 'promo_code' } : undefined));
    navigate(widgetHref('/reservation/guest-detail', code));
  }

  const data = result.data;
  return (
    <div className="results-page recommender-page">
      <h1 className="recommender-title">{t('recommender.title')}</h1>
      <p className="recommender-lead">{t('recommender.lead')}</p>
      <RecommenderForm
        key={JSON.stringify(query)}
        ask={ask}
        onSubmit={search}
        submitLabel={t('recommender.submit')}
        budgetCurrency={budgetCurrency}
      />
      <div className="results-toolbar recommender-toolbar">
        <CurrencyChooser />
      </div>
      {result.isError ? <ErrorMessage error={result.error} /> : null}
      {asked && result.isFetching && !data ? <ResultCardsSkeleton /> : null}
      {data ? (
        <section className="recommendations" aria-labelledby="recommendations-heading" aria-busy={result.isFetching}>
          <h2 id="recommendations-heading" className="visually-hidden" ref={heading} tabIndex={-1}>
            {t('recommender.found', { count: data.recommendations.length })}
          </h2>
          {data.recommendations.length === 0 ? (
            <p className="alert">{data.over_budget ? t('recommender.over_budget') : t('recommender.nothing_fits')}</p>
          ) : (
            data.recommendations.map((recommendation) => (
              <RecommendationCard
                key={recommendation.kind}
                recommendation={recommendation}
                nights={data.nights}
                approximate={approximate}
                onBook={() => book(recommendation)}
              />
            ))
          )}
        </section>
      ) : null}
    </div>
  );
}
