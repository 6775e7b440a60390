import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { docsPolicy } from './security-headers';

/** The OpenAPI document every route's schemas make, and its pages at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, options: { https: boolean }) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Yado API',
        version: '1.0.0',
        description:
          'Hotel booking engine API. Errors follow one shape: { errors: [{ title, status, code, details: { base: [{ code, error }] } }] }.',
      },
      components: {
        securitySchemes: {
          clientSession: { type: 'apiKey', in: 'header', name: 'Client-Session' },
          staffKey: { type: 'http', scheme: 'bearer', description: "A hotel's staff key (ysk_...)" },
          organizationSession: { type: 'apiKey', in: 'header', name: 'Organization-Session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Its own policy, framed by our pages only.
    staticCSP: true,
    transformStaticCSP: (policy) => docsPolicy(policy, options.https),
  });
}
