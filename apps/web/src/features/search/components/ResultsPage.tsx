import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SORT_ORDERS, type SortOrder } from '@yado/domain/statuses';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { newIdempotencyKey, saveDraft } from '../../../lib/booking-draft';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { roomsQuery, type RoomPlanResult, type RoomResult } from '../api/get-rooms';
import { useSearchCriteria } from '../hooks/use-search-criteria';
import { RoomCard } from './RoomCard';
import { SearchBar } from './SearchBar';

const SHOWN_ORDERS: SortOrder[] = SORT_ORDERS.filter((o) => o === 'price_low_to_high' || o === 'price_high_to_low');

/** booking/result: the search bar and the rooms found, by room. */
export function ResultsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { code, settings } = useWidget();
  const { criteria, setCriteria } = useSearchCriteria(settings.init_settings.today);
  const results = useQuery(roomsQuery(code, criteria, i18n.language));

  function book(room: RoomResult, plan: RoomPlanResult) {
    const data = results.data;
    if (!data) return;
    saveDraft({
      hotelCode: code,
      checkin: data.checkin,
      checkout: data.checkout,
      adults: data.adults,
      children: data.children,
      roomCount: data.room_count,
      roomTypeCode: room.room_type_code,
      roomTypeName: room.room_type_name,
      roomPlanCode: plan.room_plan_code,
      hotelPlanCode: plan.hotel_plan_code,
      planName: plan.room_plan_name,
      meals: plan.meals,
      cancellationPolicyId: plan.cancellation_policy_id,
      price: {
        total: plan.prices.total_price,
        withoutTax: plan.prices.total_price_without_tax,
        tax: plan.prices.tax,
        currency: plan.prices.currency_iso,
        nights: plan.prices.nights,
      },
      idempotencyKey: newIdempotencyKey(),
    });
    navigate(widgetHref('/reservation/guest-detail', code));
  }

  return (
    <div className="results-page">
      <h1 className="visually-hidden">{t('search.title', { hotel: settings.init_settings.hotel_name })}</h1>
      <SearchBar
        key={`${code}-${criteria.checkin}-${criteria.checkout}-${criteria.adults}-${criteria.children}`}
        criteria={criteria}
        onSearch={setCriteria}
      />
      <div className="results-toolbar">
        <p aria-live="polite">{results.data ? t('search.found', { count: results.data.rooms.length }) : ''}</p>
        <label className="inline-field">
          <span>{t('search.sort')}</span>
          <select value={criteria.order} onChange={(e) => setCriteria({ order: e.target.value as SortOrder })}>
            {SHOWN_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`search.order.${order}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {results.isPending ? <Spinner label={t('search.searching')} /> : null}
      {results.isError ? <ErrorMessage error={results.error} /> : null}
      {results.data && results.data.rooms.length === 0 ? (
        <section className="panel empty-state" aria-live="polite">
          <h2>{t('search.no_rooms')}</h2>
          <p>{t('search.no_rooms_help')}</p>
        </section>
      ) : null}
      <div
        className={results.isFetching && !results.isPending ? 'room-list room-list-updating' : 'room-list'}
        aria-busy={results.isFetching}
      >
        {results.data?.rooms.map((room) => (
          <RoomCard
            key={room.room_type_code}
            room={room}
            nights={results.data.nights}
            roomCount={results.data.room_count}
            checkin={results.data.checkin}
            onBook={book}
          />
        ))}
      </div>
    </div>
  );
}
