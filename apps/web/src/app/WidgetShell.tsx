import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from '../lib/i18n';
import { Navigate, Outlet, useParams, useSearchParams } from 'react-router';
import { resolveLocale, type Locale } from '@yado/domain/locales';
import { ErrorMessage } from '../components/ErrorMessage';
import { PageSkeleton } from '../components/Skeleton';
import { adoptBrand, checkMemberSession } from '../lib/member-session';
import { adoptCorporateBrand, checkCorporateSession } from '../lib/corporate-session';
import { changeLocale } from '../lib/i18n';
import { storedLocale } from '../lib/locale-preference';
import { rememberMarketing } from '../lib/marketing';
import { settingsQuery, WidgetContext, type Widget } from '../lib/widget-settings';
import { hotelCodeFrom } from '../lib/widget-url';
import { setBrandPreview } from '../lib/preview';
import { isAgencyMode } from '../lib/agency-mode';
import { Layout } from './Layout';
import { useHostBridge } from './use-host-bridge';

// In agency mode the booking steps keep the agency's frame and theme (ADR 0053); it loads only then.
const AgencyLayout = lazy(async () => {
  const [layout, text] = await Promise.all([import('./AgencyLayout'), import('../features/agency/agency-text')]);
  await text.loadAgencyCatalogue();
  return { default: layout.AgencyLayout };
});

/**
 * Starts the widget for the hotel in the URL (the query's code, or the agency's /hotels/{code}):
 * settings, locale within the brand's book languages, theme.
 */
export function WidgetShell() {
  const [params] = useSearchParams();
  const code = useParams().hotel ?? hotelCodeFrom(params);
  const agency = isAgencyMode();
  const { t, i18n } = useTranslation();
  const settings = useQuery({ ...settingsQuery(code ?? '', i18n.language), enabled: code !== null });
  const settingsData = settings.data;

  const locale: Locale = useMemo(
    () =>
      resolveLocale({
        requested: params.get('locale'),
        stored: storedLocale() ?? i18n.language,
        bookLanguages: settings.data?.book_languages,
        otaMode: agency,
      }),
    [params, settings.data?.book_languages, i18n.language, agency],
  );
  useEffect(() => {
    if (locale !== i18n.language) void changeLocale(locale);
  }, [locale, i18n.language]);
  useEffect(() => rememberMarketing(params), [params]);
  // Ready once the page over the skeleton is built: the brand is adopted then, before its sign-in is checked.
  const ready = code !== null && settings.isSuccess && settingsData !== undefined;
  useHostBridge(useMemo(() => (ready ? { code, locale } : null), [ready, code, locale]));
  useEffect(() => {
    // The page the widget opened on: a brand's sign-in token counts only on some (§4 step 6).
    if (!ready) return;
    void checkMemberSession({ pathname: window.location.pathname });
    void checkCorporateSession();
  }, [ready]);

  // A step of the agency's booking opened without its hotel (a typed or cut address) starts at the agency's search.
  if (code === null && agency) return <Navigate to="/" replace />;
  if (code === null) {
    return (
      <main className="startup-error" role="alert">
        <h1>{t('startup.no_hotel_code')}</h1>
        <p>{t('startup.no_hotel_code_help')}</p>
        <p>
          <a href="/demo/">{t('startup.demo_link')}</a>
        </p>
      </main>
    );
  }
  if (settings.isError) {
    return (
      <main className="startup-error">
        <ErrorMessage error={settings.error} />
      </main>
    );
  }
  // The page over the skeleton is built in slices once the settings arrive, not in one long task.
  if (settings.isPending || !settingsData) return <PageSkeleton label={t('common.loading')} />;
  adoptBrand(settingsData.hotel_brand.id, code);
  adoptCorporateBrand(settingsData.hotel_brand.id);
  setBrandPreview(settingsData.hotel_brand.preview);
  const widget: Widget = { code, locale, settings: settingsData };
  return (
    <WidgetContext.Provider value={widget}>
      {agency ? (
        <Suspense fallback={<PageSkeleton label={t('common.loading')} />}>
          <AgencyLayout>
            <Outlet />
          </AgencyLayout>
        </Suspense>
      ) : (
        <Layout>
          <Outlet />
        </Layout>
      )}
    </WidgetContext.Provider>
  );
}
