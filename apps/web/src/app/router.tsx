import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '../components/Spinner';
import { loadBookingCatalogue } from '../lib/i18n';
import { ResultsPage } from '../features/search/components/ResultsPage';
import { MaintenancePage } from './MaintenancePage';
import { RouteErrorBoundary } from './RouteError';
import { WidgetShell } from './WidgetShell';

const GuestDetailPage = lazy(async () => {
  const [page] = await Promise.all([import('../features/booking/components/GuestDetailPage'), loadBookingCatalogue()]);
  return { default: page.GuestDetailPage };
});
const PaymentPage = lazy(async () => {
  const [page] = await Promise.all([import('../features/booking/components/PaymentPage'), loadBookingCatalogue()]);
  return { default: page.PaymentPage };
});
const ConfirmationPage = lazy(async () => {
  const [page] = await Promise.all([import('../features/booking/components/ConfirmationPage'), loadBookingCatalogue()]);
  return { default: page.ConfirmationPage };
});
const FailPage = lazy(async () => {
  const [page] = await Promise.all([import('../features/booking/components/FailPage'), loadBookingCatalogue()]);
  return { default: page.FailPage };
});
const LookupPage = lazy(async () => {
  const [page] = await Promise.all([import('../features/manage/components/LookupPage'), loadBookingCatalogue()]);
  return { default: page.LookupPage };
});
/** Member pages share the booking catalogue (form labels and rules). */
const memberPage = <
  K extends
    | 'SignUpPage'
    | 'SignUpResultPage'
    | 'MemberConfirmationPage'
    | 'SignInPage'
    | 'ForgotPasswordPage'
    | 'ChangePasswordPage'
    | 'MyReservationsPage'
    | 'MyAccountPage'
    | 'MemberDeletedPage',
>(
  name: K,
  load: () => Promise<Record<K, ComponentType>>,
) =>
  lazy(async () => {
    const [page] = await Promise.all([load(), loadBookingCatalogue()]);
    return { default: page[name] };
  });
const SignUpPage = memberPage('SignUpPage', () => import('../features/members/components/SignUpPage'));
const SignUpResultPage = memberPage('SignUpResultPage', () => import('../features/members/components/SignUpResultPage'));
const MemberConfirmationPage = memberPage('MemberConfirmationPage', () => import('../features/members/components/MemberConfirmationPage'));
const SignInPage = memberPage('SignInPage', () => import('../features/members/components/SignInPage'));
const ForgotPasswordPage = memberPage('ForgotPasswordPage', () => import('../features/members/components/ForgotPasswordPage'));
const ChangePasswordPage = memberPage('ChangePasswordPage', () => import('../features/members/components/ChangePasswordPage'));
const MyReservationsPage = memberPage('MyReservationsPage', () => import('../features/members/components/MyReservationsPage'));
const MyAccountPage = memberPage('MyAccountPage', () => import('../features/members/components/MyAccountPage'));
const MemberDeletedPage = memberPage('MemberDeletedPage', () => import('../features/members/components/MemberDeletedPage'));
const FacilitiesPage = lazy(async () => ({ default: (await import('../features/facilities/components/FacilitiesPage')).FacilitiesPage }));
const NotFoundPage = lazy(async () => ({ default: (await import('./NotFoundPage')).NotFoundPage }));

function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/booking/result${search}`} replace />;
}

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

/** The widget route set of §2; pages past the results load on demand, with their text. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/" element={<RootRedirect />} />
          <Route path="/503" element={<MaintenancePage />} />
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
                    <Route path="/facilities" element={<FacilitiesPage />} />
                    <Route path="/sign-up" element={<SignUpPage />} />
                    <Route path="/sign-up-result" element={<SignUpResultPage />} />
                    <Route path="/member-confirmation" element={<MemberConfirmationPage />} />
                    <Route path="/sign-in" element={<SignInPage />} />
                    <Route path="/chat-sign-in" element={<SignInPage />} />
                    <Route path="/chat-sign-up" element={<SignUpPage />} />
                    <Route path="/forgot-password" element={<ForgotPasswordPage />} />
                    <Route path="/change-password" element={<ChangePasswordPage />} />
                    <Route path="/my-account" element={<MyAccountPage />} />
                    <Route path="/member-deleted-confirmation" element={<MemberDeletedPage />} />
                    <Route path="/my-account/reservations" element={<MyReservationsPage />} />
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
