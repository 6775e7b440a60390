import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/**
 * Rows of a catalogue table of the hotel `h`, as a count and a sum of row versions (xmin): any
 * insert, update or delete changes one. Each is read through an index on the hotel, so a check
 * costs the same however many hotels there are.
 */
const rowVersions = (from: string, hotel: string) =>
  sql.raw(`(SELECT count(*) || '/' || sum(t.xmin::text::bigint) FROM ${from} WHERE ${hotel} = h.id)`);

export function hotelsRepository(db: Db) {
  return {
    /**
     * Per hotel code asked about, a version of everything its catalogue is read from (the hotel, its
     * brand and the brand's hotel list, room types, plans, room plans, cancellation policies, and
     * the promotions priced with it, the questions asked with it): it differs once any of them
     * changed. One query for the hotels whose catalogues are due at about the same time, reading
     * theirs alone (the embedded database runs it on the thread that serves requests).
     */
    async catalogueVersions(codes: readonly string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const result = await sql<{ code: string; version: string }>`
        WITH wanted AS MATERIALIZED (SELECT id, brand_id FROM hotels WHERE code = ANY(${[...codes]}::text[])),
             brand_lists AS (
               SELECT brand_id, md5(string_agg(code || '|' || name || '|' || name_translations::text, ',' ORDER BY id)) AS v
               FROM hotels WHERE brand_id IN (SELECT brand_id FROM wanted) GROUP BY brand_id)
        SELECT h.code, concat_ws(':', h.xmin::text, b.xmin::text, bl.v,
          ${rowVersions('room_types t', 't.hotel_id')},
          ${rowVersions('plans t', 't.hotel_id')},
          ${rowVersions('room_plans t JOIN plans p ON p.id = t.plan_id', 'p.hotel_id')},
          ${rowVersions('cancellation_policies t', 't.hotel_id')},
          ${rowVersions('cancellation_policy_parts t JOIN cancellation_policies c ON c.id = t.cancellation_policy_id', 'c.hotel_id')},
          ${rowVersions('promotions t', 't.hotel_id')},
          ${rowVersions('additional_questions t', 't.hotel_id')}) AS version
        FROM wanted w
        JOIN hotels h ON h.id = w.id
        JOIN hotel_brands b ON b.id = h.brand_id
        JOIN brand_lists bl ON bl.brand_id = h.brand_id`.execute(db);
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
