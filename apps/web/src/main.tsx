import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveLocale } from '@yado/domain/locales';
import { App } from './app/App';
import { initI18n } from './lib/i18n';
import { storedLocale } from './lib/locale-preference';
import './styles/global.css';
import './styles/booking.css';
import './styles/reservations.css';

const params = new URLSearchParams(location.search);
const locale = resolveLocale({ requested: params.get('locale'), stored: storedLocale() });

await initI18n(locale);
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
