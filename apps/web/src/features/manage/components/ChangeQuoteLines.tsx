import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/format';
import type { ChangeQuote } from '@yado/domain/stay-change';

/**
 * The money of a change: what it was, what it will be, the difference and the fee for what is given
 * up; for a stay paid online, the refund to the card and what is due at the hotel.
 */
export function ChangeQuoteLines({ quote }: { quote: ChangeQuote }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number, signed = false) => formatMoney(cents, quote.currency, i18n.language, { signed });
  // A stay paid online: what goes back to the card, and what is then left for the hotel (ADR 0022).
  const settlement = quote.card_settlement;
  return (
    <dl className="facts change-quote-lines">
      <div>
        <dt>{t('manage.previous_total')}</dt>
        <dd>{money(quote.previous_total)}</dd>
      </div>
      <div>
        <dt>{t('manage.change_fee')}</dt>
        <dd>
          {quote.change_fee > 0
            ? t('manage.change_fee_detail', {
                fee: money(quote.change_fee),
                percentage: quote.fee_percentage,
                given_up: money(quote.given_up),
              })
            : t('manage.no_change_fee')}
        </dd>
      </div>
      <div>
        <dt>{t('manage.new_total')}</dt>
        <dd>
          <strong>{money(quote.total_price)}</strong>
        </dd>
      </div>
      <div>
        <dt>{t('manage.difference')}</dt>
        <dd>
          <bdi>{money(quote.difference, true)}</bdi>
        </dd>
      </div>
      {settlement && settlement.refund > 0 ? (
        <div>
          <dt>{t('manage.card_refund')}</dt>
          <dd>{formatMoney(settlement.refund, settlement.refund_currency, i18n.language)}</dd>
        </div>
      ) : null}
      {settlement && settlement.due_at_hotel > 0 ? (
        <div>
          <dt>{t('manage.due_at_hotel')}</dt>
          <dd>{money(settlement.due_at_hotel)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
