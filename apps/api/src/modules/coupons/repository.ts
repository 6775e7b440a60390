import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { DiscountCouponsTable } from '../../db/schema';

const columns = [
  'id',
  'brand_id',
  'code',
  'name',
  'name_translations',
  'discount_type',
  'discount_value',
  'currency',
  'target_plan_codes',
  'valid_until',
  'usage_limit',
  'used_count',
  'max_discounted_nights',
  'user_id',
  'members_only',
] as const;

/** A brand's discount coupons and their uses (ADR 0044). */
export const couponsRepository = {
  /** The brand's coupon with this code, whatever its letters' case. */
  findByCode(trx: Db, brandId: number, code: string) {
    return trx
      .selectFrom('discount_coupons')
      .select(columns)
      .where('brand_id', '=', brandId)
      .where(sql<string>`upper(code)`, '=', code.toUpperCase())
      .executeTakeFirst();
  },

  findById(trx: Db, id: number) {
    return trx.selectFrom('discount_coupons').select(columns).where('id', '=', id).executeTakeFirst();
  },

  /**
   * Takes one use, only while the limit allows: the one write concurrent bookings race on, alone
   * (claimUse) or inside a booking's one statement. It returns the coupon's id when it took one.
   */
  claimUseWrite(trx: Db, id: number) {
    return trx
      .updateTable('discount_coupons')
      .set({ used_count: sql`used_count + 1` })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
      .returning('id');
  },

  async claimUse(trx: Db, id: number): Promise<boolean> {
    return (await couponsRepository.claimUseWrite(trx, id).executeTakeFirst()) !== undefined;
  },

  async releaseUse(trx: Db, id: number) {
    await trx
      .updateTable('discount_coupons')
      .set({ used_count: sql`greatest(used_count - 1, 0)` })
      .where('id', '=', id)
      .execute();
  },

  /** A member's own coupons that can still be used, the soonest to end first. */
  forMember(trx: Db, userId: number, today: string) {
    return trx
      .selectFrom('discount_coupons')
      .select(columns)
      .where('user_id', '=', userId)
      .where('valid_until', '>=', today)
      .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
      .orderBy('valid_until')
      .orderBy('id')
      .execute();
  },

  /** Every coupon of the brand with the email of the member a coupon is for, the latest to end first. */
  forBrand(trx: Db, brandId: number) {
    return trx
      .selectFrom('discount_coupons as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select(columns.map((column) => `c.${column}` as const))
      .select('u.email as member_email')
      .where('c.brand_id', '=', brandId)
      .orderBy('c.valid_until', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
  },

  async insert(trx: Db, coupon: Insertable<DiscountCouponsTable>) {
    const inserted = await trx
      .insertInto('discount_coupons')
      .values(coupon)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id ?? null;
  },
};
export type CouponRow = NonNullable<Awaited<ReturnType<typeof couponsRepository.findById>>>;
