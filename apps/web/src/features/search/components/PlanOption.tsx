import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { PriceBreakdown } from '../../../components/PriceBreakdown';
import type { ApproximatePrice } from '../../../lib/display-currency';
import { formatDate, formatMoney } from '../../../lib/format';
import { useMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import type { RoomPlanResult } from '../api/get-rooms';
import { MemberRate } from './MemberRate';

// Loaded when a guest first opens plan details, not with the results.
const PlanDetailsDialog = lazy(async () => ({ default: (await import('./PlanDetailsDialog')).PlanDetailsDialog }));

export interface StayShown {
  /** Null for an undated search: prices are "from", and booking starts by choosing dates. */
  checkin: string | null;
  nights: number;
  roomCount: number;
  dayUse: boolean;
}

interface Props {
  plan: RoomPlanResult;
  stay: StayShown;
  /** The room's name, when the plan is listed under its plan rather than its room. */
  title?: string;
  /** For a members' plan: how much less it costs than the lowest plan on the same terms anyone can book. */
  memberSaving?: number;
  /** The hotel's offer for paying by card; told when it is for this plan. */
  cardOffer?: string | null;
  /** The price in the guest's display currency, worked out once for the whole list. */
  approximate: ApproximatePrice;
  onBook: () => void;
  onChooseDates: () => void;
  /**
   * Set when the search left children out for want of their age groups (a child given by age at a
   * hotel that prices children by group): the price is the adults' alone, so the guest chooses the
   * groups instead of booking.
   */
  onChooseAgeGroups: (() => void) | null;
}

/** One plan of a room: meals, badges, the stay's total with its breakdown, details and booking. */
export function PlanOption({
  plan,
  stay,
  title,
  memberSaving = 0,
  cardOffer = null,
  approximate,
  onBook,
  onChooseDates,
  onChooseAgeGroups,
}: Props) {
  const { t, i18n } = useTranslation();
  const { nights, roomCount } = stay;
  const rooms = t('common.rooms', { count: roomCount });
  const caption = stay.dayUse
    ? t('plan.price_caption_day_use', { rooms })
    : stay.checkin === null
      ? t('plan.price_caption_from', { nights: t('common.nights', { count: nights }), rooms })
      : t('plan.price_caption', { nights: t('common.nights', { count: nights }), rooms });
  const [details, setDetails] = useState(false);
  const [breakdown, setBreakdown] = useState(false);
  const { prices } = plan;
  const { code } = useWidget();
  const { pathname, search } = useLocation();
  // A members' plan is booked like any other once a member is signed in; until then it says what signing in saves.
  const signedIn = useMemberSession().session !== null;
  const signInHref = widgetHref('/sign-in', code, { return_to: `${pathname}${search}` });
  return (
    <li className={plan.available ? 'plan' : 'plan plan-sold-out'}>
      <div className="plan-info">
        <h3 className="plan-name">{title ?? plan.room_plan_name}</h3>
        <p className="badges">
          <span className="badge">{t(`meals.${plan.meals}`)}</span>
          {plan.members_only ? <span className="badge badge-members">{t('plan.members_only')}</span> : null}
          {plan.minimum_nights > 1 ? <span className="badge">{t('plan.minimum_nights', { count: plan.minimum_nights })}</span> : null}
        </p>
        {plan.promotion ? (
          <p className="plan-card-offer">
            <span className="badge badge-offer">{t('plan.promotion')}</span> {plan.promotion.name}
          </p>
        ) : null}
        {plan.payment_promotion && cardOffer ? (
          <p className="plan-card-offer">
            <span className="badge badge-offer">{t('plan.card_offer')}</span> {cardOffer}
          </p>
        ) : null}
        {plan.card_offer ? (
          <p className="plan-card-offer">
            {plan.payment_promotion && cardOffer ? null : <span className="badge badge-offer">{t('plan.card_offer')}</span>}{' '}
            {t('plan.card_offer_price', {
              name: plan.card_offer.name,
              amount: formatMoney(plan.card_offer.total_price, prices.currency_iso, i18n.language),
            })}
          </p>
        ) : null}
        <button type="button" className="link-button" onClick={() => setDetails(true)}>
          {t('plan.details_and_policy')}
        </button>
      </div>
      <div className="plan-price">
        {plan.promotion ? (
          <p className="price-before">
            {t('plan.usual_price', { amount: formatMoney(plan.promotion.price_before, prices.currency_iso, i18n.language) })}
          </p>
        ) : null}
        <p className="price-amount">{formatMoney(prices.total_price, prices.currency_iso, i18n.language)}</p>
        {approximate(prices.total_price, i18n.language) ? (
          <p className="price-approx">{t('currency.approx', { amount: approximate(prices.total_price, i18n.language) })}</p>
        ) : null}
        <p className="price-caption">{caption}</p>
        {plan.voucher_coupon_discount_amount ? (
          <p className="plan-voucher">
            {t('plan.voucher_pays', { amount: formatMoney(plan.voucher_coupon_discount_amount, prices.currency_iso, i18n.language) })}
          </p>
        ) : null}
        <MemberRate plan={plan} signedIn={signedIn} signInHref={signInHref} />
        {prices.nights.length > 0 ? (
          <button type="button" className="link-button" aria-expanded={breakdown} onClick={() => setBreakdown(!breakdown)}>
            {t('plan.price_details')}
          </button>
        ) : null}
        {!plan.available ? (
          <p className="plan-note">{t('plan.sold_out')}</p>
        ) : !plan.bookable && plan.booking_start_date ? (
          <p className="plan-note">
            {t('plan.bookable_from', { date: formatDate(plan.booking_start_date, i18n.language, { dateStyle: 'medium' }) })}
          </p>
        ) : plan.members_only && !signedIn ? (
          <>
            <p className="plan-members-note">
              {memberSaving > 0
                ? t('plan.members_saving', { amount: formatMoney(memberSaving, prices.currency_iso, i18n.language) })
                : t('plan.members_only_note')}
            </p>
            <Link className="button" to={signInHref}>
              {t('plan.sign_in_to_book')}
            </Link>
          </>
        ) : onChooseAgeGroups ? (
          <button type="button" className="button" onClick={onChooseAgeGroups}>
            {t('plan.choose_age_groups')}
          </button>
        ) : stay.checkin === null ? (
          <button type="button" className="button" onClick={onChooseDates}>
            {t('search.choose_dates')}
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            onClick={onBook}
            aria-label={t('plan.book_label', { plan: plan.room_plan_name })}
          >
            {t('plan.book')}
          </button>
        )}
      </div>
      {breakdown ? (
        <div className="plan-breakdown">
          <PriceBreakdown
            currency={prices.currency_iso}
            roomCount={roomCount}
            nights={prices.nights}
            withoutTax={prices.total_price_without_tax}
            tax={prices.tax}
            total={prices.total_price}
            promotion={plan.promotion ? { name: plan.promotion.name, amount: plan.promotion.price_before - prices.total_price } : null}
          />
        </div>
      ) : null}
      {details ? (
        <Suspense fallback={null}>
          <PlanDetailsDialog plan={plan} checkin={stay.checkin ?? undefined} onClose={() => setDetails(false)} />
        </Suspense>
      ) : null}
    </li>
  );
}
