import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientSessionResponse } from '@yado/domain/wire/sessions';
import { z } from 'zod';
import type { ClientSessionsService } from './service';

const createBody = z.object({ key: z.string().max(128).optional(), secret: z.string().max(256).optional() }).default({});

export function clientSessionRoutes(clientSessions: ClientSessionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/client_sessions',
      {
        schema: {
          tags: ['sessions'],
          summary: 'Start an anonymous client session',
          body: createBody,
          response: { 201: clientSessionResponse },
        },
      },
      async (request, reply) => reply.status(201).send({ data: await clientSessions.create({ key: request.body.key }) }),
    );
  };
}
