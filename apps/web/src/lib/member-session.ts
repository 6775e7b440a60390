import { useSyncExternalStore } from 'react';
import { RESET_CODES } from '@yado/domain/identity';
import type { Identity, MemberSessionView } from '@yado/domain/wire/members';
import { takeAddressTokens } from './address-tokens';
import { ApiError, apiRequest, setMemberSessionKeeper, setMemberToken, setSignedOutHandler } from './api-client';
import { postToHost } from './host-bridge';
import { localStore } from './storage';

/** A signed-in member as the widget keeps them: per brand (§3 "User and session"), in local storage. */
export type MemberSession = Omit<MemberSessionView, 'refresh_token' | 'refresh_expires_at'> &
  /** Renews the session once it ends (§4 IDP_EXPIRED); absent on sessions kept before refresh tokens. */
  Partial<Pick<MemberSessionView, 'refresh_token' | 'refresh_expires_at'>>;

interface State {
  brandId: number | null;
  session: MemberSession | null;
  /** Set when the API ended the session: the guest is told they are signed out (§4). */
  signedOutNotice: boolean;
}

const key = (brandId: number) => `yado_member:${brandId}`;
let state: State = { brandId: null, session: null, signedOutNotice: false };
const listeners = new Set<() => void>();

/** Whose session each token this page has held named: a call is asked again only as the member it was sent for. */
const tokenOwners = new Map<string, number>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  if (state.session) tokenOwners.set(state.session.access_token, state.session.user.id);
  setMemberToken(state.session?.access_token ?? null);
  for (const listener of listeners) listener();
}

function read(brandId: number): MemberSession | null {
  try {
    const stored = JSON.parse(localStore.get(key(brandId)) ?? 'null') as MemberSession | null;
    const live = (at: string | undefined) => at !== undefined && Date.parse(at) > Date.now();
    // An ended session is kept while its refresh token can renew it.
    if (stored?.access_token && (live(stored.expires_at) || live(stored.refresh_expires_at))) return stored;
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
let hotelCode: string | null = null;
export function adoptBrand(brandId: number, code: string) {
  hotelCode = code;
  if (state.brandId !== brandId) set({ brandId, session: read(brandId) });
}

const identify = (code: string, oneTime?: string) =>
  apiRequest<Identity>(`/hotels/${encodeURIComponent(code)}/identity`, { query: { one_time_access_token: oneTime } });
const brandSignedIn = async (code: string, token: string) =>
  (
    await apiRequest<{ data: MemberSession }>(`/hotels/${encodeURIComponent(code)}/membership/custom_auth`, {
      method: 'POST',
      body: { token },
    })
  ).data;
const refreshed = async (refreshToken: string) =>
  (
    await apiRequest<{ data: MemberSession }>('/membership/refresh', {
      method: 'POST',
      body: { refresh_token: refreshToken },
      // The refresh token is the credential; the ended session's token would only make its refusal a sign-out.
      withoutMember: true,
    })
  ).data;

/** §4 step 6: the brand's own sign-in hands its token to these pages only. */
const BRAND_AUTH_PAGES = ['/booking/result', '/facilities'];

/**
 * §4 session start-up, once the widget knows its hotel: a refresh token from the address signs in
 * afresh (step 5); on the result and facilities pages a token from the brand's own sign-in
 * (accessToken or login_token) replaces whoever is signed in (step 6); a one-time access token
 * opens a session, or when already spent falls back to the ordinary identity call (step 4), which
 * checks a kept session once per visit (steps 2–3). A token the server does not know, or another
 * brand's, signs the member out here with the notice.
 */
let checkedFor: string | null = null;
export async function checkMemberSession(options: { again?: boolean; pathname?: string } = {}) {
  const code = hotelCode;
  if (code === null) return;
  const tokens = takeAddressTokens();
  try {
    if (tokens.refresh_token) {
      saveMemberSession(null);
      saveMemberSession(await refreshed(tokens.refresh_token));
      return;
    }
    const brandToken = tokens.accessToken ?? tokens.login_token;
    if (brandToken && options.pathname && BRAND_AUTH_PAGES.includes(options.pathname)) {
      saveMemberSession(null);
      saveMemberSession(await brandSignedIn(code, brandToken));
      return;
    }
    if (tokens.one_time_access_token && (await signInOnce(code, tokens.one_time_access_token))) return;
    const token = state.session?.access_token;
    if (!token || (checkedFor === token && !options.again)) return;
    checkedFor = token;
    const found = await identify(code);
    if (state.session?.access_token !== token) return;
    if (found.data.user) saveMemberSession({ ...state.session, user: found.data.user });
    else if (found.meta.reset_code === RESET_CODES.brandMismatch) endHere();
    // Unknown: ended here, unless renewed by another call or tab (whose renewal ended the old session).
    else if (found.meta.reset_code === RESET_CODES.tokenNotFound && !(await replacedSince(token))) endHere();
  } catch {
    // 401 already signed the member out (setSignedOutHandler); anything else is retried next visit.
  }
}

/** Opens a session with a one-time access token; false when the token opens none (unknown, spent or another brand's). */
async function signInOnce(code: string, token: string): Promise<boolean> {
  const { data } = await identify(code, token);
  if (!data.session || !data.user) return false;
  saveMemberSession({ ...data.session, user: data.user });
  return true;
}

/**
 * The chatbot around the widget hands over its member's sign-in (§1 "the chatbot shares sign-in
 * sessions with the widget"; §4 receiveTriplabotSession) as a one-time access token. A token that
 * opens nothing leaves whoever is signed in here as they are.
 */
export async function signInFromChatbot(token: string) {
  if (hotelCode === null) return;
  try {
    await signInOnce(hotelCode, token);
  } catch {
    // Not a session of ours: the chatbot's user is still kept, the widget stays as it was.
  }
}

/**
 * §4 IDP_EXPIRED: the stored refresh token renews the session; calls that meet it together share one
 * renewal. False when the server refused the token; a renewal that got no answer of ours (offline,
 * a server fault, too many calls, a proxy's page) throws, and the member stays signed in for the next
 * call to renew.
 */
let renewing: Promise<boolean> | null = null;
function renew(): Promise<boolean> {
  const ended = state.session;
  const refreshToken = ended?.refresh_token;
  if (!ended || !refreshToken) return Promise.resolve(false);
  renewing ??= inTurn(async () => {
    // Another tab may have renewed it while this one waited its turn: its session is taken up.
    if (takenUpSince(ended.access_token)) return true;
    const session = await refreshed(refreshToken);
    if (state.session?.refresh_token === refreshToken) saveMemberSession(session);
    return true;
  })
    .catch((error: unknown) => {
      if (takenUpSince(ended.access_token)) return true;
      // Refused by our API (an error of ours, a 4xx). Not answered (offline, a server fault, too many
      // calls, a timeout, a proxy's page): kept for the next call to renew.
      const refused =
        error instanceof ApiError &&
        error.code !== 'PROCESSING_ERROR' &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 408 &&
        error.status !== 429;
      if (!refused) throw error;
      return false;
    })
    .finally(() => (renewing = null));
  return renewing;
}

/**
 * Renewals take turns across the brand's tabs (a refresh token is spent once): the one that waited
 * finds the session the other kept. Without the Web Locks API each tab renews on its own.
 */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks && state.brandId !== null ? (locks.request(`yado_member_renewal:${state.brandId}`, work) as Promise<T>) : work();
}

/**
 * Whether the session a call was sent with has been replaced by another of the same member's:
 * renewed here, or renewed in another tab, whose kept session is then taken up. Signed out here,
 * or signed in as someone else, is not: the call is not asked again on anyone else's behalf.
 */
function takenUpSince(sentToken: string): boolean {
  const owner = tokenOwners.get(sentToken);
  const sameMember = (session: MemberSession) => owner !== undefined && session.user.id === owner;
  const current = state.session;
  if (!current) return false;
  if (current.access_token !== sentToken) return sameMember(current);
  const stored = state.brandId === null ? null : read(state.brandId);
  if (!stored || stored.access_token === sentToken || !sameMember(stored)) return false;
  set({ session: stored, signedOutNotice: false });
  return true;
}

/**
 * The same, once a renewal in flight has landed (the server ends the old session before the new
 * one reaches us), here or in another tab.
 */
async function replacedSince(sentToken: string): Promise<boolean> {
  // A renewal that got no answer fails its own call; this one is answered as things stand.
  if (renewing) await renewing.catch(() => undefined);
  else await inTurn(async () => undefined);
  return takenUpSince(sentToken);
}
setMemberSessionKeeper({ renew, replaced: replacedSince });

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

/**
 * Signed out by the server: the local session goes, and the member is told (§4 '401: already logged
 * out'). A refusal of a token this page no longer holds ends nothing.
 */
function endHere(refusedToken?: string) {
  if (!state.session || (refusedToken !== undefined && state.session.access_token !== refusedToken)) return;
  // A session another tab has kept since is that tab's, not this one's to end.
  if (state.brandId !== null && read(state.brandId)?.access_token === state.session.access_token) localStore.remove(key(state.brandId));
  set({ session: null, signedOutNotice: true });
  postToHost('login', { signed_in: false });
}
setSignedOutHandler(endHere);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useMemberSession(): State {
  return useSyncExternalStore(subscribe, () => state);
}
