import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Config } from './config';
import type { Db } from './db/connect';
import { AppError } from './errors';
import { registerClientSession } from './plugins/client-session';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMaintenance } from './plugins/maintenance';
import { registerMember } from './plugins/member';
import { registerStaticWeb } from './plugins/static-web';
import { hotelRoutes } from './modules/hotels/routes';
import { hotelsService } from './modules/hotels/service';
import { inventoryService } from './modules/inventory/service';
import { mailRoutes } from './modules/mail/routes';
import { mailService } from './modules/mail/service';
import { memberRoutes } from './modules/members/routes';
import { membersService } from './modules/members/service';
import { reservationRoutes } from './modules/reservations/routes';
import { reservationsService } from './modules/reservations/service';
import { searchRoutes } from './modules/search/routes';
import { searchService } from './modules/search/service';
import { sessionRoutes } from './modules/sessions/routes';
import { sessionsService } from './modules/sessions/service';

export const API_PREFIX = '/api/v1';

/** Builds the whole server on an open database; it never listens (main.ts does). */
export async function buildApp(config: Config, db: Db): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Yado API',
        version: '1.0.0',
        description:
          'Hotel booking engine API. Errors follow one shape: { errors: [{ title, status, code, details: { base: [{ code, error }] } }] }.',
      },
      components: { securitySchemes: { clientSession: { type: 'apiKey', in: 'header', name: 'Client-Session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('too_many_requests'),
  });

  const sessions = sessionsService(db);
  const hotels = hotelsService(db);
  const inventory = inventoryService(db);
  const search = searchService(hotels, inventory);
  const reservations = reservationsService(db, hotels, inventory);
  const mail = mailService(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const members = membersService(db, hotels, mail);

  const spaFallback = await registerStaticWeb(app, { web: config.WEB_DIST, embed: config.EMBED_DIST });
  registerErrorHandler(app, spaFallback);

  await app.register(
    async (api) => {
      registerMaintenance(api, config.MAINTENANCE);
      registerClientSession(api, sessions);
      registerMember(api, (token) => members.resolveSession(token));
      api.get(
        '/health',
        { schema: { tags: ['health'], summary: 'Liveness: one trivial query', response: { 200: z.object({ status: z.literal('ok') }) } } },
        async () => {
          await sql`select 1`.execute(db);
          return { status: 'ok' as const };
        },
      );
      await api.register(sessionRoutes(sessions));
      await api.register(hotelRoutes(hotels));
      await api.register(searchRoutes(search));
      await api.register(reservationRoutes(reservations, { lookupRateLimit: config.LOOKUP_RATE_LIMIT }));
      await api.register(memberRoutes(members));
      await api.register(mailRoutes(mail));
    },
    { prefix: API_PREFIX },
  );
  return app;
}
