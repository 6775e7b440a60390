import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import type { Reservation } from '../lib/reservation';
import { useWidget } from '../lib/widget-settings';
import { widgetHref } from '../lib/widget-url';

/**
 * The way to a printable receipt, when something was paid online and not all of it refunded. The
 * receipt page finds the reservation's credentials kept for this tab, not in its address.
 */
export function ReceiptLink({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const { code } = useWidget();
  const { payment } = reservation;
  if (!payment || payment.status !== 'captured' || payment.amount <= payment.refunded_amount) return null;
  return (
    <p>
      <Link to={widgetHref(`/reservation/receipt/${reservation.reservation_number}`, code)}>{t('receipt.link')}</Link>
    </p>
  );
}
