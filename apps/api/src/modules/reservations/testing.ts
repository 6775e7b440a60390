import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

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
