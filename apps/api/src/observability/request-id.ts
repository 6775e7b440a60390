import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The tracing id header (§7 names "a tracing id" without a name): the common X-Request-Id. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's id may be: short and plain, so it cannot forge log lines or headers. */
const USABLE_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's genReqId: the caller's tracing id when it sent a usable one (a proxy, the widget, a
 * chatbot), a fresh UUID otherwise. It becomes the log lines' reqId.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && USABLE_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request, so a guest's or a proxy's report leads to its log lines and trace. */
export function registerRequestIdEcho(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
