import { timingSafeEqual } from 'node:crypto';
import { sha256 } from '../../crypto';
import type { CredentialHeaders } from './schemas';

export interface ReservationCredentials {
  email?: string | undefined;
  bypass_token?: string | undefined;
}

/** The credentials a guest's call carries: the headers (ADR 0040) over the query the spec names (§7). */
export function callCredentials(headers: CredentialHeaders, query: ReservationCredentials): ReservationCredentials {
  return {
    email: headers['x-reservation-email'] || query.email,
    bypass_token: headers['x-bypass-token'] || query.bypass_token,
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Deny by default: a reservation is shown only to someone holding its email address or its
 * bypass token. Callers answer a refusal exactly as they answer a missing reservation.
 */
export function mayAccessReservation(
  reservation: { email: string; bypass_token_hash: string },
  credentials: ReservationCredentials,
): boolean {
  if (credentials.bypass_token && sameText(sha256(credentials.bypass_token), reservation.bypass_token_hash)) return true;
  if (credentials.email && sameText(credentials.email.trim().toLowerCase(), reservation.email)) return true;
  return false;
}
