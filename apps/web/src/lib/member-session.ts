import { useSyncExternalStore } from 'react';
import type { Member } from '@yado/domain/members';
import { apiRequest, setMemberToken, setSignedOutHandler } from './api-client';
import { postToHost } from './host-bridge';
import { localStore } from './storage';

/** A signed-in member as the widget keeps them: per brand (§3 "User and session"), in local storage. */
export interface MemberSession {
  access_token: string;
  expires_at: string;
  user: Member;
}

interface State {
  brandId: number | null;
  session: MemberSession | null;
  /** Set when the API ended the session: the guest is told they are signed out (§4). */
  signedOutNotice: boolean;
}

const key = (brandId: number) => `yado_member:${brandId}`;
let state: State = { brandId: null, session: null, signedOutNotice: false };
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  setMemberToken(state.session?.access_token ?? null);
  for (const listener of listeners) listener();
}

function read(brandId: number): MemberSession | null {
  try {
    const stored = JSON.parse(localStore.get(key(brandId)) ?? 'null') as MemberSession | null;
    if (stored?.access_token && Date.parse(stored.expires_at) > Date.now()) return stored;
  } catch {
    // unreadable: signed out
  }
  localStore.remove(key(brandId));
  return null;
}

/**
 * Picks up the member signed in with this brand, if any, once the widget knows its brand; called
 * before the pages render, so their first calls already carry the member's token.
 */
export function adoptBrand(brandId: number) {
  if (state.brandId !== brandId) set({ brandId, session: read(brandId) });
}

/**
 * §4 start-up: a kept session is checked with the identity call once per visit; one the server no
 * longer knows signs the member out here, with the notice. Other failures keep the session.
 */
let checkedFor: string | null = null;
export async function checkMemberSession(options: { again?: boolean } = {}) {
  const token = state.session?.access_token;
  if (!token || (checkedFor === token && !options.again)) return;
  checkedFor = token;
  try {
    const { data } = await apiRequest<{ data: { user: Member } }>('/user/me');
    if (state.session?.access_token === token) saveMemberSession({ ...state.session, user: data.user });
  } catch {
    // 401 already signed the member out (setSignedOutHandler); anything else is retried next visit.
  }
}

export function saveMemberSession(session: MemberSession | null) {
  if (state.brandId === null) return;
  const wasSignedIn = state.session !== null;
  if (session) localStore.set(key(state.brandId), JSON.stringify(session));
  else localStore.remove(key(state.brandId));
  set({ session, signedOutNotice: false });
  // The page around (a chatbot) keeps its own sign-in in step (§4 host-page messages: login).
  if (wasSignedIn !== (session !== null)) postToHost('login', { signed_in: session !== null });
}

/**
 * Keeps a session signed in outside the widget's pages (the external sign-in callback, which has
 * no hotel yet), so the brand's pages find it when they open.
 */
export function keepMemberSessionFor(brandId: number, session: MemberSession) {
  localStore.set(key(brandId), JSON.stringify(session));
  if (state.brandId === brandId) set({ session, signedOutNotice: false });
}

/** Sign-out (§4 "Logout"): the server's session ends, then the local one, even when the server cannot be reached. */
export async function signOutMember() {
  try {
    await apiRequest<undefined>('/membership/sign_out', { method: 'POST', body: {} });
  } catch {
    // Signed out here all the same.
  }
  saveMemberSession(null);
}

export function dismissSignedOutNotice() {
  set({ signedOutNotice: false });
}

setSignedOutHandler(() => {
  if (state.brandId !== null) localStore.remove(key(state.brandId));
  const wasSignedIn = state.session !== null;
  set({ session: null, signedOutNotice: true });
  if (wasSignedIn) postToHost('login', { signed_in: false });
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The member signed in now, for what is asked outside React (a preload keyed by who asks). */
export function currentMemberId(): number | null {
  return state.session?.user.id ?? null;
}

export function useMemberSession(): State {
  return useSyncExternalStore(subscribe, () => state);
}
