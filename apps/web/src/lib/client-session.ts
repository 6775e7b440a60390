import { deleteCookie, getCookie, setCookie } from './cookies';
import { showMaintenancePage } from './maintenance';

const COOKIE = 'yado_client_session';
/** §9: the client session cookie lives 0.75 day. */
const LIFETIME_DAYS = 0.75;

let pending: Promise<string> | null = null;

/** The stored client session, or a new anonymous one (§4 session start-up, step 1). */
export function ensureClientSession(): Promise<string> {
  const stored = getCookie(COOKIE);
  if (stored) return Promise.resolve(stored);
  pending ??= fetch('/api/v1/client_sessions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    .then(async (response) => {
      if (response.status === 503) showMaintenancePage();
      if (!response.ok) throw new Error(`client session: ${response.status}`);
      const { data } = (await response.json()) as { data: { client_session: string } };
      setCookie(COOKIE, data.client_session, LIFETIME_DAYS);
      return data.client_session;
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
