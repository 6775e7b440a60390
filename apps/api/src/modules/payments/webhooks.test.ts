import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { signSandboxWebhook } from './sandbox/gateway';
import { bookWithCard } from './testing';

const SECRET = 'webhook-test-secret-0123456789';
let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp({ config: { SANDBOX_WEBHOOK_SECRET: SECRET } });
  session = await t.session();
});
afterAll(async () => t.close());

/** A reservation waiting at 3-D Secure, and its payment transaction. */
async function pendingPayment(checkin: string, checkout: string) {
  const response = await bookWithCard(t.app, session, { number: '4000000000003220', checkin, checkout });
  const { reservation_number: number, bypass_token: bypassToken } = response.json().data;
  const reservation = await t.db.selectFrom('reservations').select('id').where('reservation_number', '=', number).executeTakeFirstOrThrow();
  const transaction = await t.db
    .selectFrom('payment_transactions')
    .select('id')
    .where('reservation_id', '=', reservation.id)
    .executeTakeFirstOrThrow();
  const state = async () => {
    const view = (await t.app.inject({ url: `/api/v1/reservations/${number}?bypass_token=${bypassToken}` })).json().data.reservation;
    return [view.status, view.payment.status];
  };
  return { transactionId: transaction.id, state };
}

function deliver(event: { id: string; status: string; merchantReference: string; failureCode?: string }, secret = SECRET) {
  const body = JSON.stringify({
    id: event.id,
    payment: {
      reference: `sbx_${event.merchantReference}`,
      status: event.status,
      merchant_reference: event.merchantReference,
      ...(event.failureCode ? { failureCode: event.failureCode } : {}),
    },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', 'yado-signature': signSandboxWebhook(body, secret) },
    payload: body,
  });
}

describe('gateway webhooks', () => {
  it('change a payment once: a repeated event and a late older one change nothing', async () => {
    const { transactionId, state } = await pendingPayment(tokyoDate(52), tokyoDate(53));
    expect(await state()).toEqual(['payment_pending', 'pre_3d_secure']);

    expect((await deliver({ id: 'evt_a_2', status: 'captured', merchantReference: transactionId })).statusCode).toBe(204);
    expect(await state()).toEqual(['done', 'captured']);
    expect((await deliver({ id: 'evt_a_2', status: 'captured', merchantReference: transactionId })).statusCode).toBe(204);
    // Out of order: the challenge notice and a failure after the capture leave it captured.
    await deliver({ id: 'evt_a_1', status: 'challenge_required', merchantReference: transactionId });
    await deliver({ id: 'evt_a_3', status: 'failed', merchantReference: transactionId, failureCode: '3006' });
    expect(await state()).toEqual(['done', 'captured']);
    const recorded = await t.db.selectFrom('payment_events').select('event_id').where('event_id', 'like', 'evt_a_%').execute();
    expect(recorded.map((e) => e.event_id).sort()).toEqual(['evt_a_1', 'evt_a_2', 'evt_a_3']);
  });

  it('leave a failed payment failed when a capture arrives late, and give the room back once', async () => {
    const { transactionId, state } = await pendingPayment(tokyoDate(54), tokyoDate(55));
    await deliver({ id: 'evt_b_2', status: 'failed', merchantReference: transactionId, failureCode: '3006' });
    await deliver({ id: 'evt_b_2', status: 'failed', merchantReference: transactionId, failureCode: '3006' });
    await deliver({ id: 'evt_b_3', status: 'captured', merchantReference: transactionId });
    expect(await state()).toEqual(['cancelled', 'failed']);
  });

  it('refuses a delivery whose signature does not verify', async () => {
    const { transactionId, state } = await pendingPayment(tokyoDate(56), tokyoDate(57));
    const forged = await deliver({ id: 'evt_c_2', status: 'captured', merchantReference: transactionId }, 'not-the-secret-at-all');
    expect([forged.statusCode, firstError(forged.json()).code]).toEqual([401, 'WEBHOOK_SIGNATURE_INVALID']);
    expect(await state()).toEqual(['payment_pending', 'pre_3d_secure']);
  });
});
