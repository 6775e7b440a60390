import type { Db } from '../../db/connect';

export function hotelsRepository(db: Db) {
  return {
    findHotelByCode(code: string) {
      return db
        .selectFrom('hotels')
        .innerJoin('hotel_brands', 'hotel_brands.id', 'hotels.brand_id')
        .select([
          'hotels.id',
          'hotels.code',
          'hotels.name',
          'hotels.name_translations',
          'hotels.time_zone',
          'hotels.currency',
          'hotels.locale',
          'hotels.tax_rate_percent',
          'hotels.phone',
          'hotels.address',
          'hotels.settings',
          'hotels.brand_id',
          'hotel_brands.code as brand_code',
          'hotel_brands.name as brand_name',
          'hotel_brands.name_translations as brand_name_translations',
          'hotel_brands.book_languages',
          'hotel_brands.settings as brand_settings',
        ])
        .where('hotels.code', '=', code)
        .executeTakeFirst();
    },
    async findHotelCodeById(id: number) {
      const row = await db.selectFrom('hotels').select('code').where('id', '=', id).executeTakeFirst();
      return row?.code;
    },
    async findBrandSettings(brandId: number) {
      const row = await db.selectFrom('hotel_brands').select('settings').where('id', '=', brandId).executeTakeFirst();
      return row?.settings;
    },
    async listBrandSettings() {
      return (await db.selectFrom('hotel_brands').select('settings').orderBy('id').execute()).map((row) => row.settings);
    },
    findBrandByCode(code: string) {
      return db.selectFrom('hotel_brands').selectAll().where('code', '=', code).executeTakeFirst();
    },
    listBrandHotels(brandId: number) {
      return db
        .selectFrom('hotels')
        .select(['id', 'code', 'name', 'name_translations', 'time_zone', 'currency', 'address'])
        .where('brand_id', '=', brandId)
        .orderBy('id')
        .execute();
    },
    listRoomTypes(hotelId: number) {
      return db.selectFrom('room_types').selectAll().where('hotel_id', '=', hotelId).orderBy('sort_order').orderBy('id').execute();
    },
    listPlans(hotelId: number) {
      return db.selectFrom('plans').selectAll().where('hotel_id', '=', hotelId).orderBy('sort_order').orderBy('id').execute();
    },
    listRoomPlans(hotelId: number) {
      return db
        .selectFrom('room_plans')
        .innerJoin('plans', 'plans.id', 'room_plans.plan_id')
        .select(['room_plans.id', 'room_plans.plan_id', 'room_plans.room_type_id', 'room_plans.room_plan_code', 'room_plans.sale_limit'])
        .where('plans.hotel_id', '=', hotelId)
        .orderBy('room_plans.id')
        .execute();
    },
    listCancellationPolicies(hotelId: number) {
      return db.selectFrom('cancellation_policies').selectAll().where('hotel_id', '=', hotelId).orderBy('id').execute();
    },
    listCancellationPolicyParts(policyIds: number[]) {
      if (policyIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('cancellation_policy_parts')
        .selectAll()
        .where('cancellation_policy_id', 'in', policyIds)
        .orderBy('days_before', 'desc')
        .execute();
    },
  };
}
export type HotelsRepository = ReturnType<typeof hotelsRepository>;
