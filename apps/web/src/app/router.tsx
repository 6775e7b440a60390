import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '../components/Spinner';
import { ResultsPage } from '../features/search/components/ResultsPage';
import { RouteErrorBoundary } from './RouteError';
import { WidgetShell } from './WidgetShell';

const GuestDetailPage = lazy(async () => ({ default: (await import('../features/booking/components/GuestDetailPage')).GuestDetailPage }));
const PaymentPage = lazy(async () => ({ default: (await import('../features/booking/components/PaymentPage')).PaymentPage }));
const ConfirmationPage = lazy(async () => ({
  default: (await import('../features/booking/components/ConfirmationPage')).ConfirmationPage,
}));
const FailPage = lazy(async () => ({ default: (await import('../features/booking/components/FailPage')).FailPage }));
const LookupPage = lazy(async () => ({ default: (await import('../features/manage/components/LookupPage')).LookupPage }));
const NotFoundPage = lazy(async () => ({ default: (await import('./NotFoundPage')).NotFoundPage }));

function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/booking/result${search}`} replace />;
}

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

/** The widget route set of §2; pages past the results load on demand. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/" element={<RootRedirect />} />
          <Route element={<WidgetShell />}>
            <Route path="/booking/result" element={<ResultsPage />} />
            <Route
              path="*"
              element={
                <Suspense fallback={<Loading />}>
                  <Routes>
                    <Route path="/reservation/guest-detail" element={<GuestDetailPage />} />
                    <Route path="/reservation/payment" element={<PaymentPage />} />
                    <Route path="/reservation/confirmation/:confirmationNumber" element={<ConfirmationPage />} />
                    <Route path="/reservation/fail" element={<FailPage />} />
                    <Route path="/search" element={<LookupPage />} />
                    <Route path="*" element={<NotFoundPage />} />
                  </Routes>
                </Suspense>
              }
            />
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
