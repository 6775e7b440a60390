import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/global.css';
import '../styles/booking.css';
import './console.css';
import { setConsoleApiLocale } from './api';
import { ConsoleApp } from './ConsoleApp';
import { initialLocale, setConsoleLocale } from './i18n';

const locale = initialLocale();
setConsoleApiLocale(locale);
await setConsoleLocale(locale);
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
