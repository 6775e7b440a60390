import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import type { Reservation } from '../lib/reservation';
import { useWidget } from '../lib/widget-settings';
import { widgetHref } from '../lib/widget-url';

/** The way to a printable receipt, when something was paid online and not all of it refunded. */
export function ReceiptLink({
  reservation,
  credentials,
}: {
  reservation: Reservation;
  credentials: { email?: string; bypass_token?: string };
}) {
  const { t } = useTranslation();
  const { code } = useWidget();
  const { payment } = reservation;
  if (!payment || payment.status !== 'captured' || payment.amount <= payment.refunded_amount) return null;
  const query = Object.fromEntries(Object.entries(credentials).filter(([, value]) => value)) as Record<string, string>;
  return (
    <p>
      <Link to={widgetHref(`/reservation/receipt/${reservation.reservation_number}`, code, query)}>{t('receipt.link')}</Link>
    </p>
  );
}
