import { staffScopeOf, type StaffRole } from '@yado/domain/console';
import { canManageStaff, type StaffUserCreate } from '@yado/domain/console-staff';
import type { StaffMember } from '@yado/domain/wire/console-staff';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { consoleRepository } from './repository';
import { staffUsersRepository, type StaffMemberRow } from './staff-users-repository';

type Hotel = { id: number; brand_id: number };
/** Where an owner works: every hotel of a brand, or one hotel (by code). */
export type OwnerPlace = { brand: string } | { hotel: string };

/** A hotel's owner manages its own users; only the brand's owners manage the brand's (they work for every hotel). */
const mayManage = (owner: ConsoleUser, member: { hotel_id: number | null }) => member.hotel_id !== null || owner.hotelId === null;

/** What the audit log keeps of a user, before and after a change. */
const auditedOf = (member: Pick<StaffMemberRow, 'id' | 'email' | 'role' | 'disabled_at'>) => ({
  id: member.id,
  email: member.email,
  role: member.role,
  disabled: member.disabled_at !== null,
});

/**
 * Staff users managed in the console by owners (ADR 0064): the hotel's list, a new user with an
 * initial password, a role change, disabling (their sessions end at once) and enabling again. The hotel always keeps
 * an active owner. Every change is audited in its own transaction: who, what, before and after.
 */
export function staffUsers(db: Db, accounts: ConsoleAccounts) {
  const repository = staffUsersRepository(db);
  const log = consoleRepository(db);

  /** The hotel when the user is one of its owners: another hotel is not found (404), another role forbidden (403). */
  async function hotelOwnedBy(owner: ConsoleUser, code: string): Promise<Hotel> {
    const hotel = await accounts.hotelFor(owner, code);
    if (!canManageStaff(owner.role)) throw new AppError('console_forbidden');
    return { id: hotel.id, brand_id: owner.brandId };
  }

  const present = (owner: ConsoleUser, row: StaffMemberRow): StaffMember => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    scope: staffScopeOf(row.hotel_id),
    totp_enabled: row.totp_secret !== null,
    disabled: row.disabled_at !== null,
    last_signed_in_at: row.last_signed_in_at?.toISOString() ?? null,
    can_manage: mayManage(owner, row),
  });

  /**
   * One of the hotel's users the owner may change, and the hotel's active owners, all locked for
   * the change: the owners first, then the user (the repository says why); 404 for anyone else's.
   */
  async function lockManageable(trx: Db, owner: ConsoleUser, hotel: Hotel, id: number) {
    const owners = await repository.lockActiveOwners(trx, hotel);
    const member = await repository.lockMember(trx, hotel, id);
    if (!member) throw new AppError('staff_user_not_found');
    if (!mayManage(owner, member)) throw new AppError('console_forbidden');
    return { member, owners };
  }

  /**
   * An active owner who is about to stop being one leaves another of their own: a hotel's owner
   * another owner of that hotel, a brand's owner another of the brand's. The brand's owners do not
   * count for a hotel: they answer for every hotel at once, and the hotel keeps someone of its own.
   */
  function keepAnOwner(member: StaffMemberRow, owners: Array<{ id: number; hotel_id: number | null }>) {
    if (member.role !== 'owner' || member.disabled_at !== null) return;
    if (!owners.some((o) => o.id !== member.id && o.hotel_id === member.hotel_id)) throw new AppError('last_owner');
  }

  async function memberOf(owner: ConsoleUser, hotel: Hotel, id: number) {
    const row = (await repository.staffOf(hotel)).find((r) => r.id === id);
    if (!row) throw new AppError('staff_user_not_found');
    return present(owner, row);
  }

  /** Disables a user from a moment (never the hotel's last owner, their sessions ending with it), or enables them again (null). */
  async function setDisabledAt(owner: ConsoleUser, code: string, id: number, at: Date | null): Promise<StaffMember> {
    const hotel = await hotelOwnedBy(owner, code);
    await inTransaction(db, async (trx) => {
      const { member, owners } = await lockManageable(trx, owner, hotel, id);
      if ((member.disabled_at === null) === (at === null)) return;
      if (at) keepAnOwner(member, owners);
      await repository.setDisabledAt(trx, id, at);
      if (at) await log.deleteSessionsOf(trx, id);
      await log.audit(trx, {
        staff_user_id: owner.id,
        hotel_id: hotel.id,
        action: at ? 'staff.disabled' : 'staff.enabled',
        before: auditedOf(member),
        after: auditedOf({ ...member, disabled_at: at }),
      });
    });
    return memberOf(owner, hotel, id);
  }

  return {
    async list(owner: ConsoleUser, code: string): Promise<StaffMember[]> {
      const hotel = await hotelOwnedBy(owner, code);
      return (await repository.staffOf(hotel)).map((row) => present(owner, row));
    },

    async create(owner: ConsoleUser, code: string, input: StaffUserCreate): Promise<StaffMember> {
      const hotel = await hotelOwnedBy(owner, code);
      const id = await accounts.create({ ...input, brandId: hotel.brand_id, hotelId: hotel.id }, (trx, created) =>
        log.audit(trx, {
          staff_user_id: owner.id,
          hotel_id: hotel.id,
          action: 'staff.created',
          before: null,
          after: { id: created, email: input.email, name: input.name, role: input.role, disabled: false },
        }),
      );
      return memberOf(owner, hotel, id);
    },

    /**
     * An owner added from the command line (a deployment's first, ADR 0064): of a brand (every hotel
     * of it) or of one hotel, under the console's rules (strong password, an address used once).
     * No one signed in made them, so the audit entry names the new owner as its author.
     */
    async addOwner(place: OwnerPlace, input: Omit<StaffUserCreate, 'role'>): Promise<number> {
      const found = 'brand' in place ? await repository.brandNamed(place.brand) : await repository.hotelNamed(place.hotel);
      if (!found) throw new AppError('brand' in place ? 'brand_not_found' : 'hotel_not_found');
      const user = { ...input, role: 'owner' as const, brandId: found.brand_id, hotelId: found.hotel_id };
      return accounts.create(user, (trx, created) =>
        log.audit(trx, {
          staff_user_id: created,
          hotel_id: found.hotel_id,
          action: 'staff.created',
          before: null,
          after: { id: created, email: input.email, name: input.name, role: 'owner', disabled: false, scope: staffScopeOf(found.hotel_id) },
        }),
      );
    },

    async changeRole(owner: ConsoleUser, code: string, id: number, role: StaffRole): Promise<StaffMember> {
      const hotel = await hotelOwnedBy(owner, code);
      await inTransaction(db, async (trx) => {
        const { member, owners } = await lockManageable(trx, owner, hotel, id);
        if (member.role === role) return;
        if (role !== 'owner') keepAnOwner(member, owners);
        await repository.setRole(trx, id, role);
        await log.audit(trx, {
          staff_user_id: owner.id,
          hotel_id: hotel.id,
          action: 'staff.role_changed',
          before: auditedOf(member),
          after: auditedOf({ ...member, role }),
        });
      });
      return memberOf(owner, hotel, id);
    },

    /** Disables a user: they cannot sign in, and every session of theirs ends in the same transaction. */
    disable: (owner: ConsoleUser, code: string, id: number, now = new Date()) => setDisabledAt(owner, code, id, now),

    /** Enables a disabled user again: they sign in with the password they had (their sessions ended when disabled). */
    enable: (owner: ConsoleUser, code: string, id: number) => setDisabledAt(owner, code, id, null),
  };
}
export type StaffUsers = ReturnType<typeof staffUsers>;
