import { randomUUID } from 'node:crypto';
import type { CardToken, PaymentFailureCode } from '@yado/domain/payments';
import type { Db } from '../../../db/connect';
import type { GatewayEvent, GatewayOutcome, GatewayStatus, PaymentGateway } from '../gateway';
import { providerCall, ProviderError, toProviderMinor } from '../providers/http';
import { providerPaymentsRepository, type ProviderPayment } from '../provider-payments-repository';
import { shopperBrowsersRepository } from '../shopper-browsers-repository';
import {
  adyenNotificationSchema,
  type AdyenBrowserInfo,
  type AdyenPaymentResponse,
  type AdyenSession,
  type AdyenStoredMethods,
} from './schemas';
import { adyenDigits, adyenToken, ADYEN_CARD_BRANDS, parseToken, REFUSALS, shopperFields } from './codes';
import { adyenSignatureValid, eventOf } from './notifications';

export const ADYEN_BASE_PATH = '/adyen-gateway';

export interface AdyenOptions {
  apiKey: string;
  merchantAccount: string;
  /** The Drop-in's public client key. */
  clientKey: string;
  /** Verifies notifications: the hex key from the Customer Area's webhook settings. */
  hmacKey: string;
  /** Checkout API base, version included: https://checkout-test.adyen.com/v71 or the live prefix URL. */
  checkoutUrl: string;
  environment: 'test' | 'live';
  /** Our own origin: Adyen sends the guest's browser back here and checks it against the Drop-in. */
  publicBaseUrl: string;
  timeoutMs: number;
}

/**
 * Adyen's Checkout API behind our gateway interface (ADR 0056). Cards are entered in Adyen's
 * Drop-in, which stores them at Adyen (a zero-value session); we hold the stored method's id.
 * Payments use it with 3-D Secure 2, the challenge handled by Adyen's own script on our challenge page.
 */
export function adyenGateway(db: Db, options: AdyenOptions) {
  const payments = providerPaymentsRepository(db, 'adyen');
  const browsers = shopperBrowsersRepository<AdyenBrowserInfo>(db, 'adyen');

  function call<T>(method: string, path: string, body?: unknown, idempotencyKey?: string) {
    return providerCall<T>('adyen', `${options.checkoutUrl}${path}`, {
      method,
      headers: { 'x-api-key': options.apiKey, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      body,
      timeoutMs: options.timeoutMs,
    });
  }
  const money = (amount: number, currency: string) => ({ currency, value: toProviderMinor(amount, currency, adyenDigits(currency)) });

  function outcomeOf(payment: ProviderPayment): GatewayOutcome {
    return {
      reference: payment.provider_reference ?? '',
      status: payment.status as GatewayStatus,
      ...(payment.status === 'challenge_required' ? { challengeUrl: `${ADYEN_BASE_PATH}/challenge/${payment.merchant_reference}` } : {}),
      // Adyen's script performs a redirect by navigating the page it runs in to the issuer, which the
      // widget's frame policy refuses: that check goes to a window. Native checks stay framed.
      ...(payment.status === 'challenge_required' && payment.action?.type === 'redirect' ? { challengeDisplay: 'window' as const } : {}),
      ...(payment.action && typeof payment.action.failureCode === 'string'
        ? { failureCode: payment.action.failureCode as PaymentFailureCode }
        : {}),
    };
  }

  /** Keeps what Adyen answered to a payment or its details: the reference, the state and any 3-D Secure action. */
  async function record(merchantReference: string, capture: boolean, answer: AdyenPaymentResponse) {
    const [status, failureCode]: [GatewayStatus, PaymentFailureCode | null] =
      answer.resultCode === 'Authorised'
        ? [capture ? 'captured' : 'authorized', null]
        : answer.resultCode === 'Refused'
          ? ['failed', REFUSALS[answer.refusalReasonCode ?? ''] ?? '3003']
          : answer.resultCode === 'Cancelled'
            ? ['cancelled', '3008']
            : answer.resultCode === 'Error'
              ? ['failed', '3003']
              : ['challenge_required', null];
    await payments.update(merchantReference, {
      status,
      ...(answer.pspReference ? { provider_reference: answer.pspReference } : {}),
      action: status === 'challenge_required' ? (answer.action ?? {}) : failureCode ? { failureCode } : null,
    });
    return outcomeOf((await payments.find(merchantReference))!);
  }

  async function existing(merchantReference: string) {
    const payment = await payments.find(merchantReference);
    if (!payment) throw new Error(`no Adyen payment for ${merchantReference}`);
    return payment;
  }

  const gateway: PaymentGateway = {
    name: 'adyen',
    cardFieldsUrl: `${ADYEN_BASE_PATH}/card-fields`,
    challengeDisplay: 'frame',
    webhookAcknowledgement: '[accepted]',

    async describeToken(token) {
      const parsed = parseToken(token);
      if (!parsed) return null;
      const query = new URLSearchParams({ merchantAccount: options.merchantAccount, shopperReference: parsed.shopperReference });
      const stored = await call<AdyenStoredMethods>('GET', `/storedPaymentMethods?${query}`);
      const method = stored.storedPaymentMethods?.find((candidate) => candidate.id === parsed.id);
      const brand = method ? ADYEN_CARD_BRANDS[method.brand] : undefined;
      if (!method || !brand) return null;
      return { token, brand, last4: method.lastFour, exp_month: Number(method.expiryMonth), exp_year: Number(method.expiryYear) };
    },

    async authorize(request) {
      const known = await payments.find(request.merchantReference);
      if (known) return outcomeOf(known);
      const card = parseToken(request.token);
      if (!card) return { reference: '', status: 'failed', failureCode: '3007' };
      await payments.start(request);
      // The browser the card was entered in lets Adyen run 3-D Secure natively, in our challenge page.
      const browserInfo = await browsers.find(card.shopperReference);
      const answer = await call<AdyenPaymentResponse>(
        'POST',
        '/payments',
        {
          merchantAccount: options.merchantAccount,
          reference: request.merchantReference,
          amount: money(request.amount, request.currency),
          paymentMethod: { type: 'scheme', storedPaymentMethodId: card.id },
          shopperReference: card.shopperReference,
          shopperInteraction: 'Ecommerce',
          recurringProcessingModel: 'CardOnFile',
          channel: 'Web',
          origin: options.publicBaseUrl,
          returnUrl: `${options.publicBaseUrl}${ADYEN_BASE_PATH}/return/${request.merchantReference}`,
          authenticationData: { threeDSRequestData: { nativeThreeDS: 'preferred' } },
          ...(browserInfo ? { browserInfo } : {}),
          ...shopperFields(request.shopper),
          // A hold waits for our capture; a full payment is captured at once.
          ...(request.capture ? { captureDelayHours: 0 } : { additionalData: { manualCapture: 'true' } }),
        },
        request.merchantReference,
      ).catch(async (error: unknown) => {
        // Adyen refused the request itself (a validation error, an unknown stored card): nothing was charged.
        if (error instanceof ProviderError && (error.status === 422 || error.status === 400)) return { resultCode: 'Error' as const };
        throw error;
      });
      return record(request.merchantReference, request.capture, answer);
    },

    async capture(merchantReference, amount) {
      const payment = await existing(merchantReference);
      await call(
        'POST',
        `/payments/${payment.provider_reference}/captures`,
        { merchantAccount: options.merchantAccount, reference: merchantReference, amount: money(amount, payment.currency) },
        `${merchantReference}:capture`,
      );
      await payments.update(merchantReference, { status: 'captured', amount });
      return outcomeOf((await payments.find(merchantReference))!);
    },

    async refund(merchantReference, amount, key) {
      const payment = await existing(merchantReference);
      if (payment.refunds[key] === undefined) {
        await call(
          'POST',
          `/payments/${payment.provider_reference}/refunds`,
          { merchantAccount: options.merchantAccount, reference: key, amount: money(amount, payment.currency) },
          key,
        );
        const refunds = { ...payment.refunds, [key]: amount };
        const refunded = Object.values(refunds).reduce((sum, part) => sum + part, 0);
        await payments.update(merchantReference, { refunds, ...(refunded >= payment.amount ? { status: 'refunded' } : {}) });
      }
      return outcomeOf((await payments.find(merchantReference))!);
    },

    async void(merchantReference) {
      const payment = await payments.find(merchantReference);
      if (payment?.provider_reference) {
        await call(
          'POST',
          `/payments/${payment.provider_reference}/cancels`,
          { merchantAccount: options.merchantAccount, reference: `${merchantReference}:cancel` },
          `${merchantReference}:cancel`,
        );
      } else {
        // No answer ever came back (a timeout): Adyen cancels by our reference whatever it may have made of it.
        await call(
          'POST',
          '/cancels',
          { merchantAccount: options.merchantAccount, paymentReference: merchantReference, reference: `${merchantReference}:cancel` },
          `${merchantReference}:cancel`,
        );
      }
      if (!payment) return { reference: '', status: 'cancelled' };
      if (payment.status === 'challenge_required' || payment.status === 'authorized') {
        await payments.update(merchantReference, { status: 'cancelled', action: null });
      }
      return outcomeOf((await payments.find(merchantReference))!);
    },

    async retrieve(merchantReference) {
      const payment = await payments.find(merchantReference);
      return payment ? outcomeOf(payment) : { reference: '', status: 'failed', failureCode: '3001' };
    },

    // A card from the Drop-in is already stored at Adyen for its shopper: the token pays again as it is.
    async saveCard(token) {
      if (!parseToken(token)) throw new Error('not an Adyen token');
      return token;
    },

    async deleteCard(token) {
      const parsed = parseToken(token);
      if (!parsed) return;
      const query = new URLSearchParams({ merchantAccount: options.merchantAccount, shopperReference: parsed.shopperReference });
      await call('DELETE', `/storedPaymentMethods/${parsed.id}?${query}`);
    },

    async parseWebhook({ body }) {
      let parsed;
      try {
        parsed = adyenNotificationSchema.safeParse(JSON.parse(body));
      } catch {
        return null;
      }
      if (!parsed.success) return null;
      const items = parsed.data.notificationItems.map((item) => item.NotificationRequestItem);
      if (!items.every((item) => adyenSignatureValid(item, options.hmacKey))) return null;
      const events: GatewayEvent[] = [];
      for (const item of items) {
        const event = await eventOf(payments, item);
        if (event) events.push(event);
      }
      return events;
    },
  };

  return {
    ...gateway,
    clientKey: options.clientKey,
    environment: options.environment,

    /** A zero-value session in which the Drop-in stores a card at Adyen for a new shopper reference. */
    async startCardSession(currency: string) {
      const shopperReference = `shp_${randomUUID().replaceAll('-', '')}`;
      const session = await call<AdyenSession>('POST', '/sessions', {
        merchantAccount: options.merchantAccount,
        reference: `card_${shopperReference}`,
        amount: { currency, value: 0 },
        shopperReference,
        storePaymentMethodMode: 'enabled',
        recurringProcessingModel: 'CardOnFile',
        shopperInteraction: 'Ecommerce',
        channel: 'Web',
        returnUrl: `${options.publicBaseUrl}${ADYEN_BASE_PATH}/card-fields`,
      });
      return { id: session.id, sessionData: session.sessionData, shopperReference };
    },

    /** The card the Drop-in stored in a finished session, as our token, once Adyen says the session completed. */
    async finishCardSession(input: {
      sessionId: string;
      sessionResult: string;
      shopperReference: string;
      /** The shopper's browser, for the payment's native 3-D Secure. */
      browserInfo: AdyenBrowserInfo | null;
    }): Promise<CardToken | null> {
      const result = await call<{ status: string }>(
        'GET',
        `/sessions/${encodeURIComponent(input.sessionId)}?${new URLSearchParams({ sessionResult: input.sessionResult })}`,
      ).catch((error: unknown) => {
        // A session Adyen does not know, or a result it did not give: no card.
        if (error instanceof ProviderError && error.status < 500) return null;
        throw error;
      });
      if (result?.status !== 'completed') return null;
      const query = new URLSearchParams({ merchantAccount: options.merchantAccount, shopperReference: input.shopperReference });
      const stored = await call<AdyenStoredMethods>('GET', `/storedPaymentMethods?${query}`);
      const method = stored.storedPaymentMethods?.at(-1);
      if (method && input.browserInfo) await browsers.remember(input.shopperReference, input.browserInfo);
      return method ? gateway.describeToken(adyenToken(input.shopperReference, method.id)) : null;
    },

    /** The 3-D Secure action Adyen asked the guest's browser to perform, for the challenge page. */
    async challengeAction(merchantReference: string) {
      const payment = await payments.find(merchantReference);
      return payment?.status === 'challenge_required' ? { action: payment.action, returnUrl: payment.return_url } : null;
    },

    /**
     * What the challenge (or a redirect back from the issuer) gave: Adyen decides the payment from it,
     * or asks for another action (a fingerprint is followed by the challenge), which the page performs next.
     */
    async submitDetails(
      merchantReference: string,
      details: Record<string, string>,
    ): Promise<{ returnUrl: string; action?: Record<string, unknown> } | null> {
      const payment = await payments.find(merchantReference);
      if (payment?.status !== 'challenge_required') return payment ? { returnUrl: payment.return_url } : null;
      const answer = await call<AdyenPaymentResponse>('POST', '/payments/details', { details }).catch((error: unknown) => {
        // Details Adyen refuses (a page's error, a forged redirect result) decide nothing: the
        // payment stays open until it expires, and the browser goes back to the payment step.
        if (error instanceof ProviderError && error.status < 500) return null;
        throw error;
      });
      if (!answer) return { returnUrl: payment.return_url };
      // The details are the browser's: an answer about another payment (another challenge's result
      // sent to this one's page) decides nothing here, and this one stays open until it expires.
      if (answer.merchantReference !== merchantReference) return { returnUrl: payment.return_url };
      const outcome = await record(merchantReference, payment.capture, answer);
      return outcome.status === 'challenge_required' && answer.action
        ? { returnUrl: payment.return_url, action: answer.action }
        : { returnUrl: payment.return_url };
    },
  };
}
export type AdyenGateway = ReturnType<typeof adyenGateway>;
