import { createHmac, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { cardBrandOf } from '@yado/domain/payments';
import { startFakeServer, type FakeAnswer, type RecordedRequest } from '../providers/fake-server';
import { scenarioOf } from '../sandbox/test-cards';

export const FAKE_PAYPAL_CLIENT = { id: 'fake-paypal-client', secret: 'fake-paypal-secret', webhookId: 'WH-FAKE-0001' };

const BRAND_NAMES: Record<string, string> = { visa: 'VISA', master: 'MASTERCARD', jcb: 'JCB', amex: 'AMEX', diners: 'DINERS' };
/** Our §8 codes as PayPal's processor response codes, the way its test cards answer them. */
const RESPONSE_CODE_OF: Record<string, string> = { '3003': '0051', '3004': '1330', '3005': '5400', '3007': '0051', '3204': '0500' };

const money = z.object({ currency_code: z.string().length(3), value: z.string().regex(/^\d+(\.\d{2})?$/) });
const orderRequest = z.object({
  intent: z.enum(['CAPTURE', 'AUTHORIZE']),
  purchase_units: z.array(z.object({ custom_id: z.string().min(1), invoice_id: z.string().optional(), amount: money })).length(1),
  payment_source: z.object({
    card: z.object({
      vault_id: z.string(),
      attributes: z.object({ verification: z.object({ method: z.enum(['SCA_WHEN_REQUIRED', 'SCA_ALWAYS']) }) }),
      experience_context: z.object({ return_url: z.string().url(), cancel_url: z.string().url() }),
    }),
  }),
});

interface FakeOrder {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  customId: string;
  amount: z.infer<typeof money>;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  liabilityShift?: 'POSSIBLE' | 'NO';
  authorization?: { id: string; status: 'CREATED' | 'CAPTURED' | 'VOIDED' };
  capture?: { id: string; status: 'COMPLETED' | 'DECLINED' | 'REFUNDED' | 'PARTIALLY_REFUNDED'; value: number; refunded: number };
  declineCode?: string;
}

/** PayPal's error body: name, message, details with the issue. */
const error = (status: number, name: string, issue: string): FakeAnswer => ({
  status,
  body: { name, message: issue, details: [{ issue, description: issue }], debug_id: randomBytes(6).toString('hex') },
});
const id = (prefix = '') => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * PayPal's REST API (OAuth, Vault v3, Orders v2, Payments v2, webhook verification) as documented,
 * for the calls our adapter makes, on a local port. Cards follow the sandbox's test cards.
 */
export async function startFakePayPal(options: { hangMs?: number } = {}) {
  const tokens = new Set<string>();
  const setupTokens = new Map<string, string | null>();
  const vault = new Map<string, string>();
  const orders = new Map<string, FakeOrder>();
  const signingKey = randomBytes(16);
  const authorized = (request: RecordedRequest) => tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''));
  const guard = (route: (request: RecordedRequest, params: string[]) => FakeAnswer | Promise<FakeAnswer>) => {
    return (request: RecordedRequest, params: string[]) =>
      authorized(request) ? route(request, params) : error(401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
  };
  const cents = (value: string) => Math.round(Number(value) * 100);
  const orderBody = (order: FakeOrder) => ({
    id: order.id,
    intent: order.intent,
    status: order.status,
    purchase_units: [
      {
        custom_id: order.customId,
        amount: order.amount,
        payments: {
          ...(order.authorization ? { authorizations: [{ ...order.authorization, custom_id: order.customId }] } : {}),
          ...(order.capture
            ? {
                captures: [
                  {
                    id: order.capture.id,
                    status: order.capture.status,
                    custom_id: order.customId,
                    ...(order.declineCode ? { processor_response: { response_code: order.declineCode } } : {}),
                  },
                ],
              }
            : {}),
        },
      },
    ],
    payment_source: {
      card: { ...(order.liabilityShift ? { authentication_result: { liability_shift: order.liabilityShift } } : {}) },
    },
    links:
      order.status === 'PAYER_ACTION_REQUIRED'
        ? [{ rel: 'payer-action', href: `https://www.sandbox.paypal.com/webapps/helios?action=verify&flow=3ds&cart_id=${order.id}` }]
        : [{ rel: 'self', href: `/v2/checkout/orders/${order.id}` }],
  });
  function complete(order: FakeOrder) {
    order.status = 'COMPLETED';
    if (order.intent === 'AUTHORIZE') order.authorization = { id: id('AUTH'), status: 'CREATED' };
    else order.capture = { id: id('CAP'), status: 'COMPLETED', value: cents(order.amount.value), refunded: 0 };
  }
  const findCapture = (captureId: string) => [...orders.values()].find((o) => o.capture?.id === captureId);
  const findAuthorization = (authorizationId: string) => [...orders.values()].find((o) => o.authorization?.id === authorizationId);

  const server = await startFakeServer([
    [
      'POST',
      /^\/v1\/oauth2\/token$/,
      (request) => {
        const expected = `Basic ${Buffer.from(`${FAKE_PAYPAL_CLIENT.id}:${FAKE_PAYPAL_CLIENT.secret}`).toString('base64')}`;
        if (request.headers.authorization !== expected || request.body !== 'grant_type=client_credentials')
          return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
        const token = id('A21AA');
        tokens.add(token);
        return {
          status: 200,
          body: { scope: 'https://uri.paypal.com/services/vault', access_token: token, token_type: 'Bearer', expires_in: 32400 },
        };
      },
    ],
    [
      'POST',
      /^\/v3\/vault\/setup-tokens$/,
      guard((request) => {
        const card = (request.body as { payment_source?: { card?: { verification_method?: string } } }).payment_source?.card;
        if (!card?.verification_method) return error(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
        const setup = id('SETUP');
        setupTokens.set(setup, null);
        return { status: 201, body: { id: setup, status: 'CREATED', payment_source: { card: {} } } };
      }),
    ],
    [
      'POST',
      /^\/v3\/vault\/payment-tokens$/,
      guard((request) => {
        const source = (request.body as { payment_source?: { token?: { id?: string; type?: string } } }).payment_source?.token;
        const number = source?.id ? setupTokens.get(source.id) : undefined;
        if (source?.type !== 'SETUP_TOKEN' || !number) return error(422, 'UNPROCESSABLE_ENTITY', 'SETUP_TOKEN_NOT_APPROVED');
        const vaultId = id('VT');
        vault.set(vaultId, number);
        return { status: 201, body: tokenBody(vaultId, number) };
      }),
    ],
    [
      'GET',
      /^\/v3\/vault\/payment-tokens\/([^/]+)$/,
      guard((_request, [vaultId]) => {
        const number = vault.get(vaultId!);
        return number ? { status: 200, body: tokenBody(vaultId!, number) } : error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      }),
    ],
    [
      'DELETE',
      /^\/v3\/vault\/payment-tokens\/([^/]+)$/,
      guard((_request, [vaultId]) => (vault.delete(vaultId!) ? { status: 204 } : error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID'))),
    ],
    [
      'POST',
      /^\/v2\/checkout\/orders$/,
      guard(async (request) => {
        const parsed = orderRequest.safeParse(request.body);
        if (!parsed.success) return error(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX');
        const number = vault.get(parsed.data.payment_source.card.vault_id);
        if (!number) return error(422, 'UNPROCESSABLE_ENTITY', 'INVALID_RESOURCE_ID');
        const unit = parsed.data.purchase_units[0]!;
        const order: FakeOrder = {
          id: id(),
          intent: parsed.data.intent,
          customId: unit.custom_id,
          amount: unit.amount,
          status: 'APPROVED',
        };
        orders.set(order.id, order);
        const scenario = scenarioOf(number);
        if (scenario.kind === 'timeout') await sleep(options.hangMs ?? 400);
        if (scenario.kind === 'decline' && scenario.code === '3005') return error(422, 'UNPROCESSABLE_ENTITY', 'CARD_EXPIRED');
        if (scenario.kind === 'decline') {
          order.status = 'COMPLETED';
          order.declineCode = RESPONSE_CODE_OF[scenario.code] ?? '0051';
          order.capture = { id: id('CAP'), status: 'DECLINED', value: 0, refunded: 0 };
          return { status: 201, body: orderBody(order) };
        }
        if (scenario.kind === 'challenge' || scenario.kind === 'challenge_then_fail') {
          order.status = 'PAYER_ACTION_REQUIRED';
          return { status: 200, body: orderBody(order) };
        }
        complete(order);
        return { status: 201, body: orderBody(order) };
      }),
    ],
    [
      'GET',
      /^\/v2\/checkout\/orders\/([^/]+)$/,
      guard((_request, [orderId]) => {
        const order = orders.get(orderId!);
        return order ? { status: 200, body: orderBody(order) } : error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      }),
    ],
    [
      'POST',
      /^\/v2\/checkout\/orders\/([^/]+)\/(capture|authorize)$/,
      guard((_request, [orderId, kind]) => {
        const order = orders.get(orderId!);
        if (!order) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        if (order.status !== 'APPROVED' || (kind === 'capture') !== (order.intent === 'CAPTURE'))
          return error(422, 'UNPROCESSABLE_ENTITY', order.status === 'COMPLETED' ? 'ORDER_ALREADY_CAPTURED' : 'ORDER_NOT_APPROVED');
        complete(order);
        return { status: 201, body: orderBody(order) };
      }),
    ],
    [
      'POST',
      /^\/v2\/payments\/authorizations\/([^/]+)\/(capture|void)$/,
      guard((request, [authorizationId, kind]) => {
        const order = findAuthorization(authorizationId!);
        if (order?.authorization?.status !== 'CREATED') return error(422, 'UNPROCESSABLE_ENTITY', 'AUTHORIZATION_ALREADY_CAPTURED');
        if (kind === 'void') {
          order.authorization.status = 'VOIDED';
          return { status: 204 };
        }
        const parsed = z.object({ amount: money, final_capture: z.boolean() }).safeParse(request.body);
        if (!parsed.success) return error(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX');
        const value = cents(parsed.data.amount.value);
        if (value > cents(order.amount.value)) return error(422, 'UNPROCESSABLE_ENTITY', 'MAX_CAPTURE_AMOUNT_EXCEEDED');
        order.authorization.status = 'CAPTURED';
        order.capture = { id: id('CAP'), status: 'COMPLETED', value, refunded: 0 };
        return { status: 201, body: { id: order.capture.id, status: 'COMPLETED', amount: parsed.data.amount } };
      }),
    ],
    [
      'POST',
      /^\/v2\/payments\/captures\/([^/]+)\/refund$/,
      guard((request, [captureId]) => {
        const order = findCapture(captureId!);
        const parsed = z.object({ amount: money }).safeParse(request.body);
        if (!order?.capture || !parsed.success) return error(422, 'UNPROCESSABLE_ENTITY', 'INVALID_RESOURCE_ID');
        const value = cents(parsed.data.amount.value);
        if (order.capture.refunded + value > order.capture.value) return error(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
        order.capture.refunded += value;
        order.capture.status = order.capture.refunded === order.capture.value ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
        return { status: 201, body: { id: id('REF'), status: 'COMPLETED', amount: parsed.data.amount } };
      }),
    ],
    [
      'POST',
      /^\/v1\/notifications\/verify-webhook-signature$/,
      guard((request) => {
        const body = request.body as Record<string, unknown>;
        const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id', 'webhook_event'];
        if (fields.some((field) => !body[field])) return error(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
        const expected = sign(String(body.transmission_id), String(body.transmission_time), String(body.webhook_id), body.webhook_event);
        return { status: 200, body: { verification_status: expected === body.transmission_sig ? 'SUCCESS' : 'FAILURE' } };
      }),
    ],
  ]);

  function tokenBody(vaultId: string, number: string) {
    return {
      id: vaultId,
      customer: { id: 'customer_1' },
      payment_source: {
        card: { brand: BRAND_NAMES[cardBrandOf(number) ?? ''] ?? 'UNKNOWN', last_digits: number.slice(-4), expiry: '2030-03' },
      },
    };
  }
  // PayPal signs transmission id, time, webhook id and the event; the fake keeps its key to itself, as PayPal does.
  function sign(transmissionId: string, time: string, webhookId: string, event: unknown) {
    return createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${JSON.stringify(event)}`)
      .digest('base64');
  }

  return {
    ...server,
    /** What PayPal's card fields do with a setup token: the card goes to PayPal, which validates it. */
    fillSetupToken(setupTokenId: string, number: string) {
      if (!setupTokens.has(setupTokenId)) throw new Error(`no setup token ${setupTokenId}`);
      setupTokens.set(setupTokenId, number);
    },
    /** The guest passes (or fails) the 3-D Secure step on PayPal's page: the order is approved. */
    payerAction(customId: string, passed: boolean) {
      const order = [...orders.values()].find((o) => o.customId === customId);
      if (!order) throw new Error(`no order for ${customId}`);
      order.status = 'APPROVED';
      order.liabilityShift = passed ? 'POSSIBLE' : 'NO';
    },
    /** A webhook as PayPal sends it, with headers only PayPal's verification accepts. */
    webhook(event: { id: string; event_type: string; resource: Record<string, unknown> }, webhookId = FAKE_PAYPAL_CLIENT.webhookId) {
      const transmissionId = id('TX');
      const time = new Date().toISOString();
      return {
        body: JSON.stringify(event),
        headers: {
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': sign(transmissionId, time, webhookId, event),
          'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-fake',
          'paypal-auth-algo': 'SHA256withRSA',
        },
      };
    },
    orderFor: (customId: string) => [...orders.values()].find((o) => o.customId === customId),
    latestOrder: () => [...orders.values()].at(-1),
  };
}
export type FakePayPal = Awaited<ReturnType<typeof startFakePayPal>>;
