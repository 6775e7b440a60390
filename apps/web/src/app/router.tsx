import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '../lib/i18n';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '../components/Spinner';
import { loadBookingCatalogue } from '../lib/i18n';
import { ResultsPage } from '../features/search/components/ResultsPage';
import { MaintenancePage } from './MaintenancePage';
import { RouteErrorBoundary } from './RouteError';
import { WidgetShell } from './WidgetShell';

/** A page past the results, loaded on demand together with the text its forms share (the booking catalogue). */
function withBookingText<K extends string>(name: K, load: () => Promise<Record<K, ComponentType>>) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), loadBookingCatalogue()]);
    return { default: page[name] };
  });
}

const GuestDetailPage = withBookingText('GuestDetailPage', () => import('../features/booking/components/GuestDetailPage'));
const PaymentPage = withBookingText('PaymentPage', () => import('../features/booking/components/PaymentPage'));
const PaymentPendingPage = withBookingText('PaymentPendingPage', () => import('../features/booking/components/PaymentPendingPage'));
const ReceiptPage = withBookingText('ReceiptPage', () => import('../features/booking/components/ReceiptPage'));
const PaymentLinkPage = withBookingText('PaymentLinkPage', () => import('../features/payment-link/components/PaymentLinkPage'));
const PaymentLinkDisplayPage = withBookingText(
  'PaymentLinkDisplayPage',
  () => import('../features/payment-link/components/PaymentLinkDisplayPage'),
);
const ConfirmationPage = withBookingText('ConfirmationPage', () => import('../features/booking/components/ConfirmationPage'));
const FailPage = withBookingText('FailPage', () => import('../features/booking/components/FailPage'));
const LookupPage = withBookingText('LookupPage', () => import('../features/manage/components/LookupPage'));
const SignUpPage = withBookingText('SignUpPage', () => import('../features/members/components/SignUpPage'));
const SignUpResultPage = withBookingText('SignUpResultPage', () => import('../features/members/components/SignUpResultPage'));
const MemberConfirmationPage = withBookingText(
  'MemberConfirmationPage',
  () => import('../features/members/components/MemberConfirmationPage'),
);
const SignInPage = withBookingText('SignInPage', () => import('../features/members/components/SignInPage'));
const ForgotPasswordPage = withBookingText('ForgotPasswordPage', () => import('../features/members/components/ForgotPasswordPage'));
const ChangePasswordPage = withBookingText('ChangePasswordPage', () => import('../features/members/components/ChangePasswordPage'));
const PaymentOptionsPage = withBookingText('PaymentOptionsPage', () => import('../features/members/components/PaymentOptionsPage'));
const MyReservationsPage = withBookingText('MyReservationsPage', () => import('../features/members/components/MyReservationsPage'));
const MyAccountPage = withBookingText('MyAccountPage', () => import('../features/members/components/MyAccountPage'));
const MemberDeletedPage = withBookingText('MemberDeletedPage', () => import('../features/members/components/MemberDeletedPage'));
const UnsubscribeConfirmationPage = withBookingText(
  'UnsubscribeConfirmationPage',
  () => import('../features/members/components/UnsubscribePages'),
);
const UnsubscribeSuccessPage = withBookingText('UnsubscribeSuccessPage', () => import('../features/members/components/UnsubscribePages'));
const SsoCallbackPage = withBookingText('SsoCallbackPage', () => import('../features/members/components/SsoCallbackPage'));
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
          <Route
            path="/sso/custom/callback"
            element={
              <Suspense fallback={<Loading />}>
                <SsoCallbackPage />
              </Suspense>
            }
          />
          <Route element={<WidgetShell />}>
            <Route path="/booking/result" element={<ResultsPage />} />
            <Route
              path="*"
              element={
                <Suspense fallback={<Loading />}>
                  <Routes>
                    <Route path="/reservation/guest-detail" element={<GuestDetailPage />} />
                    <Route path="/reservation/payment" element={<PaymentPage />} />
                    <Route path="/reservation/payment-pending/:number" element={<PaymentPendingPage />} />
                    <Route path="/reservation/receipt/:number" element={<ReceiptPage />} />
                    <Route path="/payments/:number" element={<PaymentLinkPage />} />
                    <Route path="/payments/:number/display" element={<PaymentLinkDisplayPage />} />
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
                    <Route path="/my-account/payment-options" element={<PaymentOptionsPage />} />
                    <Route path="/unsubscribe-email/confirmation" element={<UnsubscribeConfirmationPage />} />
                    <Route path="/unsubscribe-email/success" element={<UnsubscribeSuccessPage />} />
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
