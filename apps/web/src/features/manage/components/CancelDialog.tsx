import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Modal } from '../../../components/Modal';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import type { Reservation } from '../../../lib/reservation';
import { cancelReservation } from '../api/cancel-reservation';
import { ERROR_CODES } from '../../../lib/error-codes';

const REASONS = ['plans_changed', 'found_other_accommodation', 'booked_by_mistake', 'other'] as const;

/** Asks once more before cancelling, with the fee it will cost now. */
export function CancelDialog({
  reservation,
  email,
  onCancelled,
  onFeeChanged,
}: {
  reservation: Reservation;
  email: string;
  onCancelled: (r: Reservation) => void;
  onFeeChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>(REASONS[0]);
  const [details, setDetails] = useState('');
  const fee = reservation.cancellation.fee;
  const refund = reservation.cancellation.card_refund;
  const cancel = useMutation({
    mutationFn: cancelReservation,
    onSuccess: (cancelled) => {
      setOpen(false);
      onCancelled(cancelled);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ERROR_CODES.cancellation_fee_changed) onFeeChanged();
    },
  });
  return (
    <>
      <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
        {t('manage.cancel')}
      </button>
      <Modal title={t('manage.cancel_title')} open={open} onClose={() => setOpen(false)}>
        <p className="cancel-fee">
          {fee > 0
            ? t('manage.fee_now', {
                fee: formatMoney(fee, reservation.currency, i18n.language),
                percentage: reservation.cancellation.percentage_of_cost,
              })
            : t('manage.free_now')}
        </p>
        {fee > 0 && reservation.cancellation.fee_charged ? (
          <p>
            {t('manage.fee_charged', {
              amount: formatMoney(
                reservation.cancellation.fee_charged.cents,
                reservation.cancellation.fee_charged.currency_iso,
                i18n.language,
              ),
            })}
          </p>
        ) : null}
        {refund && refund.cents > 0 ? (
          <p>{t('manage.refund_note', { amount: formatMoney(refund.cents, refund.currency_iso, i18n.language) })}</p>
        ) : null}
        {cancel.isError ? <ErrorMessage error={cancel.error} /> : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            cancel.mutate({ number: reservation.reservation_number, email, reason, details, cancellation_fee_displayed: fee });
          }}
        >
          <label className="form-field">
            <span>{t('manage.reason')}</span>
            <select value={reason} onChange={(e) => setReason(e.target.value)}>
              {REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`manage.reasons.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="form-field">
            <span>
              {t('manage.details')} <span className="optional-mark">{t('form.optional')}</span>
            </span>
            <textarea rows={3} maxLength={1000} value={details} onChange={(e) => setDetails(e.target.value)} />
          </label>
          <div className="actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('manage.keep')}
            </button>
            <button type="submit" className="button button-danger" disabled={cancel.isPending}>
              {t('manage.confirm_cancel')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
