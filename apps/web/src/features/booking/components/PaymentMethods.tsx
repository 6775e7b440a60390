import { useTranslation } from '../../../lib/i18n';
import { isCardPayment } from '@yado/domain/payments';
import { CardEntry, type CardEntryProps } from './CardEntry';

interface Props {
  types: string[];
  chosen: string;
  onChoose: (type: string) => void;
  card: CardEntryProps;
}

/** The ways this plan can be paid; the card's fields open under the card choice. */
export function PaymentMethods({ types, chosen, onChoose, card }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="payment-methods">
      <legend>{t('payment.method')}</legend>
      {types.map((type) => (
        <div key={type} className="payment-method">
          <label className="radio-card">
            <input type="radio" name="payment" value={type} checked={chosen === type} onChange={() => onChoose(type)} />
            <span>
              <strong>{t(`payment.types.${type}`)}</strong>
              <br />
              <span className="field-hint">{t(`payment.descriptions.${type}`)}</span>
            </span>
          </label>
          {isCardPayment(type) && chosen === type ? <CardEntry {...card} /> : null}
        </div>
      ))}
    </fieldset>
  );
}
