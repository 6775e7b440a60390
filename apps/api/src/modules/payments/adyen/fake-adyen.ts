import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { cardBrandOf } from '@yado/domain/payments';
import { startFakeServer, type FakeAnswer, type RecordedRequest } from '../providers/fake-server';
import { scenarioOf } from '../sandbox/test-cards';
import { adyenBrowserInfoSchema } from './schemas';

export const FAKE_ADYEN_API_KEY = 'AQE-fake-adyen-key-for-tests';
export const FAKE_ADYEN_MERCHANT = 'YadoTestECOM';

const BRAND_CODES: Record<string, string> = { visa: 'visa', master: 'mc', jcb: 'jcb', amex: 'amex', diners: 'diners' };
/** Our §8 codes as Adyen's refusal reasons, the way its test cards answer them. */
const REFUSAL_OF: Record<string, [string, string]> = {
  '3003': ['2', 'Refused'],
  '3004': ['8', 'Invalid Card Number'],
  '3005': ['6', 'Expired Card'],
  '3006': ['11', '3D Not Authenticated'],
  '3007': ['2', 'Refused'],
  '3204': ['27', 'Do Not Honor'],
  '3252': ['38', 'Authentication required'],
};

const amount = z.object({ currency: z.string().length(3), value: z.number().int().min(0) });
const paymentRequest = z.object({
  merchantAccount: z.literal(FAKE_ADYEN_MERCHANT),
  reference: z.string().min(1).max(80),
  amount,
  paymentMethod: z.object({ type: z.literal('scheme'), storedPaymentMethodId: z.string() }),
  shopperReference: z.string().min(3),
  shopperInteraction: z.literal('Ecommerce'),
  recurringProcessingModel: z.literal('CardOnFile'),
  channel: z.literal('Web'),
  origin: z.string().url(),
  returnUrl: z.string().url(),
  // Native 3-D Secure 2 for a browser needs all of browserInfo, as Adyen's schema says.
  browserInfo: adyenBrowserInfoSchema.optional(),
  // The payer, as Adyen's PaymentRequest types them.
  shopperIP: z.union([z.ipv4(), z.ipv6()]).optional(),
  shopperEmail: z.email().max(300).optional(),
  shopperName: z
    .object({ firstName: z.string().min(1).max(80), lastName: z.string().min(1).max(80) })
    .strict()
    .optional(),
  telephoneNumber: z.string().max(32).optional(),
  authenticationData: z.object({ threeDSRequestData: z.object({ nativeThreeDS: z.literal('preferred') }) }),
  captureDelayHours: z.literal(0).optional(),
  additionalData: z.object({ manualCapture: z.literal('true') }).optional(),
});
const modification = z.object({ merchantAccount: z.literal(FAKE_ADYEN_MERCHANT), reference: z.string().min(1), amount: amount.optional() });

interface FakePayment {
  pspReference: string;
  reference: string;
  amount: number;
  currency: string;
  manualCapture: boolean;
  status: 'fingerprint' | 'challenge' | 'authorised' | 'captured' | 'refunded' | 'cancelled' | 'refused';
  captured: number;
  refunded: number;
  challengeFailsWith?: string;
}

/** Adyen's error body: status, errorCode, message, errorType. */
const error = (status: number, errorCode: string, message: string): FakeAnswer => ({
  status,
  body: { status, errorCode, message, errorType: status === 401 ? 'security' : 'validation' },
});
const psp = () => randomBytes(8).toString('hex').toUpperCase();
/** A payment not yet captured, or still in its 3-D Secure check, can be cancelled. */
const cancellable = (payment: FakePayment) => ['authorised', 'fingerprint', 'challenge'].includes(payment.status);

/** Adyen's native 3-D Secure 2 action: the issuer's fingerprint, then its challenge, performed by Adyen's script. */
function threeDS2(resultCode: 'IdentifyShopper' | 'ChallengeShopper', payment: FakePayment): FakeAnswer {
  const token = Buffer.from(JSON.stringify({ threeDSServerTransID: randomUUID(), acsURL: 'https://acs.example/challenge' }));
  return {
    status: 200,
    body: {
      resultCode,
      merchantReference: payment.reference,
      action: {
        type: 'threeDS2',
        subtype: resultCode === 'IdentifyShopper' ? 'fingerprint' : 'challenge',
        paymentMethodType: 'scheme',
        token: token.toString('base64'),
        authorisationToken: `${payment.pspReference}.auth`,
      },
    },
  };
}

/**
 * Adyen's Checkout API (v71) as documented, for the calls our adapter makes, on a local port.
 * Cards are stored by a session the test completes as the Drop-in would; payments follow the
 * sandbox's test cards (a decline, a 3-D Secure challenge, a timeout), so the same scenarios run here.
 */
export async function startFakeAdyen(options: { hangMs?: number } = {}) {
  const cards = new Map<string, { id: string; number: string }[]>();
  const sessions = new Map<string, { shopperReference: string; completed: boolean }>();
  const payments = new Map<string, FakePayment>();
  const byReference = (reference: string) => [...payments.values()].find((p) => p.reference === reference);
  const authorized = (request: RecordedRequest) => request.headers['x-api-key'] === FAKE_ADYEN_API_KEY;
  const guard = (route: (request: RecordedRequest, params: string[]) => FakeAnswer | Promise<FakeAnswer>) => {
    return (request: RecordedRequest, params: string[]) =>
      authorized(request) ? route(request, params) : error(401, '000', 'HTTP Status Response - Unauthorized');
  };

  function decide(payment: FakePayment, outcome: 'Authorised' | 'Refused', refusal?: string) {
    if (outcome === 'Authorised') {
      payment.status = payment.manualCapture ? 'authorised' : 'captured';
      payment.captured = payment.manualCapture ? 0 : payment.amount;
      return { status: 200, body: { pspReference: payment.pspReference, resultCode: 'Authorised', merchantReference: payment.reference } };
    }
    payment.status = 'refused';
    const [code, reason] = REFUSAL_OF[refusal ?? '3003'] ?? ['2', 'Refused'];
    return {
      status: 200,
      body: {
        pspReference: payment.pspReference,
        resultCode: 'Refused',
        refusalReason: reason,
        refusalReasonCode: code,
        merchantReference: payment.reference,
      },
    };
  }

  const server = await startFakeServer([
    [
      'POST',
      /^\/v71\/sessions$/,
      guard((request) => {
        const body = request.body as { shopperReference?: string; amount?: { value: number }; storePaymentMethodMode?: string };
        if (!body.shopperReference || body.amount?.value !== 0 || body.storePaymentMethodMode !== 'enabled')
          return error(422, '14_0413', 'Invalid session request');
        const id = `CS${randomBytes(8).toString('hex').toUpperCase()}`;
        sessions.set(id, { shopperReference: body.shopperReference, completed: false });
        return { status: 201, body: { id, sessionData: `Ab02b4c0!${randomBytes(12).toString('base64')}`, amount: body.amount } };
      }),
    ],
    [
      'GET',
      /^\/v71\/sessions\/([^/]+)$/,
      guard((request, [id]) => {
        const session = sessions.get(id!);
        if (!session || !request.query.get('sessionResult')) return error(422, '14_0001', 'Invalid sessionResult');
        return { status: 200, body: { id, status: session.completed ? 'completed' : 'active' } };
      }),
    ],
    [
      'GET',
      /^\/v71\/storedPaymentMethods$/,
      guard((request) => {
        const shopperReference = request.query.get('shopperReference') ?? '';
        if (request.query.get('merchantAccount') !== FAKE_ADYEN_MERCHANT) return error(422, '901', 'Invalid Merchant Account');
        const stored = (cards.get(shopperReference) ?? []).map((card) => ({
          id: card.id,
          brand: BRAND_CODES[cardBrandOf(card.number) ?? ''] ?? 'unknown',
          lastFour: card.number.slice(-4),
          expiryMonth: '03',
          expiryYear: '2030',
          holderName: 'YUI TANAKA',
          supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
          type: 'scheme',
        }));
        return { status: 200, body: { merchantAccount: FAKE_ADYEN_MERCHANT, shopperReference, storedPaymentMethods: stored } };
      }),
    ],
    [
      'DELETE',
      /^\/v71\/storedPaymentMethods\/([^/]+)$/,
      guard((request, [id]) => {
        const list = cards.get(request.query.get('shopperReference') ?? '') ?? [];
        const index = list.findIndex((card) => card.id === id);
        if (index < 0) return error(422, '800', 'Contract not found');
        list.splice(index, 1);
        return { status: 204 };
      }),
    ],
    [
      'POST',
      /^\/v71\/payments$/,
      guard(async (request) => {
        const parsed = paymentRequest.safeParse(request.body);
        if (!parsed.success) return error(422, '14_030', `Required field missing or invalid: ${parsed.error.issues[0]?.path.join('.')}`);
        const body = parsed.data;
        const card = (cards.get(body.shopperReference) ?? []).find((c) => c.id === body.paymentMethod.storedPaymentMethodId);
        if (!card) return error(422, '800', 'Contract not found');
        const payment: FakePayment = {
          pspReference: psp(),
          reference: body.reference,
          amount: body.amount.value,
          currency: body.amount.currency,
          manualCapture: body.additionalData?.manualCapture === 'true',
          status: 'challenge',
          captured: 0,
          refunded: 0,
        };
        payments.set(payment.pspReference, payment);
        const scenario = scenarioOf(card.number);
        if (scenario.kind === 'timeout') await sleep(options.hangMs ?? 400);
        if (scenario.kind === 'decline') return decide(payment, 'Refused', scenario.code);
        if (scenario.kind === 'challenge' || scenario.kind === 'challenge_then_fail') {
          if (scenario.kind === 'challenge_then_fail') payment.challengeFailsWith = '42';
          // With the shopper's browser Adyen runs the check natively; without it, on the issuer's page.
          if (body.browserInfo) {
            payment.status = 'fingerprint';
            return threeDS2('IdentifyShopper', payment);
          }
          return {
            status: 200,
            body: {
              resultCode: 'RedirectShopper',
              action: { type: 'redirect', method: 'GET', paymentMethodType: 'scheme', url: 'https://acs.example/redirect' },
            },
          };
        }
        return decide(payment, 'Authorised');
      }),
    ],
    [
      'POST',
      /^\/v71\/payments\/details$/,
      guard((request) => {
        const details = (request.body as { details?: Record<string, string> }).details ?? {};
        const encoded = details.threeDSResult ?? details.redirectResult;
        if (!encoded) return error(422, '14_0005', 'Required field missing: details');
        const result = decodedResult(encoded);
        if (!result) return error(422, '14_0006', 'Invalid payload provided');
        const payment = byReference(result.reference);
        // The fingerprint done, the issuer asks the shopper to authenticate.
        if (payment?.status === 'fingerprint') {
          payment.status = 'challenge';
          return threeDS2('ChallengeShopper', payment);
        }
        if (payment?.status !== 'challenge') return error(422, '14_0006', 'Invalid payment state');
        if (result.transStatus !== 'Y') return decide(payment, 'Refused', '3006');
        if (payment.challengeFailsWith) {
          payment.status = 'refused';
          return { status: 200, body: { pspReference: payment.pspReference, resultCode: 'Refused', refusalReasonCode: '42' } };
        }
        return decide(payment, 'Authorised');
      }),
    ],
    [
      'POST',
      /^\/v71\/payments\/([^/]+)\/(captures|refunds|cancels)$/,
      guard((request, [pspReference, kind]) => {
        const parsed = modification.safeParse(request.body);
        const payment = payments.get(pspReference!);
        if (!parsed.success) return error(422, '14_030', 'Required field missing or invalid');
        if (!payment) return error(422, '167', 'Original pspReference required for this operation');
        const value = parsed.data.amount?.value ?? 0;
        if (kind === 'captures') {
          if (payment.status !== 'authorised' || value > payment.amount) return error(422, '167', 'Capture not possible');
          Object.assign(payment, { status: 'captured', captured: value });
        } else if (kind === 'refunds') {
          if (payment.refunded + value > payment.captured) return error(422, '137', 'Invalid amount specified');
          payment.refunded += value;
          if (payment.refunded === payment.captured) payment.status = 'refunded';
        } else if (cancellable(payment)) payment.status = 'cancelled';
        return {
          status: 201,
          body: { merchantAccount: FAKE_ADYEN_MERCHANT, paymentPspReference: pspReference, pspReference: psp(), status: 'received' },
        };
      }),
    ],
    [
      'POST',
      /^\/v71\/cancels$/,
      guard((request) => {
        const body = request.body as { paymentReference?: string; merchantAccount?: string };
        if (!body.paymentReference || body.merchantAccount !== FAKE_ADYEN_MERCHANT) return error(422, '14_030', 'paymentReference missing');
        const payment = byReference(body.paymentReference);
        if (payment && cancellable(payment)) payment.status = 'cancelled';
        return { status: 201, body: { paymentReference: body.paymentReference, pspReference: psp(), status: 'received' } };
      }),
    ],
  ]);

  return {
    ...server,
    checkoutUrl: `${server.url}/v71`,
    /** What the Drop-in does in a session: sends the card to Adyen, which stores it for the session's shopper. */
    completeSession(sessionId: string, number: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.completed = true;
      const list = cards.get(session.shopperReference) ?? [];
      list.push({ id: randomBytes(8).toString('hex').toUpperCase(), number });
      cards.set(session.shopperReference, list);
      return `session-result-${sessionId}`;
    },
    /** What the issuer's challenge gives the Drop-in: Adyen's opaque threeDSResult (here, readable). */
    threeDSResult(reference: string, transStatus: 'Y' | 'N') {
      return Buffer.from(JSON.stringify({ transStatus, reference })).toString('base64');
    },
    paymentFor: (reference: string) => byReference(reference),
    latestPayment: () => [...payments.values()].at(-1),
  };
}
export type FakeAdyen = Awaited<ReturnType<typeof startFakeAdyen>>;

/** A 3-D Secure result as the fake encodes it; anything else is not one (Adyen refuses it). */
function decodedResult(encoded: string): { transStatus: string; reference: string } | null {
  try {
    const result = JSON.parse(Buffer.from(encoded, 'base64').toString()) as unknown;
    return typeof result === 'object' && result !== null && 'reference' in result && 'transStatus' in result
      ? (result as { transStatus: string; reference: string })
      : null;
  } catch {
    return null;
  }
}
