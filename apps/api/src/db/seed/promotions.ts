import { addDays } from '@yado/domain/dates';
import type { Db } from '../connect';

/**
 * The demo's promotions at Sakura Hotel Ginza (README), each on plans or rooms the tests that
 * check demo prices leave alone: 10 % off the early-summer plan for everyone; 15 % off room only
 * and breakfast with the code GINZA15; and the card offer, 5 % off the Corner Suite paid online by card.
 */
export async function seedPromotions(db: Db, start: string): Promise<void> {
  const hotel = await db.selectFrom('hotels').select('id').where('code', '=', 'sakura-ginza').executeTakeFirst();
  if (!hotel) return;
  const year = { stay_start: start, stay_end: addDays(start, 365), booking_start: start, booking_end: addDays(start, 365) };
  const promotions = [
    {
      name: 'Early summer 10% off',
      name_translations: { en: 'Early summer 10% off', ja: '初夏の10%オフ', ar: 'خصم 10% لأوائل الصيف' },
      discount_target_type: 'all_users' as const,
      code: null,
      discount_type: 'percentage' as const,
      discount_value: 10,
      hotel_plan_codes: ['EARLY'],
      room_type_codes: [],
    },
    {
      name: 'Ginza friends 15% off',
      name_translations: { en: 'Ginza friends 15% off', ja: '銀座フレンズ15%オフ', ar: 'خصم 15% لأصدقاء غينزا' },
      discount_target_type: 'coupon' as const,
      code: 'GINZA15',
      discount_type: 'percentage' as const,
      discount_value: 15,
      hotel_plan_codes: ['RO', 'BF'],
      room_type_codes: [],
    },
    {
      name: 'Card payment 5% off',
      name_translations: { en: 'Card payment 5% off', ja: 'カード決済で5%オフ', ar: 'خصم 5% عند الدفع بالبطاقة' },
      discount_target_type: 'payment' as const,
      code: null,
      discount_type: 'percentage' as const,
      discount_value: 5,
      hotel_plan_codes: ['NR', 'BF'],
      room_type_codes: ['STE-CRN'],
    },
  ];
  const seeded = await db.selectFrom('promotions').select('id').where('hotel_id', '=', hotel.id).executeTakeFirst();
  if (seeded) return;
  for (const { name_translations, ...promotion } of promotions) {
    await db
      .insertInto('promotions')
      .values({ hotel_id: hotel.id, ...year, ...promotion, name_translations: JSON.stringify(name_translations) })
      .execute();
  }
}
