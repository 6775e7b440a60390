import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorKey } from '@yado/domain/errors';
import { AppError, type FieldProblem } from '../errors';

/** What Fastify refuses itself, by the status it gives: unreadable JSON or address, a body too large, a content type no route takes. */
const REFUSALS: Record<number, ErrorKey> = {
  400: 'malformed_request',
  413: 'request_too_large',
  414: 'address_too_long',
  415: 'unsupported_content_type',
};

/** A request Fastify refused, as 1000 with the status that says why (any other 4xx of its own reads as unreadable, 400). */
function refusal(error: FastifyError): AppError {
  return new AppError(REFUSALS[error.statusCode ?? 400] ?? 'malformed_request', {}, [{ field: '', message: error.message }]);
}

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
      const refused = refusal(error);
      return reply.status(refused.status).send(refused.toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new AppError('system_error').toBody());
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (await fallback?.(request, reply)) return reply;
    return reply.status(404).send(new AppError('not_found').toBody());
  });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or error handler runs (an
 * address it cannot decode, a path parameter over its length), answered in the §3 shape too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!error.statusCode || error.statusCode >= 500) {
    request.log.error({ err: error }, 'router error');
    return reply.status(500).send(new AppError('system_error').toBody());
  }
  const refused = refusal(error);
  return reply.status(refused.status).send(refused.toBody());
}
