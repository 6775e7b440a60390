import type { Db } from '../../db/connect';
import { membersRepository } from './repository';

/**
 * Who is a member now, for modules that give members something (a personal coupon, a voucher) in
 * their own transaction: nothing is given to a removed member. Apart from the members service, which
 * needs those modules built first.
 */
export function memberships(db: Db) {
  const repository = membersRepository(db);
  return {
    isActiveMemberOfBrand: (trx: Db, userId: number, brandId: number) => repository.isActiveMemberOfBrand(trx, userId, brandId),
  };
}
export type Memberships = ReturnType<typeof memberships>;
