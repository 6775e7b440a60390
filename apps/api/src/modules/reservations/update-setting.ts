import { PACKAGE_BOOKING_METHOD } from '@yado/domain/packages/rules';
import { signInMismatch, updateSetting, type UpdateSetting } from '@yado/domain/stay-change';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { SignedInMember } from '../../plugins/member';
import type { SignedInOrganizationUser } from '../../plugins/organization';
import type { Catalogue } from '../hotels/service';
import type { ReservationRow } from './presenter';
import type { ReservationChange, ReservationsRepository } from './repository';

/** Who is signed in as a guest looks at a reservation: a member, a corporate user, both or neither. */
export interface GuestSignIn {
  member: SignedInMember | null;
  corporate: SignedInOrganizationUser | null;
}

export const SIGNED_OUT: GuestSignIn = { member: null, corporate: null };

/** A change as the reservation's history keeps it, before who made it is added. */
export type ChangeEntry = Omit<ReservationChange, 'actor' | 'staff_credential_id'>;

/** Writes a staff change to another log in the change's own transaction (the console's audit log). */
export type ChangeAudit = (trx: Db, change: ChangeEntry) => Promise<void>;

/**
 * Who changes a reservation: its guest (signed in or not) or the hotel's staff, with a staff key
 * (its credential) or signed in to the console (no credential, and an audit of each change).
 */
export type Actor =
  ({ kind: 'guest' } & GuestSignIn) | { kind: 'staff'; credentialId: number | null; hotelId: number; audit?: ChangeAudit };

/** Writes a change to the reservation's history with who made it, and to the actor's audit when it keeps one. */
export async function recordChange(repository: Pick<ReservationsRepository, 'recordChange'>, trx: Db, actor: Actor, change: ChangeEntry) {
  const staff = actor.kind === 'staff' ? actor : null;
  await repository.recordChange(trx, { ...change, actor: actor.kind, staff_credential_id: staff?.credentialId ?? null });
  if (staff?.audit) await staff.audit(trx, change);
}

/** §6 sign-in matching; a sign-in with another brand counts as signed out. */
export function signInMismatchFor(
  reservation: Pick<ReservationRow, 'user_id' | 'organization_id'>,
  catalogue: Catalogue,
  signIn: GuestSignIn,
) {
  const brandId = catalogue.hotel.brand.id;
  return signInMismatch(
    { memberId: reservation.user_id, organizationId: reservation.organization_id },
    {
      memberId: signIn.member?.brandId === brandId ? signIn.member.id : null,
      organizationId: signIn.corporate?.brandId === brandId ? signIn.corporate.organizationId : null,
    },
  );
}

/** §3 reservation update setting as a guest sees it. */
export function updateSettingFor(reservation: ReservationRow, catalogue: Catalogue, signIn: GuestSignIn, now: Date): UpdateSetting {
  return updateSetting({
    active: catalogue.hotel.settings.reservation_update_active,
    status: reservation.status,
    changedByHotel: reservation.changed_by_hotel_at !== null,
    flightPackage: reservation.booking_method === PACKAGE_BOOKING_METHOD,
    checkin: reservation.checkin_date,
    timeZone: catalogue.hotel.timeZone,
    now,
    signIn: signInMismatchFor(reservation, catalogue, signIn),
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
  const { reason } = updateSettingFor(reservation, catalogue, actor, now);
  // A payment still pending was refused above, before the setting was worked out.
  if (reason && reason !== 'payment_pending') throw new AppError(reason);
}

/** §4, §6: a guest cancels online only what the hotel has not changed, with the sign-in it was booked with. */
export function assertGuestMayCancel(reservation: ReservationRow, catalogue: Catalogue, actor: Actor) {
  if (actor.kind === 'staff') return;
  if (reservation.changed_by_hotel_at) throw new AppError('changed_by_hotel');
  const mismatch = signInMismatchFor(reservation, catalogue, actor);
  if (mismatch) throw new AppError(mismatch);
}
