/**
 * How a guest who is not signed in shows a reservation is theirs (§7): its email or its bypass
 * token. The widget sends them in these request headers, never in an address, so they stay out
 * of browser history, referrers and access logs (ADR 0040); the query form stays for old links.
 */
export interface ReservationCredentials {
  email: string;
  bypass_token: string;
}

/** Header names as Fastify reads them (lower case); HTTP matches them in any case. */
export const RESERVATION_EMAIL_HEADER = 'x-reservation-email';
export const BYPASS_TOKEN_HEADER = 'x-bypass-token';

/**
 * The credentials as request headers, empty ones left out. Values are percent-encoded UTF-8
 * (as encodeURIComponent writes them): a header carries only Latin-1, and a guest may type any
 * address into the lookup form.
 */
export function reservationCredentialHeaders(credentials: Partial<ReservationCredentials>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (credentials.email) headers[RESERVATION_EMAIL_HEADER] = encodeURIComponent(credentials.email);
  if (credentials.bypass_token) headers[BYPASS_TOKEN_HEADER] = encodeURIComponent(credentials.bypass_token);
  return headers;
}

/** A credential header's value: percent-decoded, or as sent when it is not valid percent-encoding. */
export function readCredentialHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
