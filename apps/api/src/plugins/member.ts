import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CompanionCode } from '@yado/domain/party';
import { AppError } from '../errors';
import { oncePerRequest } from './per-request';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The member an `Authorization: Bearer` token names, when one was sent and is live. Looked up
     * on first ask and once per request, so calls that never ask (search, settings) cost nothing.
     */
    signedInMember(): Promise<SignedInMember | null>;
    /** Whether the bearer token named a session that has ended but its refresh token can renew. */
    memberSessionExpired(): Promise<boolean>;
  }
}

export interface SignedInMember {
  id: number;
  brandId: number;
  programId: number | null;
  rankId: number | null;
  /** The companion tiers the member's program turns on (§3). */
  companions: CompanionCode[];
  /** The external provider this session was signed in through (ADR 0047: the loyalty provider's promotions); null otherwise. */
  signedInWith: string | null;
}

/** The member's token, sent as a bearer header (not a cookie, so framed widgets work). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

interface Resolved {
  member: SignedInMember | null;
  expired: boolean;
}

/**
 * An unknown or ended token makes the caller a guest; the routes that need a member answer 401
 * (requireMember), which the widget turns into a local sign-out, or 403 IDP_EXPIRED (4000) for a
 * session its refresh token can renew, which the widget renews and asks again (§4 error reactions).
 */
export function registerMember(app: FastifyInstance, resolve: (token: string) => Promise<Resolved>) {
  const lookUp = oncePerRequest((request): Promise<Resolved> => {
    const token = bearerToken(request);
    return token ? resolve(token) : Promise.resolve({ member: null, expired: false });
  });
  app.decorateRequest('signedInMember', async function (this: FastifyRequest) {
    return (await lookUp(this)).member;
  });
  app.decorateRequest('memberSessionExpired', async function (this: FastifyRequest) {
    return (await lookUp(this)).expired;
  });
}

export async function requireMember(request: FastifyRequest): Promise<SignedInMember> {
  const member = await request.signedInMember();
  if (member) return member;
  throw new AppError((await request.memberSessionExpired()) ? 'identity_expired' : 'not_signed_in');
}
