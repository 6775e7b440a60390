import type { ReceiptBreakdown } from '@yado/domain/receipts';
import { formatCount, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** A stay's receipt lines: its price before discounts, each discount that applied, a flight package's flights, and the amount paid. */
export function ReceiptLines({ breakdown }: { breakdown: ReceiptBreakdown }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, breakdown.currency_iso, i18n.language);
  const label = (line: ReceiptBreakdown['discounts'][number]) => {
    const reference = line.reference ?? '';
    switch (line.kind) {
      case 'promotion':
        return t('price.promotion', { name: reference });
      case 'coupon':
        return t('price.coupon', { code: reference });
      case 'voucher':
        return t('price.voucher', { number: reference });
      case 'points':
        return t('price.points', { points: formatCount(line.points ?? 0, i18n.language) });
    }
  };
  return (
    <dl className="price-breakdown receipt-lines">
      <div className="price-line">
        <dt>{t('receipt.price_before_discounts')}</dt>
        <dd>{money(breakdown.price_before_discounts)}</dd>
      </div>
      {breakdown.discounts.map((line) => (
        <div key={line.kind} className="price-line">
          <dt>{label(line)}</dt>
          <dd>{money(-line.cents)}</dd>
        </div>
      ))}
      {breakdown.flights === null ? null : (
        <div className="price-line">
          <dt>{t('package.flights_title')}</dt>
          <dd>{money(breakdown.flights)}</dd>
        </div>
      )}
      <div className="price-line price-total">
        <dt>{t('receipt.amount_paid')}</dt>
        <dd>{money(breakdown.amount_paid)}</dd>
      </div>
    </dl>
  );
}
