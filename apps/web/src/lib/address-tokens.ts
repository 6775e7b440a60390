import type { ReservationCredentials } from '@yado/domain/reservation-access';
import type { NormalisedAddress, PageTokenName } from '@yado/domain/widget-url';
import { sessionStore } from './storage';

/** Where start-up tokens taken out of the address wait for the sign-in that reads them (§4 session start-up). */
export const ADDRESS_TOKENS_KEY = 'yado_address_tokens';

export function keepAddressTokens(tokens: NormalisedAddress['tokens']) {
  if (Object.keys(tokens).length > 0) sessionStore.set(ADDRESS_TOKENS_KEY, JSON.stringify(tokens));
}

/** The start-up tokens the address came with, once: read, then forgotten (§2 tokens removed after reading). */
export function takeAddressTokens(): NormalisedAddress['tokens'] {
  return readJson<NormalisedAddress['tokens']>(ADDRESS_TOKENS_KEY, true) ?? {};
}

/**
 * A reservation's credentials, for this tab: from its page's link (taken out of the address at
 * start-up) or from the booking just made. Its pages find them here, on a reload too, and the
 * widget's own links to them carry only the number.
 */
const reservationKey = (number: string) => `yado_reservation_access:${number}`;

export function keepReservationCredentials(number: string, credentials: Partial<ReservationCredentials>) {
  const given = Object.fromEntries(Object.entries(credentials).filter(([, value]) => value));
  if (Object.keys(given).length === 0) return;
  sessionStore.set(reservationKey(number), JSON.stringify({ ...reservationCredentials(number), ...given }));
}

export function reservationCredentials(number: string): ReservationCredentials {
  const kept = readJson<Partial<ReservationCredentials>>(reservationKey(number), false);
  return { email: kept?.email ?? '', bypass_token: kept?.bypass_token ?? '' };
}

/** A member page's mailed token (confirmation, password reset), kept for this tab so a reload still finds it. */
const PAGE_TOKENS_KEY = 'yado_page_tokens';

export function keepPageToken(token: NormalisedAddress['pageToken']) {
  if (!token) return;
  const kept = readJson<Record<string, string>>(PAGE_TOKENS_KEY, false) ?? {};
  sessionStore.set(PAGE_TOKENS_KEY, JSON.stringify({ ...kept, [token.name]: token.value }));
}

export function pageToken(name: PageTokenName): string {
  return readJson<Record<string, string>>(PAGE_TOKENS_KEY, false)?.[name] ?? '';
}

function readJson<T>(key: string, forget: boolean): T | null {
  const kept = sessionStore.get(key);
  if (forget) sessionStore.remove(key);
  try {
    return kept ? (JSON.parse(kept) as T) : null;
  } catch {
    return null;
  }
}
