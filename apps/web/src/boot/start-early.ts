/**
 * The start-up script, inlined into index.html at build time (vite-plugins/inline-start-up.ts) and
 * run while the page is parsed, before the app's code arrives: it lays the skeleton out in the
 * guest's language direction and starts the first calls at once and side by side (the client
 * session, the hotel's settings and, on the results page, the search in the address), for the
 * app to take over (lib/early-requests.ts). Keep it small: every page load carries it.
 */
import { RTL_LOCALES, resolveLocale } from '@yado/domain/locales';
import { normaliseWidgetAddress } from '@yado/domain/widget-url';
import { preloadCriteria } from '../features/search/preload';
import { resultsCriteria } from '../features/search/results-criteria';
import { apiUrl } from '../lib/api-client';
import { hasClientSession, requestClientSession } from '../lib/client-session';
import { startEarlyGet, startEarlyRequests } from '../lib/early-requests';
import { storedLocale } from '../lib/locale-preference';
import { FALLBACK_LOCALE } from '../lib/translator';
import { roomsCall, settingsCall } from '../lib/start-up-calls';
import type { WidgetSettings } from '../lib/widget-settings';
import { hotelCodeFrom } from '../lib/widget-url';
import type { SearchCriteria } from '@yado/domain/search-criteria';

/** Where each locale's main catalogue was built, from vite-plugins/inline-start-up.ts. */
declare const __CATALOGUE_FILES__: Partial<Record<string, string>>;

/** Pages that start without a hotel's settings, or are left at once. */
const NOT_WIDGET_PAGES = ['/503', '/sso/', '/corporate/'];

// The address as main.tsx will read it (old hash links, start-up tokens), without changing it.
const { address } = normaliseWidgetAddress(location);
const params = new URLSearchParams(address.search);
const locale = resolveLocale({ requested: params.get('locale'), stored: storedLocale() });
document.documentElement.lang = locale.replace('_', '-');
document.documentElement.dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';

// The app's first step is its text (lib/i18n.ts): fetched now, beside the app's code, not after it.
for (const catalogue of new Set([FALLBACK_LOCALE, locale])) {
  const href = __CATALOGUE_FILES__[catalogue];
  if (href) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}

const results = address.pathname === '/booking/result' || address.pathname === '/';
// The skeleton shows the search bar and result cards only where they will come (styles/skeleton.css).
document.documentElement.dataset.firstPage = results ? 'results' : 'other';

startEarlyRequests(hasClientSession() ? null : requestClientSession());
const code = hotelCodeFrom(params);
if (code && !NOT_WIDGET_PAGES.some((page) => address.pathname.startsWith(page))) {
  const send = (call: { path: string; query: Record<string, string> }) => startEarlyGet(apiUrl(call.path, call.query), locale);
  const settings = send(settingsCall(code));
  if (results) {
    const searchRooms = (criteria: SearchCriteria) => send(roomsCall(code, criteria));
    // The search is known from the address alone, or else once the settings say what today is at the hotel.
    const known = preloadCriteria(params);
    if (known) searchRooms(known);
    else
      void settings
        .then((answer) => (answer.ok ? (answer.clone().json() as Promise<{ data: WidgetSettings }>) : null))
        .then((body) => body && searchRooms(resultsCriteria(params, code, body.data.init_settings, [])))
        .catch(() => undefined); // the results page asks for itself
  }
}
