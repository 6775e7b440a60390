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

/**
 * A §2 path shape that names the hotel in the path (/reservation-tripla/{hotel}/…,
 * /member-registration-tripla/{hotel}/…, /corporate/{hotel}/sign-in): the page it stands for,
 * with the hotel as the query's code and the rest of the query kept.
 */
function HotelPathRedirect({ to, codeInQuery = true }: { to: (path: { hotel: string; number: string }) => string; codeInQuery?: boolean }) {
  const { hotel = '', number = '' } = useParams();
  const params = new URLSearchParams(useLocation().search);
  if (codeInQuery) params.set('code', hotel);
  const query = params.toString();
  const path = to({ hotel: encodeURIComponent(hotel), number: encodeURIComponent(number) });
  return <Navigate to={query ? `${path}?${query}` : path} replace />;
}

/** /ota-sign-in (§2): the sign-in page, on the agency site. */
function OtaSignInRedirect() {
  return <Navigate to={`/sign-in${useLocation().search}`} replace />;
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
          <Route
            path="/reservation-tripla/:hotel/search"
            element={<HotelPathRedirect to={({ hotel }) => `/hotels/${hotel}`} codeInQuery={false} />}
          />
          <Route path="/reservation-tripla/:hotel/guest-detail" element={<HotelPathRedirect to={() => '/reservation/guest-detail'} />} />
          <Route path="/reservation-tripla/:hotel/payment" element={<HotelPathRedirect to={() => '/reservation/payment'} />} />
          <Route
            path="/reservation-tripla/:hotel/confirmation/:number"
            element={<HotelPathRedirect to={({ number }) => `/reservation/confirmation/${number}`} />}
          />
          <Route path="/member-registration-tripla/:hotel/open-signup" element={<HotelPathRedirect to={() => '/sign-up'} />} />
          <Route path="/member-registration-tripla/:hotel/done" element={<HotelPathRedirect to={() => '/sign-up-result'} />} />
          <Route path="/member-registration-tripla/:hotel/sign-in" element={<HotelPathRedirect to={() => '/sign-in'} />} />
          <Route path="/ota-sign-in" element={<OtaSignInRedirect />} />
          <Route path="/503" element={<MaintenancePage />} />
          <Route
            path="/sso/custom/callback"
            element={
              <Suspense fallback={<Loading />}>
                <SsoCallbackPage />
              </Suspense>
            }
          />
          <Route path="/corporate/:hotel/sign-in" element={<HotelPathRedirect to={() => '/organization-sign-in'} />} />
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
