import type pg from 'pg';

export interface Stay {
  roomType: string;
  checkin: string;
  checkout: string;
}

/**
 * The stock transaction of the baselines, in raw SQL: the nights of the stay's room type locked in
 * date order and taken with a conditional update whose row count is checked, in one transaction.
 * Answers whether it booked (false when a night had no room left).
 */
export async function takeStockInRawSql(pool: pg.Pool, stay: Stay): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const nights = Math.round((Date.parse(stay.checkout) - Date.parse(stay.checkin)) / 86_400_000);
    // Named, as the API's statements are (ADR 0076): parsed and planned once per connection.
    const locked = await client.query({
      name: 'bench_lock_nights',
      text: `SELECT stay_date FROM inventory WHERE room_type_id = (SELECT id FROM room_types WHERE hotel_id = 1 AND code = $1)
       AND stay_date >= $2 AND stay_date < $3 ORDER BY stay_date FOR UPDATE`,
      values: [stay.roomType, stay.checkin, stay.checkout],
    });
    const taken = await client.query({
      name: 'bench_take_nights',
      text: `UPDATE inventory SET sold = sold + 1 WHERE room_type_id = (SELECT id FROM room_types WHERE hotel_id = 1 AND code = $1)
       AND stay_date >= $2 AND stay_date < $3 AND sold + 1 <= total`,
      values: [stay.roomType, stay.checkin, stay.checkout],
    });
    if (locked.rowCount !== nights || taken.rowCount !== nights) throw new Error('sold out');
    await client.query('COMMIT');
    return true;
  } catch {
    await client.query('ROLLBACK');
    return false;
  } finally {
    client.release();
  }
}
