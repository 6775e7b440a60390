import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { loadBookingCatalogue, useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { chosenPlanDraft } from '@yado/domain/chosen-plan-draft';
import { addDays } from '@yado/domain/dates';
import { usesTiers } from '@yado/domain/party';
import { childrenWithoutTiers, partyQueryOf } from '@yado/domain/party-query';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ResultCardsSkeleton } from '../../../components/Skeleton';
import { isAgencyMode } from '../../../lib/agency-mode';
import { trackEvent } from '../../../lib/analytics';
import { newIdempotencyKey, readDraft, saveDraft } from '../../../lib/booking-draft';
import { guestForNewChoice } from '../../../lib/member-guest';
import { useApproximatePrice } from '../../../lib/display-currency';
import { formatDate } from '../../../lib/format';
import { useMemberSession } from '../../../lib/member-session';
import { useRenderedInTurn } from '../../../lib/use-rendered-in-turn';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { roomsQuery, type RoomPlanResult, type RoomType } from '../api/get-rooms';
import { useSearchCriteria, type SearchCriteria } from '../hooks/use-search-criteria';
import { NearbyHotels } from './NearbyHotels';
import { PlanCard } from './PlanCard';
import type { StayShown } from './PlanOption';
import { ResultsToolbar } from './ResultsToolbar';
import { RoomCard } from './RoomCard';
import { SearchBar, SearchTabs } from './SearchBar';
import '../search.css';

// Only a link naming a room lottery shows it: loaded then, with the lottery's text.
const LotteryBanner = lazy(async () => {
  const [banner] = await Promise.all([import('./LotteryBanner'), loadBookingCatalogue()]);
  return { default: banner.LotteryBanner };
});

// Voucher mode (§2 mode=voucher) shows which voucher is applied: loaded then, with the voucher's text.
const VoucherBanner = lazy(async () => {
  const [banner] = await Promise.all([import('./VoucherBanner'), loadBookingCatalogue()]);
  return { default: banner.VoucherBanner };
});

// On the agency's hotel page guests' reviews follow the rooms (§7 OTA ratings); the widget never loads them.
const HotelReviews = lazy(async () => {
  const [reviews] = await Promise.all([import('../../reviews/components/HotelReviews'), loadBookingCatalogue()]);
  return { default: reviews.HotelReviews };
});

// The stay plus flight tab (§2 dynamic_package=wbf) loads when opened, with the booking text it shares.
const PackagePage = lazy(async () => {
  const [page] = await Promise.all([import('../../packages/components/PackagePage'), loadBookingCatalogue()]);
  return { default: page.PackagePage };
});

/** booking/result: the stay tab's search and results, or the stay plus flight tab's. */
export function ResultsPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  if (searchParams.get('dynamic_package') !== 'wbf') return <StayResults />;
  return (
    <div className="results-page package-page">
      <SearchTabs current="package" />
      <Suspense fallback={<ResultCardsSkeleton label={t('search.searching')} />}>
        <PackagePage />
      </Suspense>
    </div>
  );
}

/** The stay tab: the search bar and what it found, by room or by plan. */
function StayResults() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { state: arrival } = useLocation();
  const { code, settings } = useWidget();
  const { criteria, setCriteria } = useSearchCriteria();
  const [searchParams] = useSearchParams();
  const lotteryEventId = searchParams.get('lottery_event');
  const kidsType = settings.init_settings.kids_setting.kids_type;
  // Children the address gave by age, at a hotel that counts them by age group: searched without, so asked about.
  const childrenToPlace = useMemo(() => childrenWithoutTiers(partyQueryOf(searchParams), kidsType), [searchParams, kidsType]);
  // §2: a coupon named in the address comes to the payment step with the booking.
  const couponCode = searchParams.get('coupon_code')?.trim() || undefined;
  // A promotion code in the address goes with the booking of a plan it priced (2001 otherwise).
  const promoCode = criteria.promo_code
    ? { code: criteria.promo_code, source: 'promo_code' as const }
    : criteria.google_promo_code
      ? { code: criteria.google_promo_code, source: 'google_promo_code' as const }
      : undefined;
  const memberId = useMemberSession().session?.user.id ?? null;
  // §2 voucher mode: the member's voucher pays for the plans shown, and comes with the booking.
  const voucherNumber = criteria.mode === 'voucher' ? criteria.voucher_coupon_code || null : null;
  const results = useQuery(roomsQuery(code, criteria, i18n.language, memberId));
  const data = results.data;
  const approximate = useApproximatePrice();
  // One card per task after the first, so a long list never holds up the page.
  const renderedCards = useRenderedInTurn(data, data ? (data.type === 'rooms' ? data.rooms.length : data.plans.length) : 0);
  useEffect(() => {
    if (data)
      trackEvent('search', {
        hotel_code: code,
        checkin: data.checkin ?? '',
        checkout: data.checkout ?? '',
        search_type: criteria.search_type,
      });
  }, [data, code, criteria.search_type]);

  function book(room: RoomType, plan: RoomPlanResult) {
    if (!data?.checkin || !data.checkout) return;
    // Choosing again at the same hotel (after "Change rooms" or going back) keeps who is booking.
    const before = readDraft();
    const chosen = chosenPlanDraft({ hotelCode: code, checkin: data.checkin, checkout: data.checkout, party: data.party }, room, plan);
    saveDraft({
      ...chosen,
      guest: before?.hotelCode === code ? guestForNewChoice(before.guest, chosen.rooms.length) : undefined,
      idempotencyKey: newIdempotencyKey(),
      ...(promoCode && plan.promotion?.discount_target_type === 'coupon' ? { promoCode } : {}),
      ...(couponCode ? { couponCode } : {}),
      ...(voucherNumber && plan.voucher_coupon_discount_amount !== undefined
        ? { voucher: { number: voucherNumber, pays: plan.voucher_coupon_discount_amount } }
        : {}),
    });
    navigate(widgetHref('/reservation/guest-detail', code));
  }

  // From an undated result the guest picks dates: the stay of the nights asked, from the first day, to adjust in the calendar.
  const chooseDates = () => {
    const checkin = settings.init_settings.today;
    setCriteria({ search_type: 'dated', checkin, checkout: addDays(checkin, criteria.nights) });
    window.scrollTo({ top: 0 });
  };

  // Children left out for want of their age groups: each plan asks for the groups instead of a booking at the adults' price.
  const [partyRequest, setPartyRequest] = useState(0);
  const chooseAgeGroups = childrenToPlace ? () => setPartyRequest((n) => n + 1) : null;

  const stay: StayShown | null = data
    ? { checkin: data.checkin, nights: data.nights, roomCount: data.room_count, dayUse: data.is_day_use }
    : null;
  const count = data ? (data.type === 'plans' ? data.plans.length : data.rooms.length) : 0;
  const summary = data ? t(data.type === 'plans' ? 'search.found_plans' : 'search.found', { count }) : '';
  const nextDate = data?.next_available_date;
  // The brand's other hotels are the widget's to suggest; the agency site searches every brand itself.
  const suggestsNearby = settings.hotel_brand_setting.nearby_hotels_suggestion && !isAgencyMode();

  // After Search the bar is drawn anew and focus would fall to the page: it goes to what was found.
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // A search opened from a suggestion of another hotel is one the guest asked for too.
  const focusWhenFound = useRef((arrival as { focusResults?: boolean } | null)?.focusResults === true);
  const searchAsked = (next: Partial<SearchCriteria>) => {
    focusWhenFound.current = true;
    setCriteria(next);
  };
  useEffect(() => {
    if (!focusWhenFound.current || !data || results.isFetching) return;
    focusWhenFound.current = false;
    summaryRef.current?.focus();
  }, [data, results.isFetching]);

  return (
    <div className="results-page">
      <h1 className="visually-hidden">{t('search.title', { hotel: settings.init_settings.hotel_name })}</h1>
      <SearchTabs current="stay" />
      <SearchBar key={`${code}-${JSON.stringify(criteria)}`} criteria={criteria} onSearch={searchAsked} openPartyRequest={partyRequest} />
      {lotteryEventId ? (
        <Suspense fallback={null}>
          <LotteryBanner eventId={lotteryEventId} criteria={criteria} />
        </Suspense>
      ) : null}
      {voucherNumber && memberId !== null ? (
        <Suspense fallback={null}>
          <VoucherBanner number={voucherNumber} memberId={memberId} />
        </Suspense>
      ) : null}
      <ResultsToolbar criteria={criteria} onChange={setCriteria} summary={summary} summaryRef={summaryRef} />
      {data?.warnings.includes('kids') || childrenToPlace ? (
        <p className="alert alert-info">{t(usesTiers(kidsType) ? 'search.warning_kids_tiers' : 'search.warning_kids')}</p>
      ) : null}
      {data?.warnings.includes('promo_code') ? <p className="alert alert-info">{t('search.warning_promo_code')}</p> : null}
      {data?.warnings.includes('voucher_stay') ? <p className="alert alert-info">{t('search.warning_voucher_stay')}</p> : null}
      {results.isError ? (
        <section className="panel empty-state">
          <h2>{t('search.failed')}</h2>
          <ErrorMessage error={results.error} />
          <button type="button" className="button" onClick={() => void results.refetch()}>
            {t('search.try_again')}
          </button>
        </section>
      ) : null}
      {data && (count === 0 || nextDate) ? (
        <section className="panel empty-state" aria-live="polite">
          <h2>{t(count === 0 ? 'search.no_rooms' : 'search.all_sold_out')}</h2>
          <p>{t('search.no_rooms_help')}</p>
          {nextDate ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() =>
                setCriteria({ checkin: nextDate, checkout: addDays(nextDate, Math.max(data.nights, data.is_day_use ? 0 : 1)) })
              }
            >
              {t('search.next_available', { date: formatDate(nextDate, i18n.language, { dateStyle: 'full' }) })}
            </button>
          ) : null}
        </section>
      ) : null}
      {data && (count === 0 || nextDate) && data.search_type === 'dated' && suggestsNearby ? <NearbyHotels criteria={criteria} /> : null}
      <div
        className={results.isFetching && !results.isPending ? 'room-list room-list-updating' : 'room-list'}
        aria-busy={results.isFetching}
      >
        {results.isPending || (results.data && !data) ? <ResultCardsSkeleton label={t('search.searching')} /> : null}
        {data && stay && data.type === 'rooms'
          ? data.rooms
              .slice(0, renderedCards)
              .map((room) => (
                <RoomCard
                  key={room.room_type_code}
                  room={room}
                  stay={stay}
                  cardOffer={data.payment_promotion_info?.description ?? null}
                  approximate={approximate}
                  onBook={book}
                  onChooseDates={chooseDates}
                  onChooseAgeGroups={chooseAgeGroups}
                />
              ))
          : null}
        {data && stay && data.type === 'plans'
          ? data.plans
              .slice(0, renderedCards)
              .map((plan) => (
                <PlanCard
                  key={plan.hotel_plan_code}
                  plan={plan}
                  stay={stay}
                  cardOffer={data.payment_promotion_info?.description ?? null}
                  approximate={approximate}
                  onBook={book}
                  onChooseDates={chooseDates}
                  onChooseAgeGroups={chooseAgeGroups}
                />
              ))
          : null}
      </div>
      {isAgencyMode() ? (
        <Suspense fallback={null}>
          <HotelReviews hotelCode={code} />
        </Suspense>
      ) : null}
    </div>
  );
}
