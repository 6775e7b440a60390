import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../db/connect';

export interface StayChangeInput {
  checkin: string;
  checkout: string;
  roomIds: number[];
}

/**
 * A guest's calls to change a stay, as the manage screen makes them: quote, then confirm at the
 * quoted total and fee. `credentials` is the email or bypass token the guest found the booking with;
 * `app` is read at each call, as test apps start after the module loads.
 */
export function stayChanges(app: () => FastifyInstance, credentials: { email: string } | { bypass_token: string }) {
  function quote(number: string, change: StayChangeInput, headers = {}) {
    const query = new URLSearchParams({
      ...credentials,
      checkin_date: change.checkin,
      checkout_date: change.checkout,
      room_ids: change.roomIds.join(','),
    });
    return app().inject({ url: `/api/v1/reservations/${number}/change_quote?${query}`, headers });
  }

  function changeStay(number: string, body: object, headers = {}) {
    return app().inject({ method: 'PUT', url: `/api/v1/reservations/${number}`, payload: { ...credentials, ...body }, headers });
  }

  async function quoteAndChange(booked: { number: string; reservation: { version: number } }, change: StayChangeInput, headers = {}) {
    const quoted = await quote(booked.number, change, headers);
    expect(quoted.statusCode).toBe(200);
    const { quote: q } = quoted.json().data;
    const response = await changeStay(
      booked.number,
      {
        checkin_date: change.checkin,
        checkout_date: change.checkout,
        room_ids: change.roomIds,
        version: booked.reservation.version,
        total_price_displayed: q.total_price,
        change_fee_displayed: q.change_fee,
      },
      headers,
    );
    return { quote: q, response };
  }

  return { quote, changeStay, quoteAndChange };
}

/**
 * Room nights sold over a stay at the demo's Moderate Double, and those its members' rate counted
 * against its sale limit (two a night).
 */
export async function membersRateSold(db: Db, checkin: string, checkout: string) {
  const { rows } = await sql<{ rooms: number; plan: number }>`
    SELECT (SELECT sum(sold) FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id
             WHERE rt.hotel_id = 1 AND rt.code = 'MOD-DBL' AND i.stay_date >= ${checkin} AND i.stay_date < ${checkout})::int AS rooms,
      (SELECT sum(sold) FROM room_plan_sales s JOIN room_plans rp ON rp.id = s.room_plan_id
        WHERE rp.room_plan_code = 'MOD-DBL-MEM' AND s.stay_date >= ${checkin} AND s.stay_date < ${checkout})::int AS plan`.execute(db);
  return rows[0];
}
