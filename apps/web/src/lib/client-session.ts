import type { ClientSessionAnswer } from '@yado/domain/wire/sessions';
import { deleteCookie, getCookie, setCookie } from './cookies';
import { takeEarlySession } from './early-requests';
import { showMaintenancePage } from './maintenance';

const COOKIE = 'yado_client_session';
/** §9: the client session cookie lives 0.75 day. */
const LIFETIME_DAYS = 0.75;

let pending: Promise<string> | null = null;

/** POST client_sessions: a new anonymous session's token (§4 session start-up, step 1). */
export async function requestClientSession(): Promise<string> {
  const response = await fetch('/api/v1/client_sessions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  if (response.status === 503) showMaintenancePage();
  if (!response.ok) throw new Error(`client session: ${response.status}`);
  const { data } = (await response.json()) as ClientSessionAnswer;
  return data.client_session;
}

/** The stored client session, or a new one: the one the start-up script already asked for, if any. */
export function ensureClientSession(): Promise<string> {
  const stored = getCookie(COOKIE);
  if (stored) return Promise.resolve(stored);
  pending ??= (takeEarlySession() ?? requestClientSession())
    .then((session) => {
      setCookie(COOKIE, session, LIFETIME_DAYS);
      return session;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

export function hasClientSession(): boolean {
  return getCookie(COOKIE) !== null;
}

export function clearClientSession() {
  deleteCookie(COOKIE);
}
