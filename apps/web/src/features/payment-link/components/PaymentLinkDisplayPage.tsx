import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { formatMoney } from '../../../lib/format';
import { paymentLinkQuery, qrCodeUrl } from '../api/payment-link';
import '../payment-link.css';

const SETTLED = new Set(['paid', 'refunded', 'cancelled']);

/**
 * payments/{paymentNumber}/display (§2): the amount and a QR code of the payment page, for a screen
 * at the front desk; the guest pays on their phone and this screen shows when it is paid.
 */
export function PaymentLinkDisplayPage() {
  const { t, i18n } = useTranslation();
  const { number = '' } = useParams();
  const link = useQuery({
    ...paymentLinkQuery(number, '', i18n.language),
    // Watched until it is paid, refunded or cancelled.
    refetchInterval: (q) => (q.state.data && SETTLED.has(q.state.data.state) ? false : 5000),
  });
  if (link.isPending) return <Spinner label={t('common.loading')} />;
  if (link.isError) return <ErrorMessage error={link.error} />;
  const { data } = link;
  const amount = formatMoney(data.amount.cents, data.amount.currency_iso, i18n.language);
  const pageUrl = `${window.location.origin}/payments/${encodeURIComponent(data.number)}?code=${encodeURIComponent(data.hotel.code)}`;
  return (
    <section className="panel payment-link payment-link-display">
      <h1>{t('paylink.title', { hotel: data.hotel.name })}</h1>
      <p className="payment-link-description">{data.description}</p>
      <p className="payment-link-amount">{amount}</p>
      {data.state === 'paid' ? (
        <p className="alert alert-success" role="status">
          {t('paylink.already_paid')}
        </p>
      ) : data.state === 'cancelled' || data.state === 'refunded' ? (
        <p className="alert alert-info" role="status">
          {t(`paylink.${data.state}`)}
        </p>
      ) : (
        <>
          <img className="payment-link-qr" src={qrCodeUrl(data.number)} alt={t('paylink.qr_alt')} width={240} height={240} />
          <p>{t('paylink.display_hint')}</p>
          <p className="payment-link-url" dir="ltr">
            {pageUrl}
          </p>
        </>
      )}
    </section>
  );
}
