import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { resolveLocale } from '@yado/domain/locales';
import { enterAgencyMode } from '../../../lib/agency-mode';
import { changeLocale, useTranslation } from '../../../lib/i18n';
import { storedLocale } from '../../../lib/locale-preference';
import { HomePage } from './HomePage';
import { HotelSearchPage } from './HotelSearchPage';

/** The agency's own pages (home, hotel search), in the language asked or kept, else Japanese (§1 OTA mode). */
export function AgencySite({ page }: { page: 'home' | 'results' }) {
  const [params] = useSearchParams();
  const { i18n } = useTranslation();
  const locale = useMemo(
    () => resolveLocale({ requested: params.get('locale'), stored: storedLocale() ?? i18n.language, otaMode: true }),
    [params, i18n.language],
  );
  // Reached from a widget page in the same tab, the booking that follows is still the agency's.
  useEffect(enterAgencyMode, []);
  useEffect(() => {
    if (locale !== i18n.language) void changeLocale(locale);
  }, [locale, i18n.language]);
  return page === 'home' ? <HomePage /> : <HotelSearchPage />;
}
