import { useTranslation } from '../../../lib/i18n';
import { AddExtrasDialog } from './AddExtrasDialog';
import { BalancePayment } from './BalancePayment';
import { blockedReasonCode } from './blocked-reason';
import { CancelDialog } from './CancelDialog';
import { ChangeStayDialog } from './ChangeStayDialog';
import { EditGuestDialog } from './EditGuestDialog';
import type { ManageProps } from './manage-props';

const CANCEL_BLOCKS: string[] = [
  'changed_by_hotel',
  'corporate_sign_in_required',
  'other_organization',
  'member_sign_in_required',
  'other_account',
  'sign_out_required',
];

/**
 * Manage booking (§2): edit guest details, change dates or rooms, or cancel — each offered only
 * when the update setting allows it, and otherwise the reason said plainly with the hotel's phone.
 */
export function ManageActions({ reservation, email, onChanged, onStale }: ManageProps) {
  const { t } = useTranslation();
  if (reservation.status === 'cancelled') return null;
  const setting = reservation.update_setting;
  const { reason } = setting;
  const phone = reservation.hotel.phone;
  // Cancelling asks for the same sign-in as changing, and ends with a staff change (§4, §6).
  const cancelBlocked = setting.reason !== null && CANCEL_BLOCKS.includes(setting.reason);
  const cancellable = reservation.cancellation.can_cancel_online && !cancelBlocked;
  return (
    <section className="manage-actions" aria-labelledby="manage-actions-heading">
      <h2 id="manage-actions-heading">{t('manage.change_title')}</h2>
      <BalancePayment reservation={reservation} email={email} />
      {reason ? (
        <p className="alert alert-info" role="status">
          {t(`errors.${blockedReasonCode(reason)}`)} {t('manage.hotel_phone', { phone })}
        </p>
      ) : null}
      <div className="actions">
        {setting.updatable ? (
          <>
            <EditGuestDialog reservation={reservation} email={email} onChanged={onChanged} onStale={onStale} />
            <ChangeStayDialog reservation={reservation} email={email} onChanged={onChanged} onStale={onStale} />
            <AddExtrasDialog reservation={reservation} email={email} onChanged={onChanged} onStale={onStale} />
          </>
        ) : null}
        {cancellable ? <CancelDialog reservation={reservation} email={email} onCancelled={onChanged} onFeeChanged={onStale} /> : null}
      </div>
      {!reservation.cancellation.can_cancel_online && !cancelBlocked ? (
        <p className="alert alert-info">{t('errors.CANCELLATION_NOT_ONLINE_PHONE', { phone })}</p>
      ) : null}
    </section>
  );
}
