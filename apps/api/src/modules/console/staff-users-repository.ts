import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { StaffRole } from '@yado/domain/console';

const memberColumns = ['id', 'brand_id', 'hotel_id', 'email', 'name', 'role', 'totp_secret', 'disabled_at', 'last_signed_in_at'] as const;

/** A hotel's staff: its own users, and the brand's, who work for every hotel of it. */
const ofHotel = (trx: Db, hotel: { id: number; brand_id: number }) =>
  trx
    .selectFrom('staff_users')
    .where('brand_id', '=', hotel.brand_id)
    .where((eb) => eb.or([eb('hotel_id', '=', hotel.id), eb('hotel_id', 'is', null)]));

/** Staff users as owners manage them (ADR 0064); sessions and the audit log are consoleRepository's. */
export function staffUsersRepository(db: Db) {
  return {
    staffOf(hotel: { id: number; brand_id: number }) {
      return ofHotel(db, hotel)
        .select(memberColumns)
        .orderBy(sql`disabled_at IS NOT NULL`) // the active first
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /**
     * The hotel's active owners (its own and the brand's), locked in id order. Every change locks
     * them before the user it changes: one order for all, so two owners removing each other wait
     * for one another instead of deadlocking, and the second sees the first's change.
     */
    lockActiveOwners(trx: Db, hotel: { id: number; brand_id: number }) {
      return ofHotel(trx, hotel)
        .select(['id', 'hotel_id'])
        .where('role', '=', 'owner')
        .where('disabled_at', 'is', null)
        .orderBy('id')
        .forUpdate()
        .execute();
    },

    /** One of the hotel's staff, locked for the change about to be made (after lockActiveOwners). */
    lockMember(trx: Db, hotel: { id: number; brand_id: number }, id: number) {
      return ofHotel(trx, hotel).select(memberColumns).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** A brand by its code, as a place for its owners (of no hotel in particular). */
    brandNamed(code: string) {
      return db
        .selectFrom('hotel_brands')
        .select(['id as brand_id', sql<null>`NULL::int`.as('hotel_id')])
        .where('code', '=', code)
        .executeTakeFirst();
    },

    /** A hotel by its code, as a place for its owners. */
    hotelNamed(code: string) {
      return db.selectFrom('hotels').select(['brand_id', 'id as hotel_id']).where('code', '=', code).executeTakeFirst();
    },

    async setRole(trx: Db, id: number, role: StaffRole) {
      await trx.updateTable('staff_users').set({ role }).where('id', '=', id).execute();
    },

    /** Disables a user from a moment, or enables them again (null). */
    async setDisabledAt(trx: Db, id: number, at: Date | null) {
      await trx.updateTable('staff_users').set({ disabled_at: at }).where('id', '=', id).execute();
    },
  };
}
export type StaffMemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof staffUsersRepository>['lockMember']>>>;
