import type { FastifyInstance } from 'fastify';
import { addDays } from '@yado/domain/dates';
import { bookingBody, quotedTotal, tokyoDate } from '../../testing/test-app';

/** Issues a voucher at sakura-ginza with the staff key given: for the whole coming year and every plan unless told. */
export async function issueVoucher(app: FastifyInstance, staffKey: string, voucher: { user_id: number } & Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/hotels/sakura-ginza/vouchers',
    headers: { authorization: `Bearer ${staffKey}` },
    payload: { name: 'Stay voucher', amount: 20_000, valid_through: tokyoDate(200), ...voucher },
  });
  if (response.statusCode !== 201) throw new Error(`issue failed: ${response.statusCode} ${response.body}`);
  return response.json().data.voucher as { number: string; status: string };
}

/** Books one night of a Tokyo plan (Room only by default) as the member a token names, with a voucher and anything else given. */
export async function bookWithVoucher(
  app: FastifyInstance,
  input: { session: string; token: string | null; checkin: string; nights?: number; roomPlanCode?: string; email?: string },
  extra: Record<string, unknown>,
) {
  const roomPlanCode = input.roomPlanCode ?? 'MOD-DBL-RO';
  const stay = { checkin: input.checkin, checkout: addDays(input.checkin, input.nights ?? 1) };
  const totalCents = await quotedTotal(app, { ...stay, roomPlanCode });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': input.session, ...(input.token ? { authorization: `Bearer ${input.token}` } : {}) },
    payload: { ...bookingBody({ ...stay, roomPlanCode, totalCents, email: input.email }), ...extra },
  });
  return { response, totalCents };
}
