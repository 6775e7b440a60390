import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { TestApp } from '../../testing/test-app';
import { FAKE_ADYEN_API_KEY, FAKE_ADYEN_MERCHANT, startFakeAdyen, type FakeAdyen } from './adyen/fake-adyen';
import { FAKE_PAYPAL_CLIENT, startFakePayPal, type FakePayPal } from './paypal/fake-paypal';
import { sandboxToken } from './testing';

/** The HMAC key the fake Adyen's notifications are signed with in tests (hex, as the Customer Area shows it). */
export const TEST_ADYEN_HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';

/** How a test turns a test card into a gateway's token, the way that gateway's card fields would. */
export type Tokenize = (app: FastifyInstance, number: string) => Promise<string>;

/**
 * One gateway for the payment scenarios that run against each (ADR 0056): the sandbox, and Adyen
 * and PayPal against their local fakes. `gatewayStatus` names the payment's state at the provider
 * as the sandbox does (captured, refunded, cancelled, …).
 */
export interface GatewayCase {
  name: 'sandbox' | 'adyen' | 'paypal';
  /** Starts the provider's fake, if any, and answers the app's configuration for it. */
  start(): Promise<Partial<Config>>;
  /** Makes it the demo brands' gateway (their payment hub setting). */
  use(t: TestApp): Promise<void>;
  tokenize: Tokenize;
  /** The latest payment's state at the provider. */
  gatewayStatus(t: TestApp): Promise<string>;
  stop(): Promise<void>;
}

async function chooseGateway(t: TestApp, gateway: string) {
  const hub = { payment_hub: { config: 'default', integration_type: 'hosted', gateway } };
  await sql`UPDATE hotel_brands SET settings = settings || ${JSON.stringify(hub)}::jsonb`.execute(t.db);
  t.app.hotels.clearCache();
}

function sandboxCase(): GatewayCase {
  return {
    name: 'sandbox',
    start: async () => ({}),
    use: async () => undefined,
    tokenize: (app, number) => sandboxToken(app, number),
    async gatewayStatus(t) {
      const row = await t.db
        .selectFrom('sandbox_gateway_payments')
        .select('status')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      return row.status;
    },
    stop: async () => undefined,
  };
}

/** What Adyen's card fields page reads of a desktop browser for native 3-D Secure 2. */
export const TEST_BROWSER_INFO = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  language: 'ja-JP',
  colorDepth: 24,
  screenHeight: 1080,
  screenWidth: 1920,
  timeZoneOffset: -540,
  javaEnabled: false,
};

export function adyenCase(): GatewayCase & {
  fake: () => FakeAdyen;
  /** The card fields' path with what the page sends of the browser (none, or a bad one). */
  tokenizeWith: (browserInfo: unknown) => Tokenize;
} {
  let fake: FakeAdyen | null = null;
  const running = () =>
    fake ??
    (() => {
      throw new Error('fake Adyen not started');
    })();
  return {
    name: 'adyen',
    fake: running,
    async start() {
      fake = await startFakeAdyen();
      return {
        ADYEN: {
          apiKey: FAKE_ADYEN_API_KEY,
          merchantAccount: FAKE_ADYEN_MERCHANT,
          clientKey: 'test_FAKECLIENTKEY',
          hmacKey: TEST_ADYEN_HMAC_KEY,
          environment: 'test',
          checkoutUrl: fake.checkoutUrl,
        },
      };
    },
    use: (t) => chooseGateway(t, 'adyen'),
    tokenize: (app, number) => adyenTokenize(app, number, TEST_BROWSER_INFO),
    tokenizeWith: (browserInfo) => (app, number) => adyenTokenize(app, number, browserInfo),
    async gatewayStatus() {
      const status = running().latestPayment()?.status ?? 'none';
      return status === 'authorised'
        ? 'authorized'
        : status === 'refused'
          ? 'failed'
          : status === 'challenge' || status === 'fingerprint'
            ? 'challenge_required'
            : status;
    },
    stop: async () => fake?.close(),
  };

  // The card fields' path: a session from our API, the Drop-in sending the card to Adyen, our API's token with the browser's details.
  async function adyenTokenize(app: FastifyInstance, number: string, browserInfo: unknown) {
    const started = await app.inject({ method: 'POST', url: '/adyen-gateway/sessions', payload: {} });
    if (started.statusCode !== 201) throw new Error(`Adyen session failed: ${started.body}`);
    const session = started.json();
    const sessionResult = running().completeSession(session.id, number);
    const response = await app.inject({
      method: 'POST',
      url: '/adyen-gateway/tokens',
      headers: { accept: '*/*' },
      payload: {
        session_id: session.id,
        session_result: sessionResult,
        shopper_reference: session.shopper_reference,
        ...(browserInfo === undefined ? {} : { browser_info: browserInfo }),
      },
    });
    if (response.statusCode !== 201) throw new Error(`Adyen token failed: ${response.body}`);
    return (response.json() as { token: string }).token;
  }
}

export function paypalCase(): GatewayCase & { fake: () => FakePayPal } {
  let fake: FakePayPal | null = null;
  const running = () =>
    fake ??
    (() => {
      throw new Error('fake PayPal not started');
    })();
  return {
    name: 'paypal',
    fake: running,
    async start() {
      fake = await startFakePayPal();
      return {
        PAYPAL: {
          clientId: FAKE_PAYPAL_CLIENT.id,
          clientSecret: FAKE_PAYPAL_CLIENT.secret,
          webhookId: FAKE_PAYPAL_CLIENT.webhookId,
          environment: 'sandbox',
          apiUrl: fake.url,
        },
      };
    },
    use: (t) => chooseGateway(t, 'paypal'),
    // The card fields' path: a setup token from our API, PayPal's fields validating the card into it, our API's token.
    async tokenize(app, number) {
      const setup = (await app.inject({ method: 'POST', url: '/paypal-gateway/setup-tokens', payload: {} })).json();
      running().fillSetupToken(setup.id, number);
      const response = await app.inject({ method: 'POST', url: '/paypal-gateway/tokens', payload: { setup_token: setup.id } });
      if (response.statusCode !== 201) throw new Error(`PayPal token failed: ${response.body}`);
      return (response.json() as { token: string }).token;
    },
    async gatewayStatus() {
      const order = running().latestOrder();
      const capture = order?.capture?.status;
      if (capture)
        return capture === 'COMPLETED' ? 'captured' : capture === 'DECLINED' ? 'failed' : capture === 'REFUNDED' ? 'refunded' : 'captured';
      const authorization = order?.authorization?.status;
      if (authorization) return authorization === 'VOIDED' ? 'cancelled' : 'authorized';
      return order ? 'challenge_required' : 'none';
    },
    stop: async () => fake?.close(),
  };
}

/** Every gateway, for `describe.each`: the scenarios a hotel relies on behave alike whichever its brand chose. */
export const gatewayCases = (): GatewayCase[] => [sandboxCase(), adyenCase(), paypalCase()];
