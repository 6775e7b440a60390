import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { oncePerRequest } from './per-request';

declare module 'fastify' {
  interface FastifyRequest {
    /** The corporate user an Organization-Session header names, when one was sent and is live. */
    signedInOrganizationUser(): Promise<SignedInOrganizationUser | null>;
  }
}

export interface SignedInOrganizationUser {
  id: number;
  brandId: number;
  organizationId: number;
  role: string;
}

/**
 * A corporate sign-in is its own session beside a member's (§3 current user: organization with its
 * own session), so it travels in its own header, not the member's bearer token.
 */
export const ORGANIZATION_SESSION_HEADER = 'organization-session';

export function organizationToken(request: FastifyRequest): string | null {
  const header = request.headers[ORGANIZATION_SESSION_HEADER];
  return typeof header === 'string' && header.trim() ? header.trim() : null;
}

/** An unknown or ended token makes the caller no corporate user; the routes that need one answer 401 CORPORATE_SIGNED_OUT. */
export function registerOrganizationUser(app: FastifyInstance, resolve: (token: string) => Promise<SignedInOrganizationUser | null>) {
  const lookUp = oncePerRequest((request) => {
    const token = organizationToken(request);
    return token ? resolve(token) : Promise.resolve(null);
  });
  app.decorateRequest('signedInOrganizationUser', function (this: FastifyRequest) {
    return lookUp(this);
  });
}

export async function requireOrganizationUser(request: FastifyRequest): Promise<SignedInOrganizationUser> {
  const user = await request.signedInOrganizationUser();
  if (!user) throw new AppError('corporate_signed_out');
  return user;
}
