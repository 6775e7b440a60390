import type { FastifyRequest } from 'fastify';
import { CONSOLE_SESSION_COOKIE } from '@yado/domain/console';
import { AppError } from '../../errors';
import type { ConsoleAccounts, ConsoleUser } from './accounts';

/** The cookie is sent to the console's calls only. */
export const CONSOLE_COOKIE_PATH = '/api/v1/console';

/** The console session's token the request's cookie carries, if any. */
export function sessionCookieOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CONSOLE_SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The signed-in console user of a request; CONSOLE_SIGNED_OUT (401) without a live session. */
export async function signedInUser(accounts: ConsoleAccounts, request: FastifyRequest): Promise<ConsoleUser> {
  const token = sessionCookieOf(request);
  const user = token ? await accounts.resolve(token) : null;
  if (!user) throw new AppError('console_signed_out');
  return user;
}
