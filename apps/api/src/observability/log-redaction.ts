import { BYPASS_TOKEN_HEADER, RESERVATION_EMAIL_HEADER } from '@yado/domain/reservation-access';

/** What stands in the log for a value kept out of it. */
export const REDACTED = '[redacted]';

/** Query keys whose values are secrets or personal data wherever they appear (compared lower case, without - and _). */
const SENSITIVE_KEYS = new Set(['email', 'otid', 'pan', 'cvc', 'cvv', 'cvc2', 'cvv2', 'expiry', 'expmonth', 'expyear', 'securitycode']);
/**
 * Keys that are secrets only on an external sign-in's way back (the provider's one-time code and
 * state); elsewhere `code` is a hotel's code, which the logs should keep.
 */
const SIGN_IN_CALLBACK_KEYS = new Set(['code', 'state']);
const isSignInCallback = (path: string) => /\/(sso|oauth)\b|callback/i.test(path);

/** Parts of a key name that make it sensitive (access_token, client_secret, card_number, new_password…). */
const SENSITIVE_KEY_PARTS = ['token', 'secret', 'password', 'passwd', 'card', 'signature', 'apikey', 'session', 'email'];

/**
 * 13 to 19 digits, single spaces or dashes between them allowed: a card number as typed. Not
 * Luhn-checked, since a mistyped card number is still one; a run inside a longer word or number
 * (an id, a hash) is left alone.
 */
const CARD_LIKE = /(?<![\p{L}\p{N}])\p{Nd}(?:[ -]?\p{Nd}){12,18}(?![\p{L}\p{N}])/gu;

/** Request headers never logged as sent: who the caller is, and a reservation's credentials. */
export const SENSITIVE_HEADERS = [
  'authorization',
  'cookie',
  'set-cookie',
  'client-session',
  'organization-session',
  'x-api-key',
  RESERVATION_EMAIL_HEADER,
  BYPASS_TOKEN_HEADER,
] as const;

export function isSensitiveKey(key: string): boolean {
  const name = key.toLowerCase().replace(/[-_]/g, '');
  return SENSITIVE_KEYS.has(name) || SENSITIVE_KEY_PARTS.some((part) => name.includes(part));
}

export function redactCardNumbers(text: string): string {
  return text.replace(CARD_LIKE, REDACTED);
}

/**
 * A request address as it may be logged: sensitive query values and anything like a card number
 * (in the path or the query, however encoded) replaced. The rest stays as sent, to be searched for.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? null : url.slice(queryStart + 1);
  const cleanPath = path
    .split('/')
    .map((segment) => (hasCardNumber(decoded(segment)) ? REDACTED : segment))
    .join('/');
  if (query === null) return cleanPath;
  const callback = isSignInCallback(path);
  const cleanQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      const value = equals < 0 ? '' : pair.slice(equals + 1);
      const name = decoded(key);
      const secret = isSensitiveKey(name) || (callback && SIGN_IN_CALLBACK_KEYS.has(name.toLowerCase()));
      if (secret && value) return `${key}=${REDACTED}`;
      if (hasCardNumber(decoded(value))) return `${key}=${REDACTED}`;
      return hasCardNumber(decoded(key)) ? REDACTED : pair;
    })
    .join('&');
  return `${cleanPath}?${cleanQuery}`;
}

/** Headers as they may be logged: the sensitive ones' values replaced. */
export function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const sensitive = new Set<string>(SENSITIVE_HEADERS);
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, sensitive.has(name.toLowerCase()) && value !== undefined ? REDACTED : value]),
  );
}

/** What the request serializer reads of a Fastify request. */
interface LoggedRequest {
  method: string;
  url: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/** Fastify's request serializer with the address redacted: the same fields as its own. */
export function redactedRequest(request: LoggedRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function hasCardNumber(text: string): boolean {
  CARD_LIKE.lastIndex = 0;
  return CARD_LIKE.test(text);
}

/** A query or path part as it reads: percent-decoded, + as a space; as sent when it is not valid encoding. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}
