import { useTranslation } from '../../../lib/i18n';
import { CurrencyChooser } from '../../../components/CurrencyChooser';
import { convertAt, useExchangeRate } from '../../../lib/display-currency';
import { formatMoney } from '../../../lib/format';
import { toBcp47 } from '@yado/domain/money';
import type { PaymentCurrency } from '../use-payment-currency';

/**
 * The payment step's currency (§2, §4): the currency button where the hotel shows other currencies,
 * and, once the guest has chosen one, the offer to have the card pay in it. Paying in another
 * currency is the cardholder's own choice (card-scheme rules for currency conversion): never
 * ticked for them, with the amount, the rate, its mark-up and what a later cancellation is
 * charged in told before they choose.
 */
export function PaymentCurrencyChoice({ payIn, amount }: { payIn: PaymentCurrency; amount: { cents: number; currency: string } | null }) {
  const { t, i18n } = useTranslation();
  const rate = useExchangeRate();
  const language = i18n.language;
  return (
    <div className="payment-currency">
      <CurrencyChooser />
      {payIn.offered && rate && amount ? (
        <div className="currency-offer">
          <p>
            {t('payment.pay_in_currency_rate', {
              base: rate.base,
              code: rate.currency,
              rate: new Intl.NumberFormat(toBcp47(language), { maximumSignificantDigits: 6 }).format(rate.rate),
              taken: new Intl.DateTimeFormat(toBcp47(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(rate.taken_at),
              ),
            })}
          </p>
          <p className="field-hint">
            {t('payment.pay_in_currency_hint', { code: rate.currency, hotelAmount: formatMoney(amount.cents, amount.currency, language) })}
          </p>
          <div className="checkbox-field">
            <input
              id="pay-in-currency"
              type="checkbox"
              checked={payIn.exchange !== null}
              onChange={(e) => payIn.choose(e.target.checked)}
            />
            <label htmlFor="pay-in-currency">
              {t('payment.pay_in_currency', {
                code: rate.currency,
                amount: formatMoney(convertAt(amount.cents, rate), rate.currency, language),
              })}
            </label>
          </div>
        </div>
      ) : null}
    </div>
  );
}
