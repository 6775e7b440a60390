import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * While the service is under maintenance every API call but the health check answers 503 in the
 * error shape; the widget then shows its maintenance page (§2 /503, §4 error reactions).
 */
export function registerMaintenance(api: FastifyInstance, enabled: boolean) {
  if (!enabled) return;
  api.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1/health')) throw new AppError('service_unavailable');
  });
}
