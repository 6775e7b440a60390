import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { PromotionsTable } from '../../db/schema';
import type { PromotionTargetType } from '@yado/domain/promotions';

const columns = [
  'promotions.id',
  'promotions.hotel_id',
  'promotions.name',
  'promotions.name_translations',
  'promotions.discount_target_type',
  'promotions.code',
  'promotions.discount_type',
  'promotions.discount_value',
  'promotions.target_mode',
  'promotions.hotel_plan_codes',
  'promotions.room_type_codes',
  'promotions.stay_start',
  'promotions.stay_end',
  'promotions.booking_start',
  'promotions.booking_end',
  'promotions.ended_at',
] as const;

/** A hotel's promotions (ADR 0047). */
export const promotionsRepository = {
  /** The hotel's promotions that can be booked today, the first made first. */
  bookableAt(trx: Db, hotelId: number, today: string) {
    return trx
      .selectFrom('promotions')
      .select(columns)
      .where('hotel_id', '=', hotelId)
      .where('booking_start', '<=', today)
      .where('booking_end', '>=', today)
      .where('ended_at', 'is', null)
      .orderBy('id')
      .execute();
  },

  /** All of a hotel's promotions, ended ones too, the latest made first. */
  forHotel(trx: Db, hotelId: number) {
    return trx.selectFrom('promotions').select(columns).where('hotel_id', '=', hotelId).orderBy('id', 'desc').execute();
  },

  /** Ends a hotel's promotion now; false when it is not the hotel's or has already been ended. */
  async end(trx: Db, hotelId: number, id: number, now: Date) {
    const ended = await trx
      .updateTable('promotions')
      .set({ ended_at: now })
      .where('id', '=', id)
      .where('hotel_id', '=', hotelId)
      .where('ended_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return ended !== undefined;
  },

  findById(trx: Db, id: number) {
    return trx.selectFrom('promotions').select(columns).where('id', '=', id).executeTakeFirst();
  },

  /** A hotel's coupon promotion by its code, whatever its letters' case, bookable today or not; never one ended early. */
  findByCode(trx: Db, hotelId: number, code: string) {
    return trx
      .selectFrom('promotions')
      .select(columns)
      .where('hotel_id', '=', hotelId)
      .where('ended_at', 'is', null)
      .where(sql<string>`upper(code)`, '=', code.trim().toUpperCase())
      .executeTakeFirst();
  },

  /** Promotions at a brand's hotels open to these target types and bookable on or after today, soonest ending first. */
  forBrand(trx: Db, brandId: number, targetTypes: PromotionTargetType[], today: string) {
    return trx
      .selectFrom('promotions')
      .innerJoin('hotels', 'hotels.id', 'promotions.hotel_id')
      .select([
        ...columns,
        'hotels.code as hotel_code',
        'hotels.name as hotel_name',
        'hotels.name_translations as hotel_name_translations',
        'hotels.currency as hotel_currency',
      ])
      .where('hotels.brand_id', '=', brandId)
      .where('promotions.discount_target_type', 'in', targetTypes)
      .where('promotions.booking_end', '>=', today)
      .where('promotions.stay_end', '>=', today)
      .where('promotions.ended_at', 'is', null)
      .orderBy('promotions.booking_end')
      .orderBy('promotions.id')
      .execute();
  },

  async insert(trx: Db, promotion: Insertable<PromotionsTable>) {
    const inserted = await trx
      .insertInto('promotions')
      .values(promotion)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id ?? null;
  },
};
export type PromotionRow = NonNullable<Awaited<ReturnType<typeof promotionsRepository.findById>>>;
