import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The member an `Authorization: Bearer` token names, when one was sent and is live. Looked up
     * on first ask and once per request, so calls that never ask (search, settings) cost nothing.
     */
    signedInMember(): Promise<SignedInMember | null>;
  }
}

export interface SignedInMember {
  id: number;
  brandId: number;
  programId: number | null;
  rankId: number | null;
}

/** The member's token, sent as a bearer header (not a cookie, so framed widgets work). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/**
 * An unknown or ended token makes the caller a guest; the routes that need a member answer 401
 * (requireMember), which the widget turns into a local sign-out.
 */
export function registerMember(app: FastifyInstance, resolve: (token: string) => Promise<SignedInMember | null>) {
  const looked = new WeakMap<FastifyRequest, Promise<SignedInMember | null>>();
  app.decorateRequest('signedInMember', function (this: FastifyRequest) {
    let member = looked.get(this);
    if (!member) {
      const token = bearerToken(this);
      member = token ? resolve(token) : Promise.resolve(null);
      looked.set(this, member);
    }
    return member;
  });
}

export async function requireMember(request: FastifyRequest): Promise<SignedInMember> {
  const member = await request.signedInMember();
  if (!member) throw new AppError('not_signed_in');
  return member;
}
