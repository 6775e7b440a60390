import { useTranslation } from '../../../lib/i18n';
import { CancellationPolicy } from '../../../components/CancellationPolicy';
import { PriceBreakdown } from '../../../components/PriceBreakdown';
import { StayDates } from '../../../components/StayDates';
import type { BookingDraft } from '../../../lib/booking-draft';
import { extrasTotal } from '../../../lib/extras';
import { formatWeekdayDate } from '../../../lib/format';
import { partySummary } from '../../../lib/party-summary';
import { useWidget } from '../../../lib/widget-settings';
import { planWithMeals } from '../../../lib/plan-label';

/** What the payment step has taken off the stay so far, each already known to the server's rules. */
export interface SummaryDiscounts {
  coupon: { code: string; amount: number } | null;
  voucher: { number: string; amount: number } | null;
  points: { count: number; amount: number } | null;
}

/** The stay being booked, beside the guest form and the payment step. */
export function BookingSummary({
  draft,
  showPolicy = false,
  discounts = null,
}: {
  draft: BookingDraft;
  showPolicy?: boolean;
  discounts?: SummaryDiscounts | null;
}) {
  const { t, i18n } = useTranslation();
  const { settings } = useWidget();
  const discounted = (discounts?.coupon?.amount ?? 0) + (discounts?.voucher?.amount ?? 0) + (discounts?.points?.amount ?? 0);
  return (
    <aside className="panel booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">{t('booking.summary')}</h2>
      <p className="summary-hotel">{settings.init_settings.hotel_name}</p>
      <p>
        {draft.checkin === draft.checkout ? (
          `${formatWeekdayDate(draft.checkin, i18n.language)} · ${t('search.day_use')}`
        ) : (
          <StayDates checkin={draft.checkin} checkout={draft.checkout} />
        )}
      </p>
      <p>
        <strong>{draft.roomTypeName}</strong>
        <br />
        {planWithMeals(t, draft.planName, draft.meals)}
        <br />
        {partySummary(t, draft.rooms)}
      </p>
      <PriceBreakdown
        currency={draft.price.currency}
        roomCount={draft.rooms.length}
        nights={draft.price.nights}
        withoutTax={draft.price.withoutTax}
        tax={draft.price.tax}
        total={draft.price.total + extrasTotal(draft.extras) - discounted}
        extras={draft.extras}
        promotion={draft.promotion ? { name: draft.promotion.name, amount: draft.promotion.priceBefore - draft.price.total } : null}
        {...discounts}
      />
      {showPolicy ? (
        <>
          <h3>{t('policy.title')}</h3>
          <CancellationPolicy code={draft.hotelCode} policyId={draft.cancellationPolicyId} checkin={draft.checkin} />
        </>
      ) : null}
    </aside>
  );
}
