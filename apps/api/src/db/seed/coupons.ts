import { addDays } from '@yado/domain/dates';
import type { Db } from '../connect';
import { DEMO_MEMBER } from './members';

/**
 * The demo's coupons (README): SAKURA10 takes 10 % off the first two nights of any Sakura stay
 * for a year, 100 uses; HANAKO2000 is the demo member's own ¥2,000 off, once.
 */
export async function seedCoupons(db: Db, start: string): Promise<void> {
  const brand = await db.selectFrom('hotel_brands').select('id').where('code', '=', 'sakura').executeTakeFirst();
  if (!brand) return;
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('brand_id', '=', brand.id)
    .where('email', '=', DEMO_MEMBER.email)
    .executeTakeFirst();
  const coupons = [
    {
      code: 'SAKURA10',
      name: 'Sakura 10% off',
      name_translations: JSON.stringify({ en: 'Sakura 10% off', ja: 'さくら10%オフ' }),
      discount_type: 'percentage' as const,
      discount_value: 10,
      currency: null,
      valid_until: addDays(start, 365),
      usage_limit: 100,
      max_discounted_nights: 2,
      user_id: null,
    },
    ...(member
      ? [
          {
            code: 'HANAKO2000',
            name: 'Birthday gift',
            name_translations: JSON.stringify({ en: 'Birthday gift', ja: 'お誕生日クーポン' }),
            discount_type: 'amount' as const,
            discount_value: 2_000,
            currency: 'JPY',
            valid_until: addDays(start, 90),
            usage_limit: 1,
            max_discounted_nights: null,
            user_id: member.id,
          },
        ]
      : []),
  ];
  for (const coupon of coupons) {
    await db
      .insertInto('discount_coupons')
      .values({ brand_id: brand.id, ...coupon })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
