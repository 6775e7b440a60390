import { useTranslation } from '../../../lib/i18n';
import { CurrencyChooser } from '../../../components/CurrencyChooser';
import { useExchangeRate } from '../../../lib/display-currency';
import type { PaymentCurrency } from '../use-payment-currency';

/**
 * The payment step's currency (§2, §4): the currency button where the hotel shows other currencies,
 * and, once the guest has chosen one, whether the card pays in it (on by default) or in the hotel's.
 */
export function PaymentCurrencyChoice({ payIn }: { payIn: PaymentCurrency }) {
  const { t } = useTranslation();
  const rate = useExchangeRate();
  return (
    <div className="payment-currency">
      <CurrencyChooser />
      {payIn.offered && rate ? (
        <>
          <div className="checkbox-field">
            <input
              id="pay-in-currency"
              type="checkbox"
              checked={payIn.exchange !== null}
              onChange={(e) => payIn.choose(e.target.checked)}
            />
            <label htmlFor="pay-in-currency">{t('payment.pay_in_currency', { code: rate.currency })}</label>
          </div>
          <p className="field-hint">{t('payment.pay_in_currency_hint')}</p>
        </>
      ) : null}
    </div>
  );
}
