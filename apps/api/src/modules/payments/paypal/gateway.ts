import type { CardToken, PaymentFailureCode } from '@yado/domain/payments';
import type { Db } from '../../../db/connect';
import { GatewayTimeoutError, type GatewayEvent, type GatewayOutcome, type GatewayStatus, type PaymentGateway } from '../gateway';
import { providerCall, ProviderError, toProviderMinor } from '../providers/http';
import { providerPaymentsRepository, type ProviderPayment } from '../provider-payments-repository';
import { paypalWebhookSchema, type PayPalOrder, type PayPalPaymentToken } from './schemas';

export const PAYPAL_BASE_PATH = '/paypal-gateway';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave our webhook: signatures are verified against it. */
  webhookId: string;
  /** REST API base: https://api-m.sandbox.paypal.com or https://api-m.paypal.com. */
  apiUrl: string;
  publicBaseUrl: string;
  timeoutMs: number;
}

/** PayPal counts these currencies in whole units; the others with two decimals. */
const PAYPAL_ZERO_DECIMAL = new Set(['JPY', 'HUF', 'TWD']);
const BRANDS: Record<string, CardToken['brand']> = {
  VISA: 'visa',
  MASTERCARD: 'master',
  JCB: 'jcb',
  AMEX: 'amex',
  DINERS: 'diners',
};
/** PayPal's issues and processor response codes in our §8 codes; anything else is a plain decline. */
const DECLINES: Record<string, PaymentFailureCode> = {
  CARD_EXPIRED: '3005',
  INVALID_SECURITY_CODE_LENGTH: '3004',
  CARD_CLOSED: '3003',
  '5400': '3005',
  '1330': '3004',
  '5110': '3004',
  '0500': '3204',
  '9500': '3204',
};

export const paypalToken = (vaultId: string) => `paypal.${vaultId}`;
const vaultIdOf = (token: string) => /^paypal\.([A-Za-z0-9-]{4,64})$/.exec(token)?.[1] ?? null;

/**
 * PayPal's Orders v2 and Vault v3 behind our gateway interface (ADR 0056). PayPal's card fields
 * validate a card and vault it (a setup token made a payment token); orders pay with the vaulted
 * card, 3-D Secure when the issuer asks (PayPal's own page, then back to us).
 */
export function paypalGateway(db: Db, options: PayPalOptions) {
  const payments = providerPaymentsRepository(db, 'paypal');
  let accessToken: { value: string; until: number } | null = null;

  async function token() {
    if (accessToken && accessToken.until > Date.now()) return accessToken.value;
    let response: Response;
    try {
      response = await fetch(`${options.apiUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      throw new GatewayTimeoutError();
    }
    if (!response.ok) throw new ProviderError('paypal', response.status, await response.text());
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // Renewed a minute early, so a call never starts with a token about to lapse.
    accessToken = { value: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return accessToken.value;
  }

  async function call<T>(method: string, path: string, body?: unknown, requestId?: string) {
    return providerCall<T>('paypal', `${options.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await token()}`,
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body,
      timeoutMs: options.timeoutMs,
    });
  }

  function money(amount: number, currency: string) {
    const digits = PAYPAL_ZERO_DECIMAL.has(currency) ? 0 : 2;
    return { currency_code: currency, value: (toProviderMinor(amount, currency, digits) / 10 ** digits).toFixed(digits) };
  }

  function outcomeOf(payment: ProviderPayment): GatewayOutcome {
    const failureCode = payment.action?.failureCode;
    const challengeUrl = payment.action?.payerActionUrl;
    return {
      reference: payment.provider_reference ?? '',
      status: payment.status as GatewayStatus,
      ...(payment.status === 'challenge_required' && typeof challengeUrl === 'string' ? { challengeUrl } : {}),
      ...(typeof failureCode === 'string' ? { failureCode: failureCode as PaymentFailureCode } : {}),
    };
  }

  /** Keeps what an order says now: its authorization or capture, or the payer action (3-D Secure) it waits for. */
  async function record(merchantReference: string, order: PayPalOrder) {
    const unit = order.purchase_units?.[0]?.payments;
    const capture = unit?.captures?.[0];
    const authorization = unit?.authorizations?.[0];
    const payerAction = order.links?.find((link) => link.rel === 'payer-action')?.href;
    const declined = capture?.status === 'DECLINED' || authorization?.status === 'DENIED';
    const code = capture?.processor_response?.response_code ?? authorization?.processor_response?.response_code ?? '';
    const status: GatewayStatus = declined
      ? 'failed'
      : capture && (capture.status === 'COMPLETED' || capture.status === 'PENDING')
        ? 'captured'
        : authorization
          ? 'authorized'
          : 'challenge_required';
    await payments.update(merchantReference, {
      status,
      provider_reference: order.id,
      ...(authorization ? { authorization_reference: authorization.id } : {}),
      ...(capture ? { capture_reference: capture.id } : {}),
      action: declined
        ? { failureCode: DECLINES[code] ?? '3003' }
        : status === 'challenge_required'
          ? { payerActionUrl: payerAction }
          : null,
    });
    return outcomeOf((await payments.find(merchantReference))!);
  }

  /** A refusal PayPal answers as an error (422 with its issue) ends the payment; other errors are ours to retry. */
  async function declineOf(merchantReference: string, error: unknown) {
    if (!(error instanceof ProviderError) || error.status !== 422) throw error;
    const issue = (error.body as { details?: Array<{ issue?: string }> } | null)?.details?.[0]?.issue ?? '';
    await payments.update(merchantReference, { status: 'failed', action: { failureCode: DECLINES[issue] ?? '3003' } });
    return outcomeOf((await payments.find(merchantReference))!);
  }

  async function existing(merchantReference: string) {
    const payment = await payments.find(merchantReference);
    if (!payment) throw new Error(`no PayPal payment for ${merchantReference}`);
    return payment;
  }

  const gateway: PaymentGateway = {
    name: 'paypal',
    cardFieldsUrl: `${PAYPAL_BASE_PATH}/card-fields`,
    // PayPal's payer-action page may refuse to be framed: the payment step opens it in a window.
    challengeDisplay: 'window',

    async describeToken(cardToken) {
      const id = vaultIdOf(cardToken);
      if (!id) return null;
      const found = await call<PayPalPaymentToken>('GET', `/v3/vault/payment-tokens/${id}`).catch((error: unknown) => {
        if (error instanceof ProviderError && error.status === 404) return null;
        throw error;
      });
      const card = found?.payment_source.card;
      const brand = card ? BRANDS[card.brand ?? ''] : undefined;
      const [year, month] = (card?.expiry ?? '').split('-').map(Number);
      if (!card || !brand || !year || !month) return null;
      return { token: cardToken, brand, last4: card.last_digits, exp_month: month, exp_year: year };
    },

    async authorize(request) {
      const known = await payments.find(request.merchantReference);
      if (known) return outcomeOf(known);
      const vaultId = vaultIdOf(request.token);
      if (!vaultId) return { reference: '', status: 'failed', failureCode: '3007' };
      await payments.start(request);
      const back = `${options.publicBaseUrl}${request.returnUrl}`;
      try {
        const order = await call<PayPalOrder>(
          'POST',
          '/v2/checkout/orders',
          {
            intent: request.capture ? 'CAPTURE' : 'AUTHORIZE',
            purchase_units: [
              {
                custom_id: request.merchantReference,
                invoice_id: request.merchantReference,
                amount: money(request.amount, request.currency),
              },
            ],
            payment_source: {
              card: {
                vault_id: vaultId,
                attributes: { verification: { method: 'SCA_WHEN_REQUIRED' } },
                experience_context: { return_url: back, cancel_url: back },
              },
            },
          },
          request.merchantReference,
        );
        return await record(request.merchantReference, order);
      } catch (error) {
        return declineOf(request.merchantReference, error);
      }
    },

    async capture(merchantReference, amount) {
      const payment = await existing(merchantReference);
      const captured = await call<{ id: string }>(
        'POST',
        `/v2/payments/authorizations/${payment.authorization_reference}/capture`,
        { amount: money(amount, payment.currency), final_capture: true, invoice_id: merchantReference },
        `${merchantReference}:capture`,
      );
      await payments.update(merchantReference, { status: 'captured', capture_reference: captured.id, amount });
      return outcomeOf((await payments.find(merchantReference))!);
    },

    async refund(merchantReference, amount, key) {
      const payment = await existing(merchantReference);
      if (payment.refunds[key] === undefined) {
        await call('POST', `/v2/payments/captures/${payment.capture_reference}/refund`, { amount: money(amount, payment.currency) }, key);
        const refunds = { ...payment.refunds, [key]: amount };
        const refunded = Object.values(refunds).reduce((sum, part) => sum + part, 0);
        await payments.update(merchantReference, { refunds, ...(refunded >= payment.amount ? { status: 'refunded' } : {}) });
      }
      return outcomeOf((await payments.find(merchantReference))!);
    },

    async void(merchantReference) {
      const payment = await payments.find(merchantReference);
      if (!payment) return { reference: '', status: 'cancelled' };
      if (payment.status === 'authorized' && payment.authorization_reference) {
        await call('POST', `/v2/payments/authorizations/${payment.authorization_reference}/void`, undefined, `${merchantReference}:void`);
      }
      // An order still waiting for its payer is never paid once we stop asking: PayPal lets it lapse.
      if (payment.status === 'authorized' || payment.status === 'challenge_required') {
        await payments.update(merchantReference, { status: 'cancelled', action: null });
      }
      return outcomeOf((await payments.find(merchantReference))!);
    },

    /** Back from PayPal's 3-D Secure page: an approved order is authorized or captured now, unless the check failed. */
    async retrieve(merchantReference) {
      const payment = await payments.find(merchantReference);
      if (!payment) return { reference: '', status: 'failed', failureCode: '3001' };
      if (payment.status !== 'challenge_required' || !payment.provider_reference) return outcomeOf(payment);
      const order = await call<PayPalOrder>('GET', `/v2/checkout/orders/${payment.provider_reference}`);
      if (order.status !== 'APPROVED') return record(merchantReference, order);
      const authentication = order.payment_source?.card?.authentication_result;
      if (authentication?.liability_shift === 'NO' && authentication.three_d_secure?.authentication_status !== 'Y') {
        await payments.update(merchantReference, { status: 'failed', action: { failureCode: '3006' } });
        return outcomeOf((await payments.find(merchantReference))!);
      }
      try {
        const finished = await call<PayPalOrder>(
          'POST',
          `/v2/checkout/orders/${order.id}/${payment.capture ? 'capture' : 'authorize'}`,
          {},
          `${merchantReference}:complete`,
        );
        return await record(merchantReference, finished);
      } catch (error) {
        return declineOf(merchantReference, error);
      }
    },

    // A card from PayPal's fields is vaulted already: the token pays again as it is.
    async saveCard(cardToken) {
      if (!vaultIdOf(cardToken)) throw new Error('not a PayPal token');
      return cardToken;
    },

    async deleteCard(cardToken) {
      const id = vaultIdOf(cardToken);
      if (id) await call('DELETE', `/v3/vault/payment-tokens/${id}`);
    },

    async parseWebhook({ body, headers }) {
      const header = (name: string) => (typeof headers[name] === 'string' ? headers[name] : undefined);
      let event;
      try {
        event = paypalWebhookSchema.safeParse(JSON.parse(body));
      } catch {
        return null;
      }
      const signature = {
        transmission_id: header('paypal-transmission-id'),
        transmission_time: header('paypal-transmission-time'),
        transmission_sig: header('paypal-transmission-sig'),
        cert_url: header('paypal-cert-url'),
        auth_algo: header('paypal-auth-algo'),
      };
      if (!event.success || Object.values(signature).some((value) => !value)) return null;
      // PayPal checks its own signature: the event exactly as it was sent, against our webhook's id.
      const verified = await call<{ verification_status: string }>('POST', '/v1/notifications/verify-webhook-signature', {
        ...signature,
        webhook_id: options.webhookId,
        webhook_event: JSON.parse(body) as unknown,
      });
      if (verified.verification_status !== 'SUCCESS') return null;
      const change = await eventOf(event.data);
      return change ? [change] : [];
    },
  };

  async function eventOf(event: { id: string; event_type: string; resource: { id: string; custom_id?: string | undefined } }) {
    const status: GatewayStatus | null =
      {
        'PAYMENT.CAPTURE.COMPLETED': 'captured' as const,
        'PAYMENT.CAPTURE.DENIED': 'failed' as const,
        'PAYMENT.CAPTURE.DECLINED': 'failed' as const,
        'PAYMENT.AUTHORIZATION.CREATED': 'authorized' as const,
        'PAYMENT.AUTHORIZATION.VOIDED': 'cancelled' as const,
      }[event.event_type] ?? null;
    const merchantReference = event.resource.custom_id;
    if (!status || !merchantReference) return null;
    const payment = await payments.find(merchantReference);
    if (!payment) return null;
    if (payment.status === 'challenge_required' || (payment.status === 'authorized' && status !== 'authorized')) {
      await payments.update(merchantReference, {
        status,
        ...(status === 'captured' ? { capture_reference: event.resource.id } : {}),
        ...(status === 'authorized' ? { authorization_reference: event.resource.id } : {}),
        action: status === 'failed' ? { failureCode: '3003' } : null,
      });
    }
    return {
      eventId: event.id,
      merchantReference,
      reference: payment.provider_reference ?? event.resource.id,
      status,
      ...(status === 'failed' ? { failureCode: '3003' as const } : {}),
    } satisfies GatewayEvent;
  }

  return {
    ...gateway,
    clientId: options.clientId,

    /** Card validation: a setup token PayPal's card fields fill, verified with 3-D Secure when the issuer asks. */
    async startCardSetup() {
      const back = `${options.publicBaseUrl}${PAYPAL_BASE_PATH}/card-fields`;
      const setup = await call<{ id: string }>('POST', '/v3/vault/setup-tokens', {
        payment_source: { card: { verification_method: 'SCA_WHEN_REQUIRED', experience_context: { return_url: back, cancel_url: back } } },
      });
      return { id: setup.id };
    },

    /** The validated card, vaulted: our token for it. */
    async finishCardSetup(setupTokenId: string): Promise<CardToken | null> {
      const vaulted = await call<PayPalPaymentToken>(
        'POST',
        '/v3/vault/payment-tokens',
        { payment_source: { token: { id: setupTokenId, type: 'SETUP_TOKEN' } } },
        `vault:${setupTokenId}`,
      ).catch((error: unknown) => {
        // A setup token the card fields never filled, or whose card failed validation: no card.
        if (error instanceof ProviderError && error.status < 500) return null;
        throw error;
      });
      return vaulted ? gateway.describeToken(paypalToken(vaulted.id)) : null;
    },
  };
}
export type PayPalGateway = ReturnType<typeof paypalGateway>;
