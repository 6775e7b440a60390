import { sql } from 'kysely';
import { AMENITIES } from '@yado/domain/amenities';
import { PLACES } from '@yado/domain/places';
import type { Db } from '../../apps/api/src/db/connect';

export const OTA_DAYS = 90;
/** Tables whose triggers tell servers of changed stock and rates (migration 0032). */
const NOTIFYING_TABLES = ['room_rates', 'inventory'];

/**
 * HOTELS agency hotels in one brand, spread around the cities of places.ts (up to 20 km out), each
 * with 3 room types × 2 plans (room only, breakfast), rates for every occupancy and stock for
 * OTA_DAYS days from `start`, stars, amenities and a few reviews. Every 11th night of a room type
 * is sold out, so searches meet real gaps.
 */
export async function seedAgencyBenchCatalogue(db: Db, hotels: number, start: string): Promise<void> {
  const cities = PLACES.filter((place) => place.kind === 'city').map((place) => ({
    id: place.id,
    lat: place.latitude,
    lng: place.longitude,
    currency: place.country === 'KR' ? 'KRW' : place.country === 'TW' ? 'TWD' : 'JPY',
    factor: place.country === 'KR' ? 9 : place.country === 'TW' ? 0.21 : 1,
  }));
  await db.transaction().execute(async (trx) => {
    // No server hears notices while the benchmark seeds: building them over a million rates only costs time.
    for (const table of NOTIFYING_TABLES) await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(trx);
    const brand = await sql<{ id: number }>`
      INSERT INTO hotel_brands (code, name) VALUES ('ota-bench', 'Agency Benchmark') RETURNING id`.execute(trx);
    const brandId = brand.rows[0]?.id ?? 0;
    await sql`
      INSERT INTO hotels (brand_id, code, name, time_zone, currency, settings, latitude, longitude, place_id, star_class, amenities)
      SELECT ${brandId}::int, 'ota-' || lpad(h::text, 4, '0'), 'Agency Hotel ' || h, 'Asia/Tokyo', c.currency,
             '{"multi_rooms_search_enabled": true, "multi_rooms_search_limit": 3, "mcp_enabled": true}',
             c.lat + sin(h * 2.4) * (h % 40) * 0.0045, c.lng + cos(h * 2.4) * (h % 40) * 0.0055, c.id, 1 + h % 5,
             (SELECT coalesce(array_agg(a ORDER BY n), '{}') FROM unnest(${[...AMENITIES]}::text[]) WITH ORDINALITY AS x(a, n) WHERE (h + n) % 3 = 0)
      FROM generate_series(1, ${hotels}::int) AS h
      JOIN jsonb_to_recordset(${JSON.stringify(cities.map((c, i) => ({ ...c, i })))}::jsonb)
        AS c(id text, lat float8, lng float8, currency text, factor float8, i int) ON c.i = h % ${cities.length}::int`.execute(trx);
    await sql`
      INSERT INTO cancellation_policies (hotel_id, code, name, no_show_percentage_of_cost)
      SELECT id, 'STANDARD', 'Standard', 100 FROM hotels WHERE brand_id = ${brandId}::int`.execute(trx);
    await sql`
      INSERT INTO room_types (hotel_id, code, name, sleeps, size_tatami, size_sqm, max_adults, sort_order, filter_ids)
      SELECT h.id, 'RT' || r, 'Room type ' || r, r + 1, 10 + r, 16 + r, r + 1, r, '{}'
      FROM hotels h CROSS JOIN generate_series(1, 3) AS r WHERE h.brand_id = ${brandId}::int`.execute(trx);
    await sql`
      INSERT INTO plans (hotel_id, hotel_plan_code, name, meals, minimum_nights, cancellation_policy_id, sort_order)
      SELECT h.id, p.code, p.name, p.meals, 1, c.id, p.n
      FROM hotels h JOIN cancellation_policies c ON c.hotel_id = h.id
      CROSS JOIN (VALUES (1, 'RO', 'Room only', 'none'), (2, 'BF', 'Bed and breakfast', 'breakfast')) AS p(n, code, name, meals)
      WHERE h.brand_id = ${brandId}::int`.execute(trx);
    await sql`
      INSERT INTO room_plans (plan_id, room_type_id, room_plan_code)
      SELECT p.id, rt.id, rt.code || '-' || p.hotel_plan_code
      FROM plans p JOIN room_types rt ON rt.hotel_id = p.hotel_id JOIN hotels h ON h.id = p.hotel_id
      WHERE h.brand_id = ${brandId}::int`.execute(trx);
    await sql`
      INSERT INTO room_rates (room_plan_id, stay_date, adults, amount)
      SELECT rp.id, d::date, a,
        (round(((6000 + h.star_class * 3000 + (h.id % 7) * 800 + rt.sort_order * 2500 + a * 1500
          + CASE p.hotel_plan_code WHEN 'BF' THEN 1800 * a ELSE 0 END)
          * (CASE WHEN extract(isodow FROM d) IN (5, 6) THEN 1.2 ELSE 1 END)
          * (CASE h.currency WHEN 'KRW' THEN 9 WHEN 'TWD' THEN 0.21 ELSE 1 END)) / 10) * 10)::int
      FROM room_plans rp JOIN plans p ON p.id = rp.plan_id JOIN room_types rt ON rt.id = rp.room_type_id
      JOIN hotels h ON h.id = rt.hotel_id
      CROSS JOIN generate_series(${start}::date, ${start}::date + ${OTA_DAYS - 1}::int, interval '1 day') AS d
      CROSS JOIN LATERAL generate_series(1, rt.max_adults) AS a
      WHERE h.brand_id = ${brandId}::int`.execute(trx);
    await sql`
      INSERT INTO inventory (room_type_id, stay_date, total, sold)
      SELECT rt.id, d::date, 6, CASE WHEN (d::date - ${start}::date + rt.id) % 11 = 0 THEN 6 ELSE (rt.id + d::date - ${start}::date) % 4 END
      FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
      CROSS JOIN generate_series(${start}::date, ${start}::date + ${OTA_DAYS - 1}::int, interval '1 day') AS d
      WHERE h.brand_id = ${brandId}::int`.execute(trx);
    await sql`
      INSERT INTO hotel_reviews (hotel_id, overall, locale)
      SELECT h.id, 1 + (h.id * 7 + r) % 5, 'en'
      FROM hotels h CROSS JOIN generate_series(1, 4) AS r WHERE h.brand_id = ${brandId}::int AND h.id % 5 <> 0`.execute(trx);
    for (const table of NOTIFYING_TABLES) await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(trx);
  });
  await sql`ANALYZE`.execute(db);
}
