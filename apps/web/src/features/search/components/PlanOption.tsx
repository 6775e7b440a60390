import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceBreakdown } from '../../../components/PriceBreakdown';
import { formatMoney } from '../../../lib/format';
import type { RoomPlanResult } from '../api/get-rooms';

// Loaded when a guest first opens plan details, not with the results.
const PlanDetailsDialog = lazy(async () => ({ default: (await import('./PlanDetailsDialog')).PlanDetailsDialog }));

interface Props {
  plan: RoomPlanResult;
  nights: number;
  roomCount: number;
  checkin: string;
  onBook: () => void;
}

/** One plan of a room: meals, badges, the stay's total with its breakdown, details and booking. */
export function PlanOption({ plan, nights, roomCount, checkin, onBook }: Props) {
  const { t, i18n } = useTranslation();
  const [details, setDetails] = useState(false);
  const [breakdown, setBreakdown] = useState(false);
  const { prices } = plan;
  return (
    <li className="plan">
      <div className="plan-info">
        <h4 className="plan-name">{plan.room_plan_name}</h4>
        <p className="badges">
          <span className="badge">{t(`meals.${plan.meals}`)}</span>
          {plan.members_only ? <span className="badge badge-members">{t('plan.members_only')}</span> : null}
          {plan.minimum_nights > 1 ? <span className="badge">{t('plan.minimum_nights', { count: plan.minimum_nights })}</span> : null}
        </p>
        <button type="button" className="link-button" onClick={() => setDetails(true)}>
          {t('plan.details_and_policy')}
        </button>
      </div>
      <div className="plan-price">
        <p className="price-amount">{formatMoney(prices.total_price, prices.currency_iso, i18n.language)}</p>
        <p className="price-caption">
          {t('plan.price_caption', { nights: t('common.nights', { count: nights }), rooms: t('common.rooms', { count: roomCount }) })}
        </p>
        <button type="button" className="link-button" aria-expanded={breakdown} onClick={() => setBreakdown(!breakdown)}>
          {t('plan.price_details')}
        </button>
        {plan.members_only ? (
          <p className="plan-members-note">{t('plan.members_only_note')}</p>
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
          />
        </div>
      ) : null}
      {details ? (
        <Suspense fallback={null}>
          <PlanDetailsDialog plan={plan} checkin={checkin} onClose={() => setDetails(false)} />
        </Suspense>
      ) : null}
    </li>
  );
}
