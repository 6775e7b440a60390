import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { ClientSessionsService } from '../modules/sessions/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client session named by the Client-Session header, when one was sent. */
    clientSession: { id: string } | null;
  }
}

/**
 * Reads the Client-Session header on every call. An unknown or expired token is refused with
 * 1400 so the client drops it and starts a new session (§4 session start-up, step 1).
 */
export function registerClientSession(app: FastifyInstance, clientSessions: ClientSessionsService) {
  app.decorateRequest('clientSession', null);
  app.addHook('preHandler', async (request) => {
    const token = request.headers['client-session'];
    if (typeof token !== 'string' || token === '') return;
    const session = await clientSessions.resolve(token);
    if (!session) throw new AppError('session_expired');
    request.clientSession = session;
  });
}

export function requireClientSession(request: FastifyRequest): { id: string } {
  if (!request.clientSession) throw new AppError('session_expired');
  return request.clientSession;
}
