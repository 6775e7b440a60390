import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { Link, useLocation } from 'react-router';
import { sanitizeBrandCss } from '@yado/domain/brand-css';
import { BrandHtml } from '../components/BrandHtml';
import { LoginMenu, SignedOutNotice } from '../features/members/components/LoginMenu';
import { readableTextColour } from '../lib/contrast';
import { closeWidget, currentDelivery } from '../lib/host-bridge';
import { useWidget } from '../lib/widget-settings';
import { widgetHref } from '../lib/widget-url';
import { HeaderMenu } from './HeaderMenu';
import { LanguageSelector } from './LanguageSelector';
import { DemoBand } from './DemoBand';
import { PreviewRibbon } from './PreviewRibbon';
import { useNewPageAtTop } from './use-new-page-at-top';

/** §2: the language selector is hidden on the guest detail and payment pages (3-D Secure included), and in the chatbot frame. */
const PAGES_WITHOUT_LANGUAGE_SELECTOR = ['/reservation/guest-detail', '/reservation/payment'];

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useNewPageAtTop();
  const { code, settings } = useWidget();
  const init = settings.init_settings;
  // §3 header types: the hotel's own header HTML replaces the logo and name (header_customize).
  const { chatbot, closable } = currentDelivery();
  const showLanguages = !chatbot && !PAGES_WITHOUT_LANGUAGE_SELECTOR.some((page) => pathname.startsWith(page));
  const customHeader = init.header_type === 'header_customize' ? init.website_header_html : null;
  const theme = {
    '--brand': init.button_colour,
    '--brand-text': readableTextColour(init.button_colour),
    '--header-bg': init.header_colour,
    '--header-text': readableTextColour(init.header_colour),
  } as CSSProperties;

  return (
    <div className="app" style={theme}>
      <a className="skip-link" href="#main">
        {t('common.skip_to_content')}
      </a>
      {init.compiled_css ? <style>{sanitizeBrandCss(init.compiled_css)}</style> : null}
      {settings.demo_mode ? <DemoBand /> : null}
      <PreviewRibbon />
      <header className="site-header">
        {customHeader ? (
          <BrandHtml className="brand-header" html={customHeader} />
        ) : (
          <Link className="brand" to={widgetHref('/booking/result', code)}>
            {init.logo ? <img src={init.logo} alt="" width="36" height="36" /> : null}
            <span className="brand-name">{init.hotel_name}</span>
          </Link>
        )}
        <nav className="header-nav" aria-label={t('header.navigation')}>
          <HeaderMenu key={pathname}>
            <Link to={widgetHref('/search', code)}>{t('header.find_reservation')}</Link>
            <LoginMenu />
          </HeaderMenu>
          {showLanguages ? <LanguageSelector /> : null}
          {closable ? (
            <button type="button" className="close-widget" aria-label={t('header.close')} onClick={closeWidget}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </nav>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        <SignedOutNotice />
        {children}
      </main>
      <footer className="site-footer">
        {init.footer_html ? <BrandHtml className="brand-footer" html={init.footer_html} /> : null}
        {/* Each part isolated: a Latin address or phone number beside an Arabic name keeps its own order. */}
        <p>
          <bdi>{init.hotel_name}</bdi> · <bdi>{init.address.full_address}</bdi> ·{' '}
          <bdi dir="ltr" className="phone-number">
            <a href={`tel:${init.phone.replace(/[^\d+]/g, '')}`}>{init.phone}</a>
          </bdi>
        </p>
      </footer>
    </div>
  );
}
