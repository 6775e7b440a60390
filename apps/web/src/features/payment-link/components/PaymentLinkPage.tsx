import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useParams } from 'react-router';
import { PAYMENT_LINK_HOLD_MINUTES, PAYMENT_LINK_RELOAD_AFTER_MINUTES } from '@yado/domain/payments';
import { CardFields, type CardFieldsHandle } from '../../../components/CardFields';
import { ChallengeFrame } from '../../../components/ChallengeFrame';
import { challengeViewOf } from '../../../components/challenge-view';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { deviceId } from '../../../lib/device';
import { formatMoney } from '../../../lib/format';
import { useWidget } from '../../../lib/widget-settings';
import { holdPaymentLink, payPaymentLink, paymentLinkQuery, type PaymentLink } from '../api/payment-link';
import { LinkStatus } from './LinkStatus';
import '../payment-link.css';

/** Hold refusals after which the page shows the link as it stands. */
const NOT_HELD = new Set(['PAYMENT_PROCESSING', 'PAYMENT_ALREADY_PAID', 'PAYMENT_LINK_CLOSED']);

/**
 * payments/{paymentNumber} (§2, §4): an amount the hotel asks the guest to pay. Opening it holds it
 * for this device; the card goes to the gateway's fields; 3-D Secure opens in a frame below.
 */
export function PaymentLinkPage() {
  const { t, i18n } = useTranslation();
  const { number = '' } = useParams();
  const { settings } = useWidget();
  const queryClient = useQueryClient();
  const device = deviceId();
  const fields = useRef<CardFieldsHandle>(null);
  const [loadedAt] = useState(() => Date.now());
  const [stale, setStale] = useState(false);
  const [paidNow, setPaidNow] = useState(false);
  const query = paymentLinkQuery(number, device, i18n.language);
  const holdKey = [...query.queryKey, 'hold'];
  // Opening the page holds the link for this device (again on return to the tab, which extends the hold).
  const hold = useQuery({ queryKey: holdKey, queryFn: () => holdPaymentLink(number, device), retry: false });
  // Held by another device, paid or closed: the page shows the link as it stands instead.
  const heldElsewhere = hold.error instanceof ApiError && NOT_HELD.has(String(hold.error.code));
  const watched = useQuery({
    ...query,
    enabled: hold.data?.state === 'challenge' || heldElsewhere,
    refetchInterval: (q) => (q.state.data?.state === 'challenge' ? 2000 : false),
  });
  const link: PaymentLink | undefined =
    hold.data && hold.data.state !== 'challenge' && !hold.isError ? hold.data : (watched.data ?? hold.data);
  // Paid on this visit (at once, or after the bank's check we watched), or found paid already.
  const paidHere = paidNow || (hold.data?.state === 'challenge' && link?.state === 'paid');

  // §9: a page open for an hour asks to be reloaded before it takes a payment.
  useEffect(() => {
    const timer = setInterval(() => setStale(Date.now() - loadedAt > PAYMENT_LINK_RELOAD_AFTER_MINUTES * 60_000), 30_000);
    return () => clearInterval(timer);
  }, [loadedAt]);

  const pay = useMutation({
    mutationFn: async () => {
      const card = await fields.current?.tokenize().catch(() => null);
      return card ? payPaymentLink(number, device, card.token) : null;
    },
    onSuccess: (result) => {
      if (!result) return;
      if (result.state === 'paid') setPaidNow(true);
      queryClient.setQueryData(holdKey, result);
      queryClient.setQueryData(query.queryKey, result);
    },
  });

  if (hold.isPending || (heldElsewhere && watched.isPending)) return <Spinner label={t('common.loading')} />;
  if (!link) return <LinkStatus title={t('paylink.not_found_title')} message={t('paylink.not_found')} />;
  if (link.state === 'processing')
    return (
      <LinkStatus
        title={t('paylink.processing_title')}
        message={t('paylink.processing', { count: link.retry_after_minutes ?? PAYMENT_LINK_HOLD_MINUTES })}
        action={{ label: t('paylink.try_again'), onClick: () => void Promise.all([hold.refetch(), watched.refetch()]) }}
      />
    );
  const amount = formatMoney(link.amount.cents, link.amount.currency_iso, i18n.language);
  const challenge = challengeViewOf(link);
  if (link.state === 'paid')
    return (
      <LinkStatus
        title={paidHere ? t('paylink.paid_title') : t('paylink.already_paid_title')}
        message={paidHere ? t('paylink.paid', { amount, hotel: link.hotel.name }) : t('paylink.already_paid')}
        tone="success"
      />
    );
  if (link.state === 'refunded') return <LinkStatus title={t('paylink.refunded_title')} message={t('paylink.refunded')} />;
  if (link.state === 'cancelled') return <LinkStatus title={t('paylink.cancelled_title')} message={t('paylink.cancelled')} />;

  return (
    <section className="panel payment-link">
      <h1>{t('paylink.title', { hotel: link.hotel.name })}</h1>
      <p className="payment-link-description">{link.description}</p>
      <p className="payment-link-amount">{amount}</p>
      {link.state === 'failed' && link.error_code ? (
        <p className="alert alert-error" role="alert">
          {i18n.exists(`errors.${link.error_code}`) ? t(`errors.${link.error_code}`) : t('errors.3002')}
        </p>
      ) : null}
      {pay.isError ? <ErrorMessage error={pay.error} /> : null}
      {link.state === 'challenge' && challenge ? (
        <>
          <p className="alert alert-info" role="status">
            {t('pending.lead', { amount })}
          </p>
          <ChallengeFrame view={challenge} onFinished={() => void watched.refetch()} />
        </>
      ) : stale ? (
        <div className="alert alert-warning" role="alert">
          <p>{t('paylink.reload')}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('paylink.reload_button')}
          </button>
        </div>
      ) : (
        <>
          <CardFields
            ref={fields}
            url={settings.payment_gateway_setting.card_fields_url}
            acceptedBrands={settings.payment_gateway_setting.accepted_card_brands}
            onSubmit={() => pay.mutate()}
          />
          <p className="field-hint">{t('card.secure_note')}</p>
          <div className="actions">
            <button type="button" className="button button-primary button-large" disabled={pay.isPending} onClick={() => pay.mutate()}>
              {pay.isPending ? t('paylink.paying') : t('paylink.pay', { amount })}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
