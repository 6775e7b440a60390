import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../lib/i18n';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { Spinner } from '../components/Spinner';
import { ResultsPage } from '../features/search/components/ResultsPage';
import { MaintenancePage } from './MaintenancePage';
import { RouteErrorBoundary } from './RouteError';
import { WidgetShell } from './WidgetShell';
import { withBookingText } from './lazy-page';
import { hotelCodeFrom } from '../lib/widget-url';

const SsoCallbackPage = withBookingText('SsoCallbackPage', () => import('../features/members/components/SsoCallbackPage'));
const loadPageRoutes = () => import('./PageRoutes');
const PageRoutes = lazy(async () => ({ default: (await loadPageRoutes()).PageRoutes }));

// The agency site's pages (ADR 0053) and their text load only when one is opened.
const AgencySite = lazy(async () => {
  const [site, layout, text] = await Promise.all([
    import('../features/agency/components/AgencySite'),
    import('./AgencyLayout'),
    import('../features/agency/agency-text'),
  ]);
  await text.loadAgencyCatalogue();
  const { AgencyLayout } = layout;
  return {
    default: ({ page }: { page: 'home' | 'results' }) => (
      <AgencyLayout>
        <site.AgencySite page={page} />
      </AgencyLayout>
    ),
  };
});

function AgencyPage({ page }: { page: 'home' | 'results' }) {
  return (
    <Suspense fallback={<Loading />}>
      <AgencySite page={page} />
    </Suspense>
  );
}

/** "/" with a hotel code is the widget's start (to its results); without one, the agency's home. */
function RootPage() {
  const { search } = useLocation();
  if (hotelCodeFrom(new URLSearchParams(search)) === null) return <AgencyPage page="home" />;
  return <Navigate to={`/booking/result${search}`} replace />;
}

/** /reservation-tripla/{hotel}/search (§2): the hotel's page on the agency site, with the query. */
function TriplaSearchRedirect() {
  const { hotel = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/hotels/${encodeURIComponent(hotel)}${search}`} replace />;
}

/** /corporate/{hotel}/sign-in (§2): the corporate sign-in page, with the hotel in the path instead of the query. */
function CorporateSignInRedirect() {
  const { hotel = '' } = useParams();
  const params = new URLSearchParams(useLocation().search);
  params.set('code', hotel);
  return <Navigate to={`/organization-sign-in?${params}`} replace />;
}

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

/** The widget and agency route sets of §2 (ADR 0053); pages past the results load on demand, with their text. */
export function AppRoutes() {
  // The pages' table is fetched once the first page is up, so the step past the results waits on one file, not two.
  useEffect(() => {
    const fetchLater = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    fetchLater(() => void loadPageRoutes());
  }, []);
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/" element={<RootPage />} />
          <Route path="/search-hotels" element={<AgencyPage page="results" />} />
          <Route path="/reservation-tripla/:hotel/search" element={<TriplaSearchRedirect />} />
          <Route path="/503" element={<MaintenancePage />} />
          <Route
            path="/sso/custom/callback"
            element={
              <Suspense fallback={<Loading />}>
                <SsoCallbackPage />
              </Suspense>
            }
          />
          <Route path="/corporate/:hotel/sign-in" element={<CorporateSignInRedirect />} />
          <Route element={<WidgetShell />}>
            <Route path="/booking/result" element={<ResultsPage />} />
            <Route path="/hotels/:hotel" element={<ResultsPage />} />
            <Route
              path="*"
              element={
                <Suspense fallback={<Loading />}>
                  <PageRoutes />
                </Suspense>
              }
            />
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
