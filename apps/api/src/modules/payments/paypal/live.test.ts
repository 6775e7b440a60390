import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { paypalGateway, paypalToken } from './gateway';

/**
 * Against PayPal's sandbox, only when a sandbox REST app's credentials are given: PAYPAL_TEST_CLIENT_ID
 * and PAYPAL_TEST_CLIENT_SECRET. The sandbox vaults a test card sent to it directly; the test does
 * that, as PayPal's card fields would.
 */
const clientId = process.env.PAYPAL_TEST_CLIENT_ID;
const clientSecret = process.env.PAYPAL_TEST_CLIENT_SECRET;
const live = Boolean(clientId && clientSecret);
const API = 'https://api-m.sandbox.paypal.com';
const title = (name: string) => (live ? name : `${name} (skipped: PAYPAL_TEST_CLIENT_ID and PAYPAL_TEST_CLIENT_SECRET are not set)`);

let t: TestApp | null = null;
beforeAll(async () => {
  if (live) t = await startTestApp();
});
afterAll(async () => t?.close());

async function vaultTestCard() {
  const auth = await fetch(`${API}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token: accessToken } = (await auth.json()) as { access_token: string };
  const vaulted = await fetch(`${API}/v3/vault/payment-tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', 'paypal-request-id': randomUUID() },
    body: JSON.stringify({ payment_source: { card: { number: '4032039317984658', expiry: '2030-03', name: 'YUI TANAKA' } } }),
  });
  expect(vaulted.status).toBeLessThan(300);
  return paypalToken(((await vaulted.json()) as { id: string }).id);
}

describe('PayPal sandbox', () => {
  it.skipIf(!live)(title('authorizes, captures part of, refunds and forgets a vaulted card'), async () => {
    const paypal = paypalGateway(t!.db, {
      clientId: clientId!,
      clientSecret: clientSecret!,
      webhookId: 'unused',
      apiUrl: API,
      publicBaseUrl: 'http://localhost:3000',
      timeoutMs: 20_000,
    });
    const token = await vaultTestCard();
    expect(await paypal.describeToken(token)).toMatchObject({ brand: 'visa', last4: '4658' });
    const reference = randomUUID();
    const held = await paypal.authorize({
      token,
      amount: 1000,
      currency: 'USD',
      capture: false,
      merchantReference: reference,
      returnUrl: '/r',
    });
    expect(['authorized', 'challenge_required']).toContain(held.status);
    if (held.status === 'authorized') {
      expect((await paypal.capture(reference, 600)).status).toBe('captured');
      expect((await paypal.refund(reference, 200, `${reference}:keep:400`)).status).toBe('captured');
    }
    await paypal.deleteCard(token);
    expect(await paypal.describeToken(token)).toBeNull();
  });
});
