import { useSyncExternalStore } from 'react';
import type { CorporateSession, OrganizationUserAnswer } from '@yado/domain/wire/organizations';
import { apiRequest, setCorporateSignedOutHandler, setCorporateToken } from './api-client';
import { localStore } from './storage';

/** A corporate user signed in with a brand (§3 current user: organization with its own session), kept in local storage. */
export type { CorporateSession } from '@yado/domain/wire/organizations';

const key = (brandId: number) => `yado_organization:${brandId}`;
let brandId: number | null = null;
let session: CorporateSession | null = null;
const listeners = new Set<() => void>();

export function saveCorporateSession(next: CorporateSession | null) {
  session = next;
  setCorporateToken(next?.access_token ?? null);
  if (brandId !== null) {
    if (next) localStore.set(key(brandId), JSON.stringify(next));
    else localStore.remove(key(brandId));
  }
  for (const listener of listeners) listener();
}

/** Picks up the corporate user signed in with this brand, if their session has not ended. */
export function adoptCorporateBrand(id: number) {
  if (brandId === id) return;
  brandId = id;
  let stored: CorporateSession | null = null;
  try {
    stored = JSON.parse(localStore.get(key(id)) ?? 'null') as CorporateSession | null;
  } catch {
    // unreadable: signed out
  }
  saveCorporateSession(stored && Date.parse(stored.expires_at) > Date.now() ? stored : null);
}

/** Checks a kept session once per visit: the server may have ended it (then CORPORATE_SIGNED_OUT signs out here). */
let checkedFor: string | null = null;
export async function checkCorporateSession() {
  const token = session?.access_token;
  if (!token || checkedFor === token) return;
  checkedFor = token;
  try {
    const { data } = await apiRequest<OrganizationUserAnswer>('/organization/me');
    if (session?.access_token === token) saveCorporateSession({ ...session, user: data.user });
  } catch {
    // An ended session was signed out by the handler; anything else is checked next visit.
  }
}

/** Corporate sign-out: the server's session ends, then the local one, even when the server cannot be reached. */
export async function signOutCorporate() {
  if (!session) return;
  try {
    await apiRequest<undefined>('/organization/sign_out', { method: 'POST', body: {} });
  } catch {
    // Signed out here all the same.
  }
  saveCorporateSession(null);
}

setCorporateSignedOutHandler(() => saveCorporateSession(null));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCorporateSession(): CorporateSession | null {
  return useSyncExternalStore(subscribe, () => session);
}
