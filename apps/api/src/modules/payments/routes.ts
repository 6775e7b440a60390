import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CardBrand } from '@yado/domain/payments';
import { savedCardsResponse } from '@yado/domain/wire/payments';
import { idParam } from '@yado/domain/validation';
import { z } from 'zod';
import { requireMember } from '../../plugins/member';
import { inChallengeWindow, sendPage, type PageFraming } from '../../plugins/security-headers';
import type { CardPaymentsService } from './service';

/**
 * The page the challenge returns to, in the payment step's frame or in the window it opened (a
 * challenge that refuses frames): it tells the payment step, and a window closes itself. Our pages
 * keep a window joined to its opener (`inChallengeWindow`); one cut from it all the same (an issuer's
 * page with an opener policy of its own) leaves the payment step to its polling.
 */
function challengeFinishedPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>3-D Secure</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2328;padding:16px}</style></head>
<body><p>The check is finished. Returning to your booking…</p>
<script>
const step = window.opener || (parent !== window ? parent : null);
if (step) step.postMessage({ source: 'yado-payment', type: 'challenge-finished' }, location.origin);
if (window.opener) window.close();
else if (!step) document.querySelector('p').textContent = 'The check is finished. You can close this window and return to your booking.';
</script>
</body></html>`;
}

/** `framing`: who may sit above the 3-D Secure frame the return page opens in. */
export function paymentRoutes(
  payments: CardPaymentsService,
  gatewayNames: readonly string[],
  framing: () => Promise<PageFraming>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Signatures are over the exact bytes sent, so the webhook body is kept as text.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    app.post(
      '/payments/webhooks/:gateway',
      {
        schema: {
          tags: ['payments'],
          summary: "The gateway's signed notice of a payment's new state (duplicates and late ones change nothing)",
          params: z.object({ gateway: z.enum(gatewayNames as [string, ...string[]]) }),
          // Each gateway signs its own way: the sandbox in yado-signature, PayPal in its paypal-* headers, Adyen inside the body.
          headers: z.object({ 'yado-signature': z.string().max(256).optional() }).passthrough(),
          body: z.string().max(262_144),
          response: { 200: z.string(), 204: z.null() },
        },
      },
      async (request, reply) => {
        const acknowledgement = await payments.receiveWebhook(request.params.gateway, { body: request.body, headers: request.headers });
        return acknowledgement === null ? reply.status(204).send(null) : reply.status(200).type('text/plain').send(acknowledgement);
      },
    );

    app.get(
      '/user/credit_cards',
      {
        schema: {
          tags: ['payments', 'members'],
          summary: "The signed-in member's saved cards: brand, last four and expiry",
          response: { 200: savedCardsResponse },
        },
      },
      async (request) => {
        const cards = await payments.listCards((await requireMember(request)).id);
        // A card is saved from a gateway's token, whose brand cardTokenSchema held to CARD_BRANDS.
        return { data: { credit_cards: cards.map((card) => ({ ...card, brand: card.brand as CardBrand })) } };
      },
    );

    app.delete(
      '/user/credit_cards/:id',
      {
        schema: {
          tags: ['payments', 'members'],
          summary: "Forget one of the signed-in member's saved cards",
          params: z.object({ id: idParam() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await payments.deleteCard((await requireMember(request)).id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/payments/return/:transactionId',
      { ...inChallengeWindow, schema: { hide: true, params: z.object({ transactionId: z.string().uuid() }) } },
      async (request, reply) => {
        await payments.returnFromChallenge(request.params.transactionId);
        return sendPage(reply, challengeFinishedPage(), await framing());
      },
    );
  };
}
