import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handOffBodySchema, handOffResponse } from '@yado/domain/price-hold';
import { requireClientSession } from '../../plugins/client-session';
import type { HandOffService } from './hand-off';

/** The agency's pay-in-advance hand-off (ADR 0060), under /api/ota/v1. */
export function handOffRoutes(handOffs: HandOffService, options: { rateLimit: number }): FastifyPluginAsyncZod {
  // Each call writes a kept draft: a client starts only so many a minute.
  const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };
  return async (app) => {
    app.post(
      '/hand-offs',
      {
        config: { rateLimit },
        schema: {
          tags: ['ota'],
          summary:
            "Starts booking a hotel's cheapest plan paid in advance for a stay and party: a kept draft with its price held while the guest pays",
          body: handOffBodySchema,
          response: { 201: handOffResponse },
        },
      },
      async (request, reply) => {
        const started = await handOffs.start(requireClientSession(request).id, request.body);
        return reply.status(201).send({ data: started });
      },
    );
  };
}
