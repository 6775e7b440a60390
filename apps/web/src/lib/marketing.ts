import { UTM_COOKIE, UTM_COOKIE_DAYS, UTM_PARAMS, marketingFromParams, mergeMarketing, type Marketing } from '@yado/domain/marketing';
import { getCookie, setCookie } from './cookies';
import { sessionStore } from './storage';

const VISIT_KEY = 'yado_marketing';

function read(raw: string | null): Marketing {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    return typeof value === 'object' && value !== null ? (value as Marketing) : {};
  } catch {
    // Not ours or cut short: nothing was kept.
    return {};
  }
}

/**
 * Keeps where the guest came from: the UTM parameters in the UTM cookie for a day (§3, §9), and
 * every marketing parameter of this visit in session storage, so a booking pages later still carries them.
 */
export function rememberMarketing(params: URLSearchParams) {
  const found = marketingFromParams(params);
  if (Object.keys(found).length === 0) return;
  sessionStore.set(VISIT_KEY, JSON.stringify(mergeMarketing(found, read(sessionStore.get(VISIT_KEY)))));
  const utm = Object.fromEntries(UTM_PARAMS.flatMap((name) => (found[name] ? [[name, found[name]]] : [])));
  if (Object.keys(utm).length > 0) setCookie(UTM_COOKIE, JSON.stringify(utm), UTM_COOKIE_DAYS);
}

/** What a booking sends: this visit's parameters over the UTM cookie of an earlier visit. */
export function currentMarketing(): Marketing {
  return mergeMarketing(read(sessionStore.get(VISIT_KEY)), read(getCookie(UTM_COOKIE)));
}
