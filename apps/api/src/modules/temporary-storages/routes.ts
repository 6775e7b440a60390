import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DRAFT_CHECKS, storedDraftSchema, temporaryStorageBodySchema } from '@yado/domain/temporary-storage';
import { requireClientSession } from '../../plugins/client-session';
import { requestLocale } from '../../plugins/locale';
import type { TemporaryStoragesService } from './service';

const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.invalid') });
const savedResponse = z.object({ data: z.object({ id: z.string(), expires_at: z.string() }) });
const restoredResponse = z.object({
  data: z.object({
    id: z.string(),
    hotel_code: z.string(),
    draft: storedDraftSchema,
    saved_at: z.string(),
    expires_at: z.string(),
    check: z.enum(DRAFT_CHECKS),
    total_price_now: z.number().nullable(),
  }),
});

/**
 * §7 temporary_storages: a guest's booking draft kept on the server. Its id is the key to it (a
 * recovery link carries it to another device), so it is long and random and nothing else opens it.
 */
export function temporaryStorageRoutes(storages: TemporaryStoragesService, options: { rateLimit: number }): FastifyPluginAsyncZod {
  // Each write may lead to a mail to the address it names: a client writes only so many a minute.
  const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };
  return async (app) => {
    app.post(
      '/temporary_storages',
      {
        config: { rateLimit },
        schema: {
          tags: ['ota'],
          summary: "Keeps a guest's booking draft on the server; with an email, a recovery link is mailed if they leave without booking",
          body: temporaryStorageBodySchema,
          response: { 201: savedResponse },
        },
      },
      async (request, reply) => {
        const saved = await storages.create(requireClientSession(request).id, request.body);
        return reply.status(201).send({ data: saved });
      },
    );

    app.put(
      '/temporary_storages/:id',
      {
        config: { rateLimit },
        schema: {
          tags: ['ota'],
          summary: 'Replaces a kept draft with the booking as it now stands',
          params: idParams,
          body: temporaryStorageBodySchema,
          response: { 200: savedResponse },
        },
      },
      async (request) => ({ data: await storages.update(request.params.id, request.body) }),
    );

    app.get(
      '/temporary_storages/:id',
      {
        schema: {
          tags: ['ota'],
          summary: 'A kept draft, and whether the hotel still asks the same price for it',
          params: idParams,
          response: { 200: restoredResponse },
        },
      },
      async (request) => ({ data: await storages.restore(request.params.id, requestLocale(request)) }),
    );
  };
}
