import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member an `Authorization: Bearer` token names, when one was sent and is live. */
    member: SignedInMember | null;
  }
}

export interface SignedInMember {
  id: number;
  brandId: number;
}

/** The member's token, sent as a bearer header (not a cookie, so framed widgets work). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/**
 * Reads the bearer token on every call. An unknown or ended token makes the caller a guest here;
 * the routes that need a member answer 401 (requireMember), which the widget turns into a local sign-out.
 */
export function registerMember(app: FastifyInstance, resolve: (token: string) => Promise<SignedInMember | null>) {
  app.decorateRequest('member', null);
  app.addHook('preHandler', async (request) => {
    const token = bearerToken(request);
    if (token) request.member = await resolve(token);
  });
}

export function requireMember(request: FastifyRequest): SignedInMember {
  if (!request.member) throw new AppError('not_signed_in');
  return request.member;
}
