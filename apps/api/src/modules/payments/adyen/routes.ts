import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardTokenSchema } from '@yado/domain/payments';
import { AppError } from '../../../errors';
import { inChallengeWindow, sendPage, type PageFraming } from '../../../plugins/security-headers';
import { challengeClosedPage } from '../sandbox/pages';
import { ADYEN_BASE_PATH, type AdyenGateway } from './gateway';
import { adyenCardFieldsPage, adyenChallengePage, adyenOrigins } from './pages';
import { pageBrowserInfoSchema } from './schemas';

const reference = z.object({ reference: z.string().uuid() });

/**
 * Our side of Adyen's Drop-in (ADR 0056), outside the API's prefix as the sandbox's pages are:
 * the card fields page and its session, the stored card's token, and the 3-D Secure step.
 */
export function adyenGatewayRoutes(
  adyen: AdyenGateway,
  framing: () => Promise<PageFraming>,
  options: { rateLimit: number },
): FastifyPluginAsyncZod {
  const provider = { origins: adyenOrigins(adyen.environment) };
  // Each call costs a check at the provider: a client starts only so many a minute (card testing).
  const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };
  return async (app) => {
    app.get('/card-fields', { schema: { hide: true } }, async (_request, reply) =>
      sendPage(reply, adyenCardFieldsPage({ clientKey: adyen.clientKey, environment: adyen.environment }), await framing(), provider),
    );

    app.post(
      '/sessions',
      {
        config: { rateLimit },
        schema: {
          tags: ['adyen gateway'],
          summary: 'A zero-value Adyen session in which the Drop-in stores a card at Adyen',
          body: z.object({
            currency: z
              .string()
              .regex(/^[A-Z]{3}$/)
              .default('JPY'),
          }),
          response: { 201: z.object({ id: z.string(), session_data: z.string(), shopper_reference: z.string() }) },
        },
      },
      async (request, reply) => {
        const session = await adyen.startCardSession(request.body.currency);
        return reply.status(201).send({ id: session.id, session_data: session.sessionData, shopper_reference: session.shopperReference });
      },
    );

    app.post(
      '/tokens',
      {
        config: { rateLimit },
        schema: {
          tags: ['adyen gateway'],
          summary: 'The card a finished Drop-in session stored at Adyen, as a token (brand, last four and expiry only)',
          body: z.object({
            session_id: z.string().max(128),
            session_result: z.string().max(4096),
            shopper_reference: z.string().regex(/^shp_[0-9a-f]{32}$/),
            /** The shopper's browser for native 3-D Secure 2; read below, so a bad one only goes unused. */
            browser_info: z.unknown().optional(),
          }),
          response: { 201: cardTokenSchema },
        },
      },
      async (request, reply) => {
        const browser = pageBrowserInfoSchema.safeParse(request.body.browser_info);
        const acceptHeader = request.headers.accept;
        const card = await adyen.finishCardSession({
          sessionId: request.body.session_id,
          sessionResult: request.body.session_result,
          shopperReference: request.body.shopper_reference,
          // Without it (an old page, a browser that hid it) the payment goes on, its check perhaps by redirect.
          browserInfo: browser.success && acceptHeader ? { ...browser.data, acceptHeader: acceptHeader.slice(0, 1024) } : null,
        });
        if (!card) throw new AppError('card_token_invalid');
        return reply.status(201).send(card);
      },
    );

    app.get('/challenge/:reference', { ...inChallengeWindow, schema: { hide: true, params: reference } }, async (request, reply) => {
      const open = await adyen.challengeAction(request.params.reference);
      if (!open?.action || !('type' in open.action)) return sendPage(reply, challengeClosedPage(), await framing());
      const page = adyenChallengePage({
        clientKey: adyen.clientKey,
        environment: adyen.environment,
        merchantReference: request.params.reference,
        action: open.action,
        returnUrl: open.returnUrl,
      });
      return sendPage(reply, page, await framing(), { ...provider, issuerFrames: true, issuerForms: true });
    });

    // Answers the next action when Adyen asks for one (the challenge after a fingerprint), else 204: the check is over.
    app.post(
      '/details/:reference',
      { schema: { hide: true, params: reference, body: z.record(z.string().max(64), z.string().max(16_384)) } },
      async (request, reply) => {
        const answered = await adyen.submitDetails(request.params.reference, request.body);
        return answered?.action ? reply.status(200).send({ action: answered.action }) : reply.status(204).send();
      },
    );

    // A challenge the issuer ran on its own page (a redirect) comes back here with Adyen's result.
    app.get(
      '/return/:reference',
      {
        ...inChallengeWindow,
        schema: { hide: true, params: reference, querystring: z.object({ redirectResult: z.string().max(16_384) }) },
      },
      async (request, reply) => {
        const answered = await adyen.submitDetails(request.params.reference, { redirectResult: request.query.redirectResult });
        if (!answered) return sendPage(reply, challengeClosedPage(), await framing());
        // Adyen may still want an action performed: our challenge page does it.
        return reply.redirect(answered.action ? `${ADYEN_BASE_PATH}/challenge/${request.params.reference}` : answered.returnUrl, 303);
      },
    );
  };
}
