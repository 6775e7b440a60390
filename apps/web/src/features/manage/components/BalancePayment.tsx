import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { Reservation } from '../../../lib/reservation';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { askBalancePayment } from '../api/balance-payment';

/**
 * A stay paid in full by card that has grown since leaves a rest: the guest may pay it at the
 * hotel, or online now on the payment link page (§4).
 */
export function BalancePayment({ reservation, email }: { reservation: Reservation; email: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { code } = useWidget();
  const ask = useMutation({
    mutationFn: () => askBalancePayment(reservation.reservation_number, email),
    onSuccess: (paymentNumber) => navigate(widgetHref(`/payments/${paymentNumber}`, code)),
  });
  if (!reservation.balance_payable_online) return null;
  const amount = formatMoney(reservation.due_at_hotel, reservation.currency, i18n.language);
  return (
    <div className="alert alert-info balance-payment">
      <p>{t('manage.balance_due', { amount })}</p>
      {ask.isError ? <ErrorMessage error={ask.error} /> : null}
      <button type="button" className="button button-primary" disabled={ask.isPending} onClick={() => ask.mutate()}>
        {t('manage.pay_balance', { amount })}
      </button>
    </div>
  );
}
