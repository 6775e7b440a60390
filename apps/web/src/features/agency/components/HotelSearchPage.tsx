import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AGENCY_SORTS, type AgencySort } from '@yado/domain/agency-search';
import { chooseCurrency, DEFAULT_CURRENCY } from '@yado/domain/money';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ApiError } from '../../../lib/api-client';
import { ResultCardsSkeleton } from '../../../components/Skeleton';
import { useTranslation } from '../../../lib/i18n';
import { detectedCurrency, selectedCurrency } from '../../../lib/display-currency';
import { hotelSearchQuery } from '../api';
import { agencyToday } from '../agency-party';
import { hotelHref, searchFromParams, searchToParams, withFilters, type AgencyFilters, type AgencySearch } from '../agency-url';
import { whyItFits } from '../why-it-fits';
import { AgencySearchForm } from './AgencySearchForm';
import { BookNowButton } from './BookNowButton';
import { FiltersPanel } from './FiltersPanel';
import { HotelCard } from './HotelCard';
import { Pagination } from './Pagination';

/** Prices in the currency the widget would show them in (§4): the address's, the guest's choice, their region's, else yen. */
const chosenCurrency = (asked: string | undefined) =>
  chooseCurrency({
    temporary: asked,
    selected: selectedCurrency(),
    detected: detectedCurrency(),
    hotel: DEFAULT_CURRENCY,
  });

/**
 * Refused for what it asks (a 4xx other than too many requests): asking again cannot help. No
 * answer (status 0), a limit or a server error may pass the next time.
 */
const refused = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/** /search-hotels: the hotels for a place, stay and party, with filters, an order and pages — all of it in the address. */
export function HotelSearchPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const search = useMemo(() => searchFromParams(params, agencyToday()), [params]);
  const currency = chosenCurrency(search.currency);
  const results = useQuery(hotelSearchQuery(search, currency, i18n.language));
  const data = results.data;
  const place = data?.place ?? null;
  const refusal = refused(results.error) ? results.error : null;
  // A place no city, area, station or hotel answers to: said so, not as a form error.
  const unknownPlace = refusal?.fields.some((problem) => problem.field === 'place') ?? false;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const go = (next: AgencySearch) => navigate(`/search-hotels?${searchToParams(next)}`);
  const changeFilters = (filters: Partial<AgencyFilters>) => go(withFilters(search, filters));
  const changePage = (page: number) => {
    go({ ...search, page });
    headingRef.current?.focus();
  };

  // A new page of results is read from its heading, not from wherever the last click was.
  useEffect(() => {
    if (search.page > 1) headingRef.current?.focus();
  }, [search.page]);

  // A search in words offers each hotel that fits at once, paid in advance, for a dated stay (ADR 0060).
  const offersBookNow =
    (search.inWords === true || search.wishes.length > 0 || search.budget !== null) && search.stay.search_type === 'dated';
  const asked = { wishes: search.wishes, budget: search.budget, meals: search.filters.meals, placeName: place?.name ?? null };
  const title = place
    ? t('agency.results_in', { place: place.name })
    : search.place
      ? t('agency.results_for', { text: search.place })
      : t('agency.results_all');

  return (
    <div className="agency-results">
      <AgencySearchForm key={params.toString()} initial={search} compact />
      <div className="results-head">
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="results-count" aria-live="polite">
          {data ? t('agency.found', { count: data.meta.total_entries }) : ''}
        </p>
      </div>
      <div className="results-toolbar agency-toolbar">
        <button
          type="button"
          className="button filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {t('agency.filters')}
        </button>
        <label className="inline-field">
          <span>{t('agency.sort')}</span>
          <select value={search.sort} onChange={(e) => go({ ...search, sort: e.target.value as AgencySort, page: 1 })}>
            {AGENCY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`agency.sort_by.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={filtersOpen ? 'results-layout filters-open' : 'results-layout'}>
        <aside className="filters-aside" aria-label={t('agency.filters')}>
          <FiltersPanel key={params.toString()} id={filtersId} filters={search.filters} currency={currency} onChange={changeFilters} />
        </aside>
        <div
          className={results.isFetching && !results.isPending ? 'hotel-list room-list-updating' : 'hotel-list'}
          aria-busy={results.isFetching}
        >
          {results.isPending ? <ResultCardsSkeleton label={t('agency.searching')} /> : null}
          {unknownPlace ? (
            <section className="panel empty-state">
              <h2>{t('agency.unknown_place', { place: search.place })}</h2>
              <p>{t('agency.unknown_place_help')}</p>
            </section>
          ) : results.isError ? (
            <section className="panel empty-state">
              <h2>{t('agency.failed')}</h2>
              <ErrorMessage error={results.error} />
              {/* Asking again helps a search that failed on the way, never one refused for what it asks. */}
              {refusal ? null : (
                <button type="button" className="button" onClick={() => void results.refetch()}>
                  {t('search.try_again')}
                </button>
              )}
            </section>
          ) : null}
          {data && data.data.length === 0 ? (
            <section className="panel empty-state">
              <h2>{t('agency.none_found')}</h2>
              <p>{t('agency.none_found_help')}</p>
              <button
                type="button"
                className="button"
                onClick={() =>
                  changeFilters({
                    stars: [],
                    amenities: [],
                    price_min: undefined,
                    price_max: undefined,
                    rating_min: undefined,
                    meals: undefined,
                  })
                }
              >
                {t('agency.clear_filters')}
              </button>
            </section>
          ) : null}
          {data?.data.map((hotel) => (
            <HotelCard
              key={hotel.code}
              hotel={hotel}
              href={hotelHref(hotel.code, search)}
              reasons={whyItFits(hotel, asked)}
              searchedPlace={data.place?.name ?? null}
              bookNow={offersBookNow ? <BookNowButton hotel={hotel} search={search} currency={currency} /> : null}
            />
          ))}
          {data && data.meta.total_pages > 1 ? (
            <Pagination page={data.meta.page} pages={data.meta.total_pages} onPage={changePage} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
