import { useTranslation } from '../lib/i18n';
import { formatCount, formatDate, formatMoney } from '../lib/format';

export interface PriceBreakdownProps {
  currency: string;
  roomCount: number;
  nights: Array<{ date: string; price_without_tax: number }>;
  withoutTax: number;
  tax: number;
  total: number;
  /** Extras added to the stay, each with tax, already in the total. */
  extras?: Array<{ name: string; quantity: number; total_price: number }>;
  /** A promotion and what it took off, already in the nights and the total (ADR 0047). */
  promotion?: { name: string; amount: number } | null;
  /** A coupon's code and what it took off the total shown (ADR 0044). */
  coupon?: { code: string; amount: number } | null;
  /** A voucher's number and what it paid of the total shown (ADR 0046). */
  voucher?: { number: string; amount: number } | null;
  /** Points a member spent, and what they took off the total shown (ADR 0042). */
  points?: { count: number; amount: number } | null;
}

/** Each night's rate for all rooms booked, then tax, any extras and the total. */
export function PriceBreakdown({
  currency,
  roomCount,
  nights,
  withoutTax,
  tax,
  total,
  extras = [],
  promotion = null,
  coupon = null,
  voucher = null,
  points = null,
}: PriceBreakdownProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  return (
    <dl className="price-breakdown">
      {nights.map((night) => (
        <div key={night.date} className="price-line">
          <dt>
            {formatDate(night.date, i18n.language, { month: 'short', day: 'numeric', weekday: 'short' })}
            {roomCount > 1 ? ` × ${t('common.rooms', { count: roomCount })}` : ''}
          </dt>
          <dd>{money(night.price_without_tax)}</dd>
        </div>
      ))}
      <div className="price-line">
        <dt>{t('price.subtotal')}</dt>
        <dd>{money(withoutTax)}</dd>
      </div>
      <div className="price-line">
        <dt>{t('price.tax')}</dt>
        <dd>{money(tax)}</dd>
      </div>
      {extras.map((extra, index) => (
        <div key={index} className="price-line">
          <dt>
            {extra.name} × {extra.quantity}
          </dt>
          <dd>{money(extra.total_price)}</dd>
        </div>
      ))}
      {promotion && promotion.amount > 0 ? (
        <div className="price-line price-promotion">
          <dt>{t('price.promotion', { name: promotion.name })}</dt>
          <dd>{t('price.included', { amount: money(-promotion.amount) })}</dd>
        </div>
      ) : null}
      {coupon ? (
        <div className="price-line">
          <dt>{t('price.coupon', { code: coupon.code })}</dt>
          <dd>{money(-coupon.amount)}</dd>
        </div>
      ) : null}
      {voucher ? (
        <div className="price-line">
          <dt>{t('price.voucher', { number: voucher.number })}</dt>
          <dd>{money(-voucher.amount)}</dd>
        </div>
      ) : null}
      {points ? (
        <div className="price-line">
          <dt>{t('price.points', { points: formatCount(points.count, i18n.language) })}</dt>
          <dd>{money(-points.amount)}</dd>
        </div>
      ) : null}
      <div className="price-line price-total">
        <dt>{t('price.total')}</dt>
        <dd>{money(total)}</dd>
      </div>
    </dl>
  );
}
