import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { Metrics } from './metrics';

/** Outside the versioned API: not in its documentation, and answered during maintenance too. */
export const METRICS_PATH = '/api/metrics';

/** Compares digests, so neither the token's length nor its first wrong character shows in the time taken. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The Prometheus exposition, to a scraper that sends the metrics token as a bearer token. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string) {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      // Answered here: the route is added before the app's error handler is set.
      const refusal = new AppError('metrics_unauthorized');
      return reply.status(refusal.status).header('www-authenticate', 'Bearer realm="metrics"').send(refusal.toBody());
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.render());
  });
}
