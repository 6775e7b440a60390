import { signInMismatch, updateSetting, type UpdateSetting } from '@yado/domain/stay-change';
import { AppError } from '../../errors';
import type { SignedInMember } from '../../plugins/member';
import type { Catalogue } from '../hotels/service';
import type { ReservationRow } from './presenter';

/** Who changes a reservation: its guest (signed in as a member or not) or the hotel's staff. */
export type Actor = { kind: 'guest'; member: SignedInMember | null } | { kind: 'staff'; credentialId: number; hotelId: number };

/** §6 sign-in matching; a member of another brand counts as signed out. */
export function signInMismatchFor(reservation: Pick<ReservationRow, 'user_id'>, catalogue: Catalogue, member: SignedInMember | null) {
  const signedIn = member && member.brandId === catalogue.hotel.brand.id ? member.id : null;
  return signInMismatch(reservation.user_id, signedIn);
}

/** §3 reservation update setting as a guest sees it. */
export function updateSettingFor(
  reservation: ReservationRow,
  catalogue: Catalogue,
  member: SignedInMember | null,
  now: Date,
): UpdateSetting {
  return updateSetting({
    active: catalogue.hotel.settings.reservation_update_active,
    status: reservation.status,
    changedByHotel: reservation.changed_by_hotel_at !== null,
    checkin: reservation.checkin_date,
    timeZone: catalogue.hotel.timeZone,
    now,
    signIn: signInMismatchFor(reservation, catalogue, member),
  });
}

/**
 * Refuses a change the actor may not make. Staff may change any live reservation, after the
 * deadline too; a guest only what the update setting allows.
 */
export function assertUpdatable(reservation: ReservationRow, catalogue: Catalogue, actor: Actor, now: Date) {
  if (reservation.status === 'cancelled') throw new AppError('already_cancelled');
  if (reservation.status === 'payment_pending') throw new AppError('reservation_being_paid');
  if (actor.kind === 'staff') return;
  const { reason } = updateSettingFor(reservation, catalogue, actor.member, now);
  // A payment still pending was refused above, before the setting was worked out.
  if (reason && reason !== 'payment_pending') throw new AppError(reason);
}

/** §4, §6: a guest cancels online only what the hotel has not changed, with the sign-in it was booked with. */
export function assertGuestMayCancel(reservation: ReservationRow, catalogue: Catalogue, actor: Actor) {
  if (actor.kind === 'staff') return;
  if (reservation.changed_by_hotel_at) throw new AppError('changed_by_hotel');
  const mismatch = signInMismatchFor(reservation, catalogue, actor.member);
  if (mismatch) throw new AppError(mismatch);
}
