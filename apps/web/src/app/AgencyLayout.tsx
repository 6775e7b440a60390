import { useContext, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { HeaderMenu } from './HeaderMenu';
import { NATIVE_LOCALE_NAMES, type Locale } from '@yado/domain/locales';
import { useSwitchLocale } from '../lib/use-switch-locale';
import { CATALOGUE_LOCALES, useTranslation } from '../lib/i18n';
import { WidgetContext } from '../lib/widget-settings';
import { widgetHref } from '../lib/widget-url';
import { ErrorMessage } from '../components/ErrorMessage';
import { useRouteClientSession } from './use-route-client-session';
import { useNewPageAtTop } from './use-new-page-at-top';
import '../features/agency/agency.css';

/** §9 theme for the OTA app: button colour #C21E58, its text white (5.8:1, above the 4.5:1 AA asks of text). */
const AGENCY_THEME = {
  '--brand': '#C21E58',
  '--brand-text': '#ffffff',
  '--header-bg': '#ffffff',
  '--header-text': '#1a1a1a',
} as CSSProperties;

/** The pages where the language stays as it is (§2: guest details and payment). */
const PAGES_WITHOUT_LANGUAGE_SELECTOR = ['/reservation/guest-detail', '/reservation/payment'];

/**
 * The agency site's frame around every page it shows — its own and the widget's booking steps —
 * in its theme: the site's name leading home, the hotel's reservation lookup once a hotel is chosen,
 * the languages (within the hotel's book languages on its pages).
 */
export function AgencyLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  useNewPageAtTop();
  const widget = useContext(WidgetContext);
  const switchLocale = useSwitchLocale();
  const session = useRouteClientSession();
  const languages = widget ? widget.settings.available_languages.filter((l) => CATALOGUE_LOCALES.includes(l as never)) : CATALOGUE_LOCALES;
  const showLanguages = languages.length > 1 && !PAGES_WITHOUT_LANGUAGE_SELECTOR.some((page) => pathname.startsWith(page));

  return (
    <div className="app agency-app" style={AGENCY_THEME}>
      <a className="skip-link" href="#main">
        {t('common.skip_to_content')}
      </a>
      <header className="site-header agency-header">
        <Link className="brand agency-brand" to="/">
          <span className="agency-logo" aria-hidden="true">
            Y
          </span>
          <span className="brand-name">{t('agency.site_name')}</span>
        </Link>
        <nav className="header-nav" aria-label={t('header.navigation')}>
          {widget ? (
            <HeaderMenu key={pathname}>
              <Link to={`/hotels/${encodeURIComponent(widget.code)}`}>{widget.settings.init_settings.hotel_name}</Link>
              <Link to={widgetHref('/search', widget.code)}>{t('header.find_reservation')}</Link>
            </HeaderMenu>
          ) : null}
          {showLanguages ? (
            <label className="language-selector">
              <span className="visually-hidden">{t('header.language')}</span>
              <select value={i18n.language} onChange={(event) => switchLocale(event.target.value)}>
                {languages.map((l) => (
                  <option key={l} value={l} lang={l.replace('_', '-')}>
                    {NATIVE_LOCALE_NAMES[l as Locale] ?? l}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </nav>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        {session.error ? (
          <section className="panel">
            <ErrorMessage error={session.error} />
            <button type="button" className="button" onClick={session.retry}>
              {t('search.try_again')}
            </button>
          </section>
        ) : null}
        {children}
      </main>
      <footer className="site-footer">
        <p>{t('agency.footer')}</p>
      </footer>
    </div>
  );
}
