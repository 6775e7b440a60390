import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { cardCharge, isCardPayment, isDepositPayment, paymentCharge } from '@yado/domain/payments';
import { formatMoney } from '../../../lib/format';
import { CardEntry, type CardEntryProps } from './CardEntry';

/** What this booking costs, for each choice to say what it charges and when. */
export interface PaymentAmounts {
  total: number;
  currency: string;
  depositPercentage: number | null;
  /** What the chosen card pays in the guest's own currency, when the guest chose to. */
  chargedInGuestCurrency: { cents: number; currency: string } | null;
}

interface Props {
  types: string[];
  chosen: string;
  onChoose: (type: string) => void;
  card: CardEntryProps;
  amounts: PaymentAmounts;
}

/**
 * The ways this plan can be paid, each saying how much is charged, when, and what cancelling does
 * with it; the card's fields open under the card choice.
 */
export function PaymentMethods({ types, chosen, onChoose, card, amounts }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const money = (cents: number, currency = amounts.currency) => formatMoney(cents, currency, i18n.language);
  const amountsFor = (type: string) => {
    if (isDepositPayment(type)) {
      const deposit = cardCharge(type, amounts.total, amounts.depositPercentage).amount;
      return { deposit: money(deposit), rest: money(amounts.total - deposit) };
    }
    const inGuestCurrency = isCardPayment(type) && type === chosen ? amounts.chargedInGuestCurrency : null;
    return { amount: inGuestCurrency ? money(inGuestCurrency.cents, inGuestCurrency.currency) : money(amounts.total) };
  };
  return (
    <fieldset className="payment-methods">
      <legend>{t('payment.method')}</legend>
      {types.map((type) => (
        <div key={type} className="payment-method">
          <label className="radio-card">
            <input
              type="radio"
              name="payment"
              value={type}
              checked={chosen === type}
              onChange={() => onChoose(type)}
              aria-labelledby={`${id}-${type}`}
              aria-describedby={`${id}-${type}-terms`}
            />
            <span>
              <strong id={`${id}-${type}`}>{t(`payment.types.${type}`)}</strong>
              <span id={`${id}-${type}-terms`} className="payment-terms">
                <span className="field-hint">{t(`payment.descriptions.${type}`, amountsFor(type))}</span>
                <span className="field-hint">{t(`payment.cancelling.${paymentCharge(type)}`)}</span>
              </span>
            </span>
          </label>
          {isCardPayment(type) && chosen === type ? <CardEntry {...card} /> : null}
        </div>
      ))}
    </fieldset>
  );
}
