import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { AddExtrasDialog } from './AddExtrasDialog';
import { BalancePayment } from './BalancePayment';
import { blockedReasonCode } from './blocked-reason';
import { CancelDialog } from './CancelDialog';
import { ChangeStayDialog } from './ChangeStayDialog';
import { EditGuestDialog } from './EditGuestDialog';
import type { ManageProps } from './manage-props';

// A stay plus flight is cancelled as a whole package (ADR 0062): loaded only for a reservation booked as one.
const PackageCancelDialog = lazy(async () => ({
  default: (await import('../../packages/components/PackageCancelDialog')).PackageCancelDialog,
}));

/** The sign-in a blocked guest is missing, and where it is (§6: the warning leads to it). */
const SIGN_IN_FOR: Partial<Record<string, { path: string; label: string }>> = {
  member_sign_in_required: { path: '/sign-in', label: 'members.sign_in' },
  other_account: { path: '/sign-in', label: 'members.sign_in' },
  corporate_sign_in_required: { path: '/organization-sign-in', label: 'members.corporate_sign_in' },
  other_organization: { path: '/organization-sign-in', label: 'members.corporate_sign_in' },
};

const CANCEL_BLOCKS: string[] = [
  'changed_by_hotel',
  'flight_package',
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
  const { code } = useWidget();
  const { pathname, search } = useLocation();
  if (reservation.status === 'cancelled') return null;
  const setting = reservation.update_setting;
  const { reason } = setting;
  const phone = reservation.hotel.phone;
  const signIn = reason ? SIGN_IN_FOR[reason] : undefined;
  // Cancelling asks for the same sign-in as changing, and ends with a staff change (§4, §6).
  const cancelBlocked = setting.reason !== null && CANCEL_BLOCKS.includes(setting.reason);
  const cancellable = reservation.cancellation.can_cancel_online && !cancelBlocked;
  // A package's stay is never cancelled alone, but the whole package is, by the same rules of who may cancel.
  const packageCancellable =
    reservation.flight_package &&
    reservation.cancellation.can_cancel_online &&
    (reason === null || reason === 'flight_package' || !CANCEL_BLOCKS.includes(reason));
  return (
    <section className="manage-actions" aria-labelledby="manage-actions-heading">
      <h2 id="manage-actions-heading">{t('manage.change_title')}</h2>
      <BalancePayment reservation={reservation} email={email} />
      {reason ? (
        <p className="alert alert-info" role="status">
          {t(`errors.${blockedReasonCode(reason)}`)} {t('manage.hotel_phone', { phone })}
          {signIn ? (
            <>
              {' '}
              <Link to={widgetHref(signIn.path, code, { return_to: `${pathname}${search}` })}>{t(signIn.label)}</Link>
            </>
          ) : null}
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
        {packageCancellable ? (
          <Suspense fallback={null}>
            <PackageCancelDialog reservation={reservation} email={email} onCancelled={onChanged} />
          </Suspense>
        ) : null}
      </div>
      {!reservation.cancellation.can_cancel_online && (!cancelBlocked || reservation.flight_package) ? (
        <p className="alert alert-info">{t('errors.CANCELLATION_NOT_ONLINE_PHONE', { phone })}</p>
      ) : null}
    </section>
  );
}
