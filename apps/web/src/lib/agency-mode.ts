import { sessionStore } from './storage';

const KEY = 'yado_agency';

/**
 * The agency site's mode (§2 OTA route set, ADR 0053): set when a page of the agency is entered,
 * kept for the tab, so the booking steps it leads to keep the agency's layout and booking source.
 */
export function isAgencyMode(): boolean {
  return sessionStore.get(KEY) === '1';
}

export function enterAgencyMode() {
  sessionStore.set(KEY, '1');
}

export function leaveAgencyMode() {
  sessionStore.remove(KEY);
}

/** Paths that belong to the agency site; opening one puts the tab in agency mode. */
export function isAgencyPath(pathname: string, params: URLSearchParams): boolean {
  return (
    (pathname === '/' && !params.get('code') && !params.get('hotel_code')) ||
    pathname === '/search-hotels' ||
    pathname.startsWith('/hotels/') ||
    pathname.startsWith('/reservation-tripla/') ||
    pathname.startsWith('/member-registration-tripla/') ||
    pathname === '/ota-sign-in' ||
    pathname === '/confirm-reservation'
  );
}

/**
 * The mode a page load starts in: an agency page sets it; a widget link opened on its own (a
 * hotel's results) leaves it; every other page keeps what the tab had.
 */
export function settleAgencyMode(pathname: string, params: URLSearchParams) {
  if (isAgencyPath(pathname, params)) enterAgencyMode();
  else if (pathname === '/' || pathname === '/booking/result') leaveAgencyMode();
}
