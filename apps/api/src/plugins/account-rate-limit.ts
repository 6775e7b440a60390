import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseEmail } from '@yado/domain/members';
import { AppError } from '../errors';

const WINDOW = '1 minute';

/** The account a call is about: the email address or corporate account ID in its body, or null. */
function accountNamed(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { email, account_id: accountId } = body as { email?: unknown; account_id?: unknown };
  if (typeof email === 'string' && email.trim()) return `email:${normaliseEmail(email)}`;
  if (typeof accountId === 'string' && accountId.trim()) return `account:${accountId.trim().toLowerCase()}`;
  return null;
}

/**
 * The limits of calls that try passwords or send mail (§4 security), each kind of call counted on
 * its own: per client address (the route's rate limit, before the body is read), and per account
 * the body names from all addresses together, so that many addresses cannot take turns at one
 * account, nor flood one mailbox.
 */
export function accountRateLimits(app: FastifyInstance, limits: { perClient: number; perAccount: number }) {
  const check = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: WINDOW,
    keyGenerator: (request) => `${request.routeOptions.url}|${accountNamed(request.body)}`,
  });
  return {
    /** Route options of an account call: `{ config, preHandler }`. */
    routeOptions: {
      config: { rateLimit: { max: limits.perClient, timeWindow: WINDOW } },
      async preHandler(request: FastifyRequest) {
        if (accountNamed(request.body) === null) return;
        const limit = await check(request);
        if (!limit.isAllowed && limit.isExceeded) throw new AppError('too_many_requests');
      },
    },
  };
}
export type AccountRateLimits = ReturnType<typeof accountRateLimits>;
