import { useQuery } from '@tanstack/react-query';
import { couponDiscount } from '@yado/domain/coupons';
import { useState } from 'react';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { FormField } from '../../../components/FormField';
import { draftPlanCodes, type BookingDraft } from '../../../lib/booking-draft';
import { couponTerms } from '../../../lib/coupons';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';

/**
 * The coupon a booking carries (§5: one at a time) and what it takes off the rooms, as the server
 * will work it out; an unknown, expired or used-up code takes nothing off and says why.
 */
export function useCoupon(draft: BookingDraft | null) {
  const { code, settings } = useWidget();
  const couponCode = draft?.couponCode;
  const terms = useQuery({
    queryKey: ['coupon', code, couponCode, draftPlanCodes(draft)],
    queryFn: () => couponTerms(code, couponCode ?? '', draftPlanCodes(draft)),
    enabled: Boolean(couponCode),
    retry: false,
    staleTime: 60_000,
  });
  if (!draft || !couponCode || !terms.data) return { terms: terms.data ?? null, discount: 0, error: couponCode ? terms.error : null };
  // The rooms share their dates: the stay's nights summed over rooms discount as each room's would.
  const rooms = [
    { nights: draft.price.nights.map((n) => ({ date: n.date, amount: n.price_without_tax })), total_price: draft.price.total },
  ];
  return { terms: terms.data, discount: couponDiscount(terms.data, rooms, settings.init_settings.tax_rate_percent), error: null };
}

export function CouponField({
  draft,
  coupon,
  onApply,
}: {
  draft: BookingDraft;
  coupon: ReturnType<typeof useCoupon>;
  onApply: (code: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState(draft.couponCode ?? '');
  const [missing, setMissing] = useState(false);
  return (
    <section className="panel coupon-field" aria-labelledby="coupon-title">
      <h2 id="coupon-title">{t('payment.coupon_title')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const code = typed.trim();
          setMissing(code === '');
          if (code) onApply(code);
        }}
      >
        <FormField
          label={t('payment.coupon_code')}
          hint={t('payment.coupon_one')}
          value={typed}
          autoComplete="off"
          error={missing ? 'validation.required' : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="actions">
          <button type="submit" className="button">
            {t('payment.coupon_apply')}
          </button>
          {draft.couponCode ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setTyped('');
                onApply(undefined);
              }}
            >
              {t('payment.coupon_remove')}
            </button>
          ) : null}
        </div>
      </form>
      {coupon.error ? <ErrorMessage error={coupon.error} /> : null}
      {coupon.terms && coupon.discount > 0 ? (
        <p className="coupon-applied" role="status">
          {t('payment.coupon_applied', {
            name: coupon.terms.name,
            amount: formatMoney(coupon.discount, draft.price.currency, i18n.language),
          })}
        </p>
      ) : null}
    </section>
  );
}
