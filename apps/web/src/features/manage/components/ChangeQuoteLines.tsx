import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import type { ChangeQuote } from '@yado/domain/stay-change';

/** The money of a change: what it was, what it will be, the difference and the fee for what is given up. */
export function ChangeQuoteLines({ quote }: { quote: ChangeQuote }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number, signed = false) => formatMoney(cents, quote.currency, i18n.language, { signed });
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
    </dl>
  );
}
