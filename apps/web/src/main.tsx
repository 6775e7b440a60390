import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveLocale } from '@yado/domain/locales';
import { normaliseWidgetAddress } from '@yado/domain/widget-url';
import { App } from './app/App';
import { keepAddressTokens, keepPageToken, keepReservationCredentials } from './lib/address-tokens';
import { isAgencyMode, settleAgencyMode } from './lib/agency-mode';
import { startHostBridge } from './lib/host-bridge';
import { initI18n } from './lib/i18n';
import { storedLocale } from './lib/locale-preference';
import { startPreviewFromAddress } from './lib/preview';
import './styles/global.css';
import './styles/booking.css';
import './styles/reservations.css';
import './styles/skeleton.css';

// §2 URL handling, before anything reads the address: old hash URLs, double slashes, email-like
// values, start-up tokens and the credentials of mailed links. Replacing the entry leaves none of
// them in the tab's history.
const { address, tokens, reservation, pageToken, changed } = normaliseWidgetAddress(location);
if (changed) history.replaceState(history.state, '', `${address.pathname}${address.search}${address.hash}`);
keepAddressTokens(tokens);
if (reservation) keepReservationCredentials(reservation.number, reservation.credentials);
keepPageToken(pageToken);
startPreviewFromAddress(new URLSearchParams(location.search));
startHostBridge(new URLSearchParams(location.search));

const params = new URLSearchParams(location.search);
settleAgencyMode(location.pathname, params);
const locale = resolveLocale({ requested: params.get('locale'), stored: storedLocale(), otaMode: isAgencyMode() });

// A browser index.html found lacking keeps its notice instead of a half-working app.
if (!('yadoUnsupported' in window)) {
  await initI18n(locale);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
