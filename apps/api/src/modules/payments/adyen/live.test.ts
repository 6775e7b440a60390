import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { adyenToken } from './codes';
import { adyenGateway } from './gateway';

/**
 * Against Adyen's own test environment, only when its credentials are given: ADYEN_TEST_API_KEY and
 * ADYEN_TEST_MERCHANT_ACCOUNT (a test company account's web service user). Adyen's test environment
 * takes test cards as "test_" values in place of the Drop-in's encrypted fields; the test stores one there.
 */
const apiKey = process.env.ADYEN_TEST_API_KEY;
const merchantAccount = process.env.ADYEN_TEST_MERCHANT_ACCOUNT;
const live = Boolean(apiKey && merchantAccount);
const CHECKOUT = 'https://checkout-test.adyen.com/v71';
const title = (name: string) => (live ? name : `${name} (skipped: ADYEN_TEST_API_KEY and ADYEN_TEST_MERCHANT_ACCOUNT are not set)`);

let t: TestApp | null = null;
beforeAll(async () => {
  if (live) t = await startTestApp();
});
afterAll(async () => t?.close());

async function storeTestCard(shopperReference: string) {
  const headers = { 'x-api-key': apiKey!, 'content-type': 'application/json' };
  const stored = await fetch(`${CHECKOUT}/payments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      merchantAccount,
      reference: `store-${shopperReference}`,
      amount: { currency: 'EUR', value: 0 },
      paymentMethod: {
        type: 'scheme',
        encryptedCardNumber: 'test_4111111111111111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
      },
      shopperReference,
      storePaymentMethod: true,
      shopperInteraction: 'Ecommerce',
      recurringProcessingModel: 'CardOnFile',
      returnUrl: 'http://localhost/return',
    }),
  });
  expect(stored.status).toBe(200);
  const query = new URLSearchParams({ merchantAccount: merchantAccount!, shopperReference });
  const listed = (await (await fetch(`${CHECKOUT}/storedPaymentMethods?${query}`, { headers })).json()) as {
    storedPaymentMethods: Array<{ id: string }>;
  };
  return adyenToken(shopperReference, listed.storedPaymentMethods[0]!.id);
}

describe('Adyen test environment', () => {
  it.skipIf(!live)(title('holds, captures part of, refunds and forgets a stored card'), async () => {
    const adyen = adyenGateway(t!.db, {
      apiKey: apiKey!,
      merchantAccount: merchantAccount!,
      clientKey: 'test_unused',
      hmacKey: '00'.repeat(32),
      checkoutUrl: CHECKOUT,
      environment: 'test',
      publicBaseUrl: 'http://localhost:3000',
      timeoutMs: 20_000,
    });
    const token = await storeTestCard(`shp_${randomUUID().replaceAll('-', '')}`);
    expect(await adyen.describeToken(token)).toMatchObject({ brand: 'visa', last4: '1111' });
    const reference = randomUUID();
    const held = await adyen.authorize({
      token,
      amount: 1000,
      currency: 'EUR',
      capture: false,
      merchantReference: reference,
      returnUrl: '/r',
    });
    expect(['authorized', 'challenge_required']).toContain(held.status);
    if (held.status === 'authorized') {
      expect((await adyen.capture(reference, 600)).status).toBe('captured');
      expect((await adyen.refund(reference, 200, `${reference}:keep:400`)).status).toBe('captured');
    } else {
      expect(held.challengeUrl).toBe(`/adyen-gateway/challenge/${reference}`);
    }
    await adyen.deleteCard(token);
    expect(await adyen.describeToken(token)).toBeNull();
  });
});
