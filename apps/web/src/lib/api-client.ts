import type { ErrorBody, ErrorCode } from '@yado/domain/errors';
import { clearClientSession, ensureClientSession } from './client-session';
import { takeEarlyGet } from './early-requests';
import { TOO_MANY_REQUESTS_RETRIES, retryDelayMs, wait } from './retry';
import { showMaintenancePage } from './maintenance';
import { ERROR_CODES } from './error-codes';

export const API_BASE = '/api/v1';
/** The agency's API (§7 OTA): its own base beside the widget's. */
export const OTA_API_BASE = '/api/ota/v1';

/** An error answered by the API (§3 shape), or a local failure with no response body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** A §8 code; PROCESSING_ERROR for an answer without an error body, NETWORK_ERROR when none came. */
    readonly code: ErrorCode | 'PROCESSING_ERROR' | 'NETWORK_ERROR',
    message: string,
    /** Field problems: the English text, and the catalogue key (validation.*) when the rule has one. */
    readonly fields: Array<{ field: string; error: string; message?: string }> = [],
    readonly payloads: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

let memberToken: string | null = null;
let onSignedOut: (refusedToken: string) => void = () => undefined;
/** The signed-in member's token, sent as a bearer header (never a cookie, so framed widgets work). */
export function setMemberToken(token: string | null) {
  memberToken = token;
}
/** What happens when the API says the member whose token a call carried is not signed in (§4 error reactions: local logout). */
export function setSignedOutHandler(handler: (refusedToken: string) => void) {
  onSignedOut = handler;
}
let corporateToken: string | null = null;
let onCorporateSignedOut: () => void = () => undefined;
/** The corporate user's session, sent in its own header beside a member's token (§3 current user). */
export function setCorporateToken(token: string | null) {
  corporateToken = token;
}
export function setCorporateSignedOutHandler(handler: () => void) {
  onCorporateSignedOut = handler;
}
/** How the member's session is kept going when a call meets its end (§4 IDP_EXPIRED, 401). */
export interface MemberSessionKeeper {
  /** Renews the ended session with its stored refresh token; true when it was. */
  renew(): Promise<boolean>;
  /**
   * True when the session this token named has since been replaced (renewed by another call or in
   * another tab, or signed out here), so the call is asked again as whoever is signed in now.
   * Waits for a renewal in flight: the server ends the old session (IDP_EXPIRED for a grace, then
   * unknown) before the new one reaches us.
   */
  replaced(sentToken: string): Promise<boolean>;
}
let sessionKeeper: MemberSessionKeeper = { renew: async () => false, replaced: async () => false };
export function setMemberSessionKeeper(keeper: MemberSessionKeeper) {
  sessionKeeper = keeper;
}

let currentLocale = 'en';
/** The locale sent as Tripla-Locale on every call. */
export function setApiLocale(locale: string) {
  currentLocale = locale;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  const first = body?.errors?.[0];
  if (!first) return new ApiError(response.status, 'PROCESSING_ERROR', response.statusText);
  const fields = first.details.base
    .filter((b) => b.field)
    .map((b) => ({ field: b.field ?? '', error: b.error, ...(b.message ? { message: b.message } : {}) }));
  return new ApiError(first.status, first.code, first.title, fields, first.payloads ?? {});
}

/** The address of an API call: its path under API_BASE, and the query without empty values. */
export function apiUrl(path: string, query: Record<string, string | number | undefined> = {}, base = API_BASE): string {
  const url = new URL(`${base}${path}`, location.origin);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  return url.href;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Read the answer as a file (a download), not JSON. */
  file?: boolean;
  /** Another API than the widget's (the agency's, /api/ota/v1). */
  base?: string;
  /** Sent without the member's token: a call that must not depend on the session it renews. */
  withoutMember?: boolean;
}

/** One call as the app sends it: with the client session, the locale and whoever is signed in. */
function send(url: string, options: RequestOptions, session: string, bearer: string | null): Promise<Response> {
  // A file upload goes as the browser encodes the form; everything else as JSON.
  const form = options.body instanceof FormData;
  return fetch(url, {
    method: options.method ?? 'GET',
    headers: {
      'Client-Session': session,
      'Tripla-Locale': currentLocale,
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...(corporateToken ? { 'Organization-Session': corporateToken } : {}),
      ...(options.body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    body: form ? (options.body as FormData) : options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** What a call has already been asked again for: each reason once. */
interface Attempt {
  /** With a new client session (§4 step 1). */
  clientSession: boolean;
  /** With the member's session renewed (§4 IDP_EXPIRED). */
  renewed: boolean;
  /** With the session that replaced the one it was sent with (renewed by another call or tab). */
  replaced: boolean;
  /** GETs refused with 429 and asked again after a wait. */
  throttled: number;
}
const FIRST: Attempt = { clientSession: false, renewed: false, replaced: false, throttled: 0 };

/**
 * Calls the API with the client session and locale; an expired session is replaced once (§4 step 1)
 * and a GET refused with 429 is retried after a wait (§4 error reactions).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}, attempt: Attempt = FIRST): Promise<T> {
  const url = apiUrl(path, options.query, options.base);
  // A guest's GET the start-up script already sent is taken as it is, without waiting for the session;
  // one sent with headers of its own (a reservation's credentials) is never one the script started.
  const early =
    (options.method ?? 'GET') === 'GET' && !memberToken && !corporateToken && !options.headers ? takeEarlyGet(url, currentLocale) : null;
  const session = early ? '' : await ensureClientSession();
  const sentMemberToken = options.withoutMember ? null : memberToken;
  let response: Response;
  try {
    response = await (early ?? send(url, options, session, sentMemberToken));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', (error as Error).message);
  }
  if (response.status === 204) return undefined as T;
  if (response.ok) return (options.file ? await response.blob() : await response.json()) as T;
  if (response.status === 429 && (options.method ?? 'GET') === 'GET' && attempt.throttled < TOO_MANY_REQUESTS_RETRIES) {
    await wait(retryDelayMs(attempt.throttled, response.headers.get('retry-after')), options.signal);
    return apiRequest<T>(path, options, { ...attempt, throttled: attempt.throttled + 1 });
  }
  const error = await toApiError(response);
  const memberNotSignedIn =
    response.status === 401 && error.code !== ERROR_CODES.session_expired && error.code !== ERROR_CODES.corporate_signed_out;
  // A call sent with a session another call or tab has since renewed is asked again, not taken for a sign-out.
  if (
    sentMemberToken &&
    (memberNotSignedIn || error.code === ERROR_CODES.identity_expired) &&
    !attempt.replaced &&
    (await sessionKeeper.replaced(sentMemberToken))
  )
    return apiRequest<T>(path, options, { ...attempt, replaced: true });
  if (response.status === 503) showMaintenancePage();
  if (error.code === ERROR_CODES.corporate_signed_out) onCorporateSignedOut();
  else if (memberNotSignedIn && sentMemberToken) onSignedOut(sentMemberToken);
  if (error.code === ERROR_CODES.session_expired && !attempt.clientSession) {
    clearClientSession();
    return apiRequest<T>(path, options, { ...attempt, clientSession: true });
  }
  // §4: an ended sign-in is renewed with the stored credentials and the call made once more.
  if (error.code === ERROR_CODES.identity_expired && sentMemberToken) {
    if (!attempt.renewed && (await sessionKeeper.renew())) return apiRequest<T>(path, options, { ...attempt, renewed: true });
    onSignedOut(sentMemberToken);
  }
  throw error;
}
