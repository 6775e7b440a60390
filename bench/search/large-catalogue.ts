import pg from 'pg';

export const LARGE = { hotels: 50, roomTypes: 10, plans: 8, days: 365 };

/** Codes of the benchmark hotels, bench-001 … bench-050. */
export const benchHotelCode = (n: number) => `bench-${String(n).padStart(3, '0')}`;

/**
 * A large catalogue beside the demo one: 50 hotels × 10 room types × 8 plans, with rates for
 * every occupancy and stock for 365 days from `start` (≈ 2.9 million rates). Every 13th night
 * of a room type is sold out, so searches meet real gaps.
 */
export async function seedLargeCatalogue(databaseUrl: string, start: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const brand = await client.query<{ id: number }>(
      `INSERT INTO hotel_brands (code, name) VALUES ('bench', 'Benchmark Hotels') RETURNING id`,
    );
    const brandId = brand.rows[0]?.id;
    await client.query(
      `INSERT INTO hotels (brand_id, code, name, time_zone, currency, settings)
       SELECT $1, 'bench-' || lpad(h::text, 3, '0'), 'Benchmark Hotel ' || h, 'Asia/Tokyo', 'JPY',
              '{"multi_rooms_search_enabled": true, "multi_rooms_search_limit": 3}'
       FROM generate_series(1, $2::int) AS h`,
      [brandId, LARGE.hotels],
    );
    await client.query(
      `INSERT INTO cancellation_policies (hotel_id, code, name, no_show_percentage_of_cost)
       SELECT id, 'STANDARD', 'Standard', 100 FROM hotels WHERE brand_id = $1`,
      [brandId],
    );
    await client.query(
      `INSERT INTO room_types (hotel_id, code, name, sleeps, size_tatami, size_sqm, max_adults, sort_order, filter_ids)
       SELECT h.id, 'RT' || r, 'Room type ' || r, 1 + r % 3 + r % 2, 10 + r, 16 + r, 1 + r % 3, r, ARRAY[1 + r % 4]
       FROM hotels h CROSS JOIN generate_series(1, $2::int) AS r WHERE h.brand_id = $1`,
      [brandId, LARGE.roomTypes],
    );
    await client.query(
      `INSERT INTO plans (hotel_id, hotel_plan_code, name, meals, minimum_nights, cancellation_policy_id, sort_order)
       SELECT h.id, 'P' || p, 'Plan ' || p, CASE WHEN p % 2 = 0 THEN 'breakfast' ELSE 'none' END,
              CASE WHEN p = 8 THEN 2 ELSE 1 END, c.id, p
       FROM hotels h JOIN cancellation_policies c ON c.hotel_id = h.id
       CROSS JOIN generate_series(1, $2::int) AS p WHERE h.brand_id = $1`,
      [brandId, LARGE.plans],
    );
    await client.query(
      `INSERT INTO room_plans (plan_id, room_type_id, room_plan_code, sale_limit)
       SELECT p.id, rt.id, rt.code || '-' || p.hotel_plan_code, CASE WHEN p.hotel_plan_code = 'P7' THEN 3 END
       FROM plans p JOIN room_types rt ON rt.hotel_id = p.hotel_id
       JOIN hotels h ON h.id = p.hotel_id WHERE h.brand_id = $1`,
      [brandId],
    );
    await client.query(
      `INSERT INTO room_rates (room_plan_id, stay_date, adults, amount)
       SELECT rp.id, d::date, a, (8000 + rt.sort_order * 1500 + a * 2000 + (extract(isodow FROM d)::int / 6) * 3000)::int
       FROM room_plans rp JOIN room_types rt ON rt.id = rp.room_type_id JOIN hotels h ON h.id = rt.hotel_id
       CROSS JOIN generate_series($2::date, $2::date + $3::int - 1, interval '1 day') AS d
       CROSS JOIN LATERAL generate_series(1, rt.max_adults) AS a
       WHERE h.brand_id = $1`,
      [brandId, start, LARGE.days],
    );
    await client.query(
      `INSERT INTO inventory (room_type_id, stay_date, total, sold)
       SELECT rt.id, d::date, 8, CASE WHEN (d::date - $2::date + rt.id) % 13 = 0 THEN 8 ELSE (rt.id + d::date - $2::date) % 5 END
       FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
       CROSS JOIN generate_series($2::date, $2::date + $3::int - 1, interval '1 day') AS d
       WHERE h.brand_id = $1`,
      [brandId, start, LARGE.days],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}
