import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bookingBody, quotedTotal } from '../../testing/test-app';

/** A card turned into a token at the sandbox gateway, as its hosted fields do. */
export async function sandboxToken(
  app: FastifyInstance,
  number: string,
  card: { exp_year?: number; exp_month?: number; cvv?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/sandbox-gateway/tokens',
    payload: {
      number,
      holder_name: 'YUI TANAKA',
      exp_month: card.exp_month ?? 12,
      exp_year: card.exp_year ?? 2035,
      cvv: card.cvv ?? '7391',
    },
  });
  if (response.statusCode !== 201) throw new Error(`tokenize failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** Books a Tokyo plan (by default the non-refundable one, paid in full by card) and pays with the card given. */
export async function bookWithCard(
  app: FastifyInstance,
  session: string,
  input: {
    number: string;
    checkin: string;
    checkout: string;
    idempotencyKey?: string;
    bearer?: string;
    roomPlanCode?: string;
    paymentType?: string;
    card?: { exp_year?: number; exp_month?: number };
    email?: string;
    /** Paid in the guest's currency at this rate (§4 multi-currency). */
    mcp?: { currency: string; rateId: number };
    /** How the card becomes a token: the sandbox's fields unless a test runs another gateway. */
    tokenize?: (app: FastifyInstance, number: string) => Promise<string>;
  },
) {
  const roomPlanCode = input.roomPlanCode ?? 'MOD-DBL-NR';
  const totalCents = await quotedTotal(app, { checkin: input.checkin, checkout: input.checkout, roomPlanCode });
  const token = input.tokenize ? await input.tokenize(app, input.number) : await sandboxToken(app, input.number, input.card);
  return app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: {
      'client-session': session,
      ...(input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : {}),
      ...(input.bearer ? { authorization: `Bearer ${input.bearer}` } : {}),
    },
    payload: {
      ...bookingBody({ checkin: input.checkin, checkout: input.checkout, roomPlanCode, totalCents, email: input.email }),
      payment: { type: input.paymentType ?? 'credit_card', card_token: token },
      ...(input.mcp ? { mcp_currency: input.mcp.currency, exchange_rate_id: input.mcp.rateId } : {}),
    },
  });
}

/** The guest answers the sandbox bank's 3-D Secure page, and their browser follows it back to us. */
export async function answerChallenge(app: FastifyInstance, challengeUrl: string, action: 'complete' | 'fail' | 'cancel') {
  const page = await app.inject({ url: challengeUrl });
  expect(page.body).toContain('Sandbox Bank');
  const posted = await app.inject({
    method: 'POST',
    url: challengeUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  expect(posted.statusCode).toBe(303);
  const back = await app.inject({ url: posted.headers.location as string });
  expect(back.statusCode).toBe(200);
}
