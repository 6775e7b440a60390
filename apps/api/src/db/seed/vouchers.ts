import { addDays } from '@yado/domain/dates';
import type { Db } from '../connect';
import { DEMO_MEMBER } from './members';

/** The demo voucher's number (README): the demo member's ¥20,000 stay voucher at Sakura Hotel Ginza. */
export const DEMO_VOUCHER_NUMBER = 'SAKURA-STAY-20000';

/**
 * The demo member's voucher (README): ¥20,000 towards one Room only or Bed and breakfast stay at
 * Sakura Hotel Ginza, to book within 180 days for a stay in the coming year.
 */
export async function seedVouchers(db: Db, start: string): Promise<void> {
  const hotel = await db.selectFrom('hotels').select(['id', 'brand_id']).where('code', '=', 'sakura-ginza').executeTakeFirst();
  if (!hotel) return;
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('brand_id', '=', hotel.brand_id)
    .where('email', '=', DEMO_MEMBER.email)
    .executeTakeFirst();
  if (!member) return;
  await db
    .insertInto('vouchers')
    .values({
      hotel_id: hotel.id,
      user_id: member.id,
      number: DEMO_VOUCHER_NUMBER,
      name: 'Sakura Club stay voucher ¥20,000',
      name_translations: JSON.stringify({ en: 'Sakura Club stay voucher ¥20,000', ja: 'さくらクラブ宿泊券 20,000円' }),
      amount: 20_000,
      currency: 'JPY',
      target_plan_codes: ['RO', 'BF'],
      valid_through: addDays(start, 180),
      staying_period_start: start,
      staying_period_end: addDays(start, 365),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
