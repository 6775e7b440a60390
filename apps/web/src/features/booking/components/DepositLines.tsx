import { useTranslation } from '../../../lib/i18n';
import { cardCharge } from '@yado/domain/payments';
import { formatMoney } from '../../../lib/format';

/** A deposit payment: what the card pays now and what is left to pay at the hotel. */
export function DepositLines({ total, currency, percentage }: { total: number; currency: string; percentage: number }) {
  const { t, i18n } = useTranslation();
  const now = cardCharge('credit_card_deposit', total, percentage).amount;
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  return (
    <dl className="deposit-lines">
      <div>
        <dt>{t('payment.deposit_now', { percentage })}</dt>
        <dd>{money(now)}</dd>
      </div>
      <div>
        <dt>{t('payment.remain_at_hotel')}</dt>
        <dd>{money(total - now)}</dd>
      </div>
    </dl>
  );
}
