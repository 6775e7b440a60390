import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toBcp47 } from '@yado/domain/money';
import type { BookingDraft } from '../../../lib/booking-draft';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { restoredDraftQuery } from '../../../lib/temporary-storage';

/** Whether a hold has ended, turning true at its end while the page is open. */
function useEnded(expiresAt: string | undefined): boolean {
  const end = expiresAt ? Date.parse(expiresAt) : NaN;
  const [ended, setEnded] = useState(() => Number.isFinite(end) && Date.now() >= end);
  useEffect(() => {
    if (!Number.isFinite(end) || ended) return;
    const timer = window.setTimeout(() => setEnded(true), Math.max(0, end - Date.now()));
    return () => window.clearTimeout(timer);
  }, [end, ended]);
  return ended;
}

/**
 * The price held while the guest pays in advance (ADR 0060): until when, and for how much; once the
 * hold has ended, that it has and what the hotel asks now, before anything is charged.
 */
export function HeldPrice({ draft }: { draft: BookingDraft }) {
  const { t, i18n } = useTranslation();
  const hold = draft.priceHold;
  const ended = useEnded(hold?.expiresAt);
  const now = useQuery({ ...restoredDraftQuery(draft.storageId ?? '', i18n.language), enabled: ended && Boolean(draft.storageId) });
  if (!hold) return null;
  const time = new Intl.DateTimeFormat(toBcp47(i18n.language), { timeStyle: 'short' }).format(new Date(hold.expiresAt));
  const money = (cents: number) => formatMoney(cents, hold.currency, i18n.language);
  if (!ended)
    return (
      <div className="alert alert-info held-price" role="status">
        <p>
          <strong>{t('payment.price_held', { time, total: money(hold.total) })}</strong>
        </p>
        <p>{t('payment.price_held_hint')}</p>
      </div>
    );
  const priceNow = now.data?.total_price_now ?? null;
  return (
    <div className="alert alert-warning held-price" role="alert">
      <p>
        <strong>{t('payment.hold_ended', { time, now: priceNow === null ? '…' : money(priceNow) })}</strong>
      </p>
    </div>
  );
}
