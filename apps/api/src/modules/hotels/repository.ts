import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** Rows of a catalogue table per hotel, as a count and a sum of row versions (xmin): any insert, update or delete changes one. */
const rowVersions = (from: string, hotel: string) =>
  sql.raw(`SELECT ${hotel} AS hotel_id, count(*) || '/' || sum(t.xmin::text::bigint) AS v FROM ${from} GROUP BY ${hotel}`);

export function hotelsRepository(db: Db) {
  return {
    /**
     * Per hotel code, a version of everything its catalogue is read from (the hotel, its brand and
     * the brand's hotel list, room types, plans, room plans, cancellation policies, and the
     * promotions priced with it, the questions asked with it): it differs once any of them changed. One query for every hotel.
     */
    async catalogueVersions(): Promise<Map<string, string>> {
      const result = await sql<{ code: string; version: string }>`
        WITH room_types_v AS (${rowVersions('room_types t', 't.hotel_id')}),
             plans_v AS (${rowVersions('plans t', 't.hotel_id')}),
             room_plans_v AS (${rowVersions('room_plans t JOIN room_types rt ON rt.id = t.room_type_id', 'rt.hotel_id')}),
             policies_v AS (${rowVersions('cancellation_policies t', 't.hotel_id')}),
             parts_v AS (${rowVersions('cancellation_policy_parts t JOIN cancellation_policies c ON c.id = t.cancellation_policy_id', 'c.hotel_id')}),
             promotions_v AS (${rowVersions('promotions t', 't.hotel_id')}),
             questions_v AS (${rowVersions('additional_questions t', 't.hotel_id')}),
             brand_hotels_v AS (
               SELECT brand_id, md5(string_agg(code || '|' || name || '|' || name_translations::text, ',' ORDER BY id)) AS v
               FROM hotels GROUP BY brand_id)
        SELECT h.code, concat_ws(':', h.xmin::text, b.xmin::text, bh.v, rt.v, p.v, rp.v, cp.v, pp.v, pr.v, q.v) AS version
        FROM hotels h
        JOIN hotel_brands b ON b.id = h.brand_id
        JOIN brand_hotels_v bh ON bh.brand_id = h.brand_id
        LEFT JOIN room_types_v rt ON rt.hotel_id = h.id
        LEFT JOIN plans_v p ON p.hotel_id = h.id
        LEFT JOIN room_plans_v rp ON rp.hotel_id = h.id
        LEFT JOIN policies_v cp ON cp.hotel_id = h.id
        LEFT JOIN parts_v pp ON pp.hotel_id = h.id
        LEFT JOIN promotions_v pr ON pr.hotel_id = h.id
        LEFT JOIN questions_v q ON q.hotel_id = h.id`.execute(db);
      return new Map(result.rows.map((row) => [row.code, row.version]));
    },

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
          'hotels.latitude',
          'hotels.longitude',
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
    /** Where each of a brand's hotels is, for suggesting one near another (ADR 0058). */
    listBrandHotelLocations(brandId: number) {
      return db
        .selectFrom('hotels')
        .select(['code', 'name', 'name_translations', 'address', 'latitude', 'longitude', 'place_id'])
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
