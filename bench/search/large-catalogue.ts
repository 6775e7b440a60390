import { sql } from 'kysely';
import type { Db } from '../../apps/api/src/db/connect';

/** The size of the benchmark catalogue; hotels are a setting (BENCH_HOTELS: 10, 200, 1,000). */
export interface CatalogueSize {
  hotels: number;
  roomTypes: number;
  plans: number;
  days: number;
}

export const catalogueSize = (hotels: number): CatalogueSize => ({ hotels, roomTypes: 10, plans: 8, days: 120 });

/** Codes of the benchmark hotels, bench-0001 … */
export const benchHotelCode = (n: number) => `bench-${String(n).padStart(4, '0')}`;

/**
 * A large catalogue beside the demo one: hotels × 10 room types × 8 plans, with rates for every
 * occupancy and stock for `days` days from `start`. Every 13th night of a room type is sold out,
 * so searches meet real gaps. Written with the server's own connection code, so the same seed
 * goes into PGlite and PostgreSQL.
 */
export async function seedLargeCatalogue(db: Db, size: CatalogueSize, start: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const brand = await sql<{
      id: number;
    }>`INSERT INTO hotel_brands (code, name) VALUES ('bench', 'Benchmark Hotels') RETURNING id`.execute(trx);
    const brandId = brand.rows[0]?.id ?? 0;
    await sql`
      INSERT INTO hotels (brand_id, code, name, time_zone, currency, settings)
      SELECT ${brandId}::int, 'bench-' || lpad(h::text, 4, '0'), 'Benchmark Hotel ' || h, 'Asia/Tokyo', 'JPY',
             '{"multi_rooms_search_enabled": true, "multi_rooms_search_limit": 3}'
      FROM generate_series(1, ${size.hotels}::int) AS h`.execute(trx);
    await sql`
      INSERT INTO cancellation_policies (hotel_id, code, name, no_show_percentage_of_cost)
      SELECT id, 'STANDARD', 'Standard', 100 FROM hotels WHERE brand_id = ${brandId}::int`.execute(trx);
    await sql`
      INSERT INTO room_types (hotel_id, code, name, sleeps, size_tatami, size_sqm, max_adults, sort_order, filter_ids)
      SELECT h.id, 'RT' || r, 'Room type ' || r, 1 + r % 3 + r % 2, 10 + r, 16 + r, 1 + r % 3, r, ARRAY[1 + r % 4]
      FROM hotels h CROSS JOIN generate_series(1, ${size.roomTypes}::int) AS r WHERE h.brand_id = ${brandId}::int`.execute(trx);
    await sql`
      INSERT INTO plans (hotel_id, hotel_plan_code, name, meals, minimum_nights, cancellation_policy_id, sort_order)
      SELECT h.id, 'P' || p, 'Plan ' || p, CASE WHEN p % 2 = 0 THEN 'breakfast' ELSE 'none' END,
             CASE WHEN p = 8 THEN 2 ELSE 1 END, c.id, p
      FROM hotels h JOIN cancellation_policies c ON c.hotel_id = h.id
      CROSS JOIN generate_series(1, ${size.plans}::int) AS p WHERE h.brand_id = ${brandId}::int`.execute(trx);
    await sql`
      INSERT INTO room_plans (plan_id, room_type_id, room_plan_code, sale_limit)
      SELECT p.id, rt.id, rt.code || '-' || p.hotel_plan_code, CASE WHEN p.hotel_plan_code = 'P7' THEN 3 END
      FROM plans p JOIN room_types rt ON rt.hotel_id = p.hotel_id
      JOIN hotels h ON h.id = p.hotel_id WHERE h.brand_id = ${brandId}::int`.execute(trx);
    await sql`
      INSERT INTO room_rates (room_plan_id, stay_date, adults, amount)
      SELECT rp.id, d::date, a, (8000 + rt.sort_order * 1500 + a * 2000 + (extract(isodow FROM d)::int / 6) * 3000)::int
      FROM room_plans rp JOIN room_types rt ON rt.id = rp.room_type_id JOIN hotels h ON h.id = rt.hotel_id
      CROSS JOIN generate_series(${start}::date, ${start}::date + ${size.days - 1}::int, interval '1 day') AS d
      CROSS JOIN LATERAL generate_series(1, rt.max_adults) AS a
      WHERE h.brand_id = ${brandId}::int`.execute(trx);
    await sql`
      INSERT INTO inventory (room_type_id, stay_date, total, sold)
      SELECT rt.id, d::date, 8, CASE WHEN (d::date - ${start}::date + rt.id) % 13 = 0 THEN 8 ELSE (rt.id + d::date - ${start}::date) % 5 END
      FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
      CROSS JOIN generate_series(${start}::date, ${start}::date + ${size.days - 1}::int, interval '1 day') AS d
      WHERE h.brand_id = ${brandId}::int`.execute(trx);
  });
  await sql`ANALYZE`.execute(db);
}
