import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldProblem } from '../errors';

/** Maps every error to the §3 shape; unknown errors are logged and answered without internals. */
export function registerErrorHandler(app: FastifyInstance, fallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(error.toBody());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldProblem[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? '',
      }));
      return reply.status(422).send(new AppError('invalid', {}, fields).toBody());
    }
    if (error.statusCode === 429) return reply.status(429).send(new AppError('too_many_requests').toBody());
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed requests Fastify rejects itself (bad JSON, wrong content type, body too large).
      return reply.status(error.statusCode).send(new AppError('invalid', {}, [{ field: '', message: error.message }]).toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new AppError('system_error').toBody());
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (await fallback?.(request, reply)) return reply;
    return reply.status(404).send(new AppError('not_found').toBody());
  });
}
