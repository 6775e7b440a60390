import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardTokenSchema } from '@yado/domain/payments';
import { AppError } from '../../../errors';
import { sendPage, type PageFraming } from '../../../plugins/security-headers';
import type { PayPalGateway } from './gateway';
import { paypalCardFieldsPage, PAYPAL_ORIGINS } from './pages';

/** Our side of PayPal's card fields (ADR 0056): the page, the setup token it fills and the vaulted card's token. */
export function paypalGatewayRoutes(
  paypal: PayPalGateway,
  framing: () => Promise<PageFraming>,
  options: { rateLimit: number },
): FastifyPluginAsyncZod {
  // Each call costs a check at the provider: a client starts only so many a minute (card testing).
  const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };
  return async (app) => {
    app.get('/card-fields', { schema: { hide: true } }, async (_request, reply) =>
      // PayPal's 3-D Secure for a card check opens the issuer's page inside PayPal's own frame.
      sendPage(reply, paypalCardFieldsPage({ clientId: paypal.clientId }), await framing(), {
        origins: PAYPAL_ORIGINS,
        issuerFrames: true,
      }),
    );

    app.post(
      '/setup-tokens',
      {
        config: { rateLimit },
        schema: {
          tags: ['paypal gateway'],
          summary: "A vault setup token PayPal's card fields fill and validate",
          response: { 201: z.object({ id: z.string() }) },
        },
      },
      async (_request, reply) => reply.status(201).send(await paypal.startCardSetup()),
    );

    app.post(
      '/tokens',
      {
        config: { rateLimit },
        schema: {
          tags: ['paypal gateway'],
          summary: 'The validated card vaulted at PayPal, as a token (brand, last four and expiry only)',
          body: z.object({ setup_token: z.string().regex(/^[A-Za-z0-9-]{4,64}$/) }),
          response: { 201: cardTokenSchema },
        },
      },
      async (request, reply) => {
        const card = await paypal.finishCardSetup(request.body.setup_token);
        if (!card) throw new AppError('card_token_invalid');
        return reply.status(201).send(card);
      },
    );
  };
}
