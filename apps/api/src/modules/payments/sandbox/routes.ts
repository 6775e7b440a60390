import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardTokenSchema } from '@yado/domain/payments';
import { AppError } from '../../../errors';
import { inChallengeWindow, sendPage, type PageFraming } from '../../../plugins/security-headers';
import { challengeClosedPage, challengePage, cardFieldsPage } from './pages';
import type { SandboxGateway } from './gateway';

const cardInput = z.object({
  number: z.string().max(32),
  holder_name: z.string().max(64),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvv: z.string().max(8),
  birth_date: z.string().max(16).optional(),
  pin_prefix: z.string().max(4).optional(),
});

/**
 * The sandbox gateway's own endpoints, outside our API's prefix as a real gateway's would be:
 * hosted card fields, tokenization and the 3-D Secure challenge. Its pages may be framed only by
 * pages `framing` names (our widget, and the sites the widget may sit in), as a gateway lets only
 * its merchants' sites frame its fields.
 */
export function sandboxGatewayRoutes(gateway: SandboxGateway, framing: () => Promise<PageFraming>): FastifyPluginAsyncZod {
  return async (app) => {
    // The challenge page posts a plain HTML form, so it works without scripts.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.get('/card-fields', { schema: { hide: true } }, async (_request, reply) => sendPage(reply, cardFieldsPage(), await framing()));

    app.post(
      '/tokens',
      {
        schema: {
          tags: ['sandbox gateway'],
          summary: 'Tokenize a card (the hosted fields call this; our API never sees the card)',
          body: cardInput,
          response: { 201: cardTokenSchema },
        },
      },
      async (request, reply) => {
        const result = await gateway.tokenize(request.body);
        // A card it cannot take is answered like any invalid input: 1000, naming the field (in the error shape).
        if ('error' in result) throw new AppError('invalid', {}, [{ field: result.error, message: 'validation.invalid' }]);
        return reply.status(201).send(result);
      },
    );

    const challengeParams = z.object({ id: z.string().max(64) });
    app.get('/challenge/:id', { ...inChallengeWindow, schema: { hide: true, params: challengeParams } }, async (request, reply) => {
      const payment = await gateway.findChallenge(request.params.id);
      const page = payment?.status === 'challenge_required' ? challengePage(payment) : challengeClosedPage();
      return sendPage(reply, page, await framing());
    });

    app.post(
      '/challenge/:id',
      {
        // Its redirect to the return page is on the window's way too.
        ...inChallengeWindow,
        schema: { hide: true, params: challengeParams, body: z.object({ action: z.enum(['complete', 'fail', 'cancel']) }) },
      },
      async (request, reply) => {
        const answered = await gateway.completeChallenge(request.params.id, request.body.action);
        if (!answered) return sendPage(reply, challengeClosedPage(), await framing());
        return reply.redirect(answered.returnUrl, 303);
      },
    );
  };
}
