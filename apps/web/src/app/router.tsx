import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../lib/i18n';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { Spinner } from '../components/Spinner';
import { ResultsPage } from '../features/search/components/ResultsPage';
import { MaintenancePage } from './MaintenancePage';
import { RouteErrorBoundary } from './RouteError';
import { WidgetShell } from './WidgetShell';
import { withBookingText } from './lazy-page';

const SsoCallbackPage = withBookingText('SsoCallbackPage', () => import('../features/members/components/SsoCallbackPage'));
const loadPageRoutes = () => import('./PageRoutes');
const PageRoutes = lazy(async () => ({ default: (await loadPageRoutes()).PageRoutes }));

function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/booking/result${search}`} replace />;
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

/** The widget route set of §2; pages past the results load on demand, with their text. */
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
          <Route path="/" element={<RootRedirect />} />
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
