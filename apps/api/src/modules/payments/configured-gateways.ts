import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { PageFraming } from '../../plugins/security-headers';
import { adyenGateway, ADYEN_BASE_PATH } from './adyen/gateway';
import { adyenGatewayRoutes } from './adyen/routes';
import { paymentGateways } from './gateways';
import { paypalGateway, PAYPAL_BASE_PATH } from './paypal/gateway';
import { paypalGatewayRoutes } from './paypal/routes';
import { sandboxGateway, SANDBOX_BASE_PATH } from './sandbox/gateway';
import { sandboxGatewayRoutes } from './sandbox/routes';

/**
 * The card gateways of the server's configuration (ADR 0056): the sandbox always, Adyen and PayPal
 * when their credentials are set; and the pages and webhooks each serves of its own.
 */
export function configuredGateways(app: FastifyInstance, db: Db, config: Config, sandboxWebhookUrl: string) {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  const sandbox = sandboxGateway(db, {
    webhookSecret: config.SANDBOX_WEBHOOK_SECRET,
    hangMs: config.SANDBOX_GATEWAY_HANG_MS,
    // The sandbox posts its webhooks to our endpoint as a real gateway would, over the server's own routing.
    deliver: async (body, signature) => {
      if (closing) return;
      const response = await app.inject({
        method: 'POST',
        url: sandboxWebhookUrl,
        headers: { 'content-type': 'application/json', 'yado-signature': signature },
        payload: body,
      });
      if (response.statusCode >= 500) throw new Error(`webhook answered ${response.statusCode}`);
    },
  });
  const providerTimeout = { publicBaseUrl: config.PUBLIC_BASE_URL, timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS };
  const adyen = config.ADYEN ? adyenGateway(db, { ...config.ADYEN, ...providerTimeout }) : null;
  const paypal = config.PAYPAL ? paypalGateway(db, { ...config.PAYPAL, ...providerTimeout }) : null;
  return {
    gateways: paymentGateways(
      sandbox,
      [adyen, paypal].filter((gateway) => gateway !== null),
    ),

    /** The card fields, 3-D Secure pages and webhooks of each gateway, framed as `framing` says. */
    async registerRoutes(framing: () => Promise<PageFraming>) {
      await app.register(sandboxGatewayRoutes(sandbox, framing), { prefix: SANDBOX_BASE_PATH });
      const rateLimit = config.CARD_SETUP_RATE_LIMIT;
      if (adyen) await app.register(adyenGatewayRoutes(adyen, framing, { rateLimit }), { prefix: ADYEN_BASE_PATH });
      if (paypal) await app.register(paypalGatewayRoutes(paypal, framing, { rateLimit }), { prefix: PAYPAL_BASE_PATH });
    },
  };
}
