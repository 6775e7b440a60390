import { framed, localStore } from './storage';

/**
 * Reads and writes the widget's cookies; lifetimes are given in days (§9). Inside a frame, where
 * browsers block third-party cookies, the same values live in the frame's own storage with the
 * same lifetime instead: the session travels in request headers, never as a cookie.
 */
const FRAMED_PREFIX = 'yado_cookie:';

interface FramedValue {
  value: string;
  expires: number;
}

export function getCookie(name: string): string | null {
  if (framed) return readFramed(name);
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

export function setCookie(name: string, value: string, days: number) {
  const expires = Date.now() + days * 86_400_000;
  if (framed) {
    localStore.set(FRAMED_PREFIX + name, JSON.stringify({ value, expires } satisfies FramedValue));
    return;
  }
  const secure = location.protocol === 'https:' ? '; Secure; SameSite=None' : '; SameSite=Lax';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${new Date(expires).toUTCString()}; path=/${secure}`;
}

export function deleteCookie(name: string) {
  if (framed) localStore.remove(FRAMED_PREFIX + name);
  else document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

function readFramed(name: string): string | null {
  try {
    const stored = JSON.parse(localStore.get(FRAMED_PREFIX + name) ?? 'null') as FramedValue | null;
    if (stored && stored.expires > Date.now()) return stored.value;
  } catch {
    // unreadable: as if absent
  }
  localStore.remove(FRAMED_PREFIX + name);
  return null;
}
