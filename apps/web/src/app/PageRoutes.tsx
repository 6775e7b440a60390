import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { withBookingText } from './lazy-page';

const GuestDetailPage = withBookingText('GuestDetailPage', () => import('../features/booking/components/GuestDetailPage'));
const PaymentPage = withBookingText('PaymentPage', () => import('../features/booking/components/PaymentPage'));
const PaymentPendingPage = withBookingText('PaymentPendingPage', () => import('../features/booking/components/PaymentPendingPage'));
const ReceiptPage = withBookingText('ReceiptPage', () => import('../features/booking/components/ReceiptPage'));
const PaymentLinkPage = withBookingText('PaymentLinkPage', () => import('../features/payment-link/components/PaymentLinkPage'));
const PaymentLinkDisplayPage = withBookingText(
  'PaymentLinkDisplayPage',
  () => import('../features/payment-link/components/PaymentLinkDisplayPage'),
);
const PackageBookingPage = withBookingText('PackageBookingPage', () => import('../features/packages/components/PackageBookingPage'));
const ConfirmationPage = withBookingText('ConfirmationPage', () => import('../features/booking/components/ConfirmationPage'));
const FailPage = withBookingText('FailPage', () => import('../features/booking/components/FailPage'));
const ResumePage = withBookingText('ResumePage', () => import('../features/booking/components/ResumePage'));
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
const PointsPage = withBookingText('PointsPage', () => import('../features/members/components/PointsPage'));
const PromotionsPage = withBookingText('PromotionsPage', () => import('../features/members/components/PromotionsPage'));
const MyAccountPage = withBookingText('MyAccountPage', () => import('../features/members/components/MyAccountPage'));
const MemberDeletedPage = withBookingText('MemberDeletedPage', () => import('../features/members/components/MemberDeletedPage'));
const UnsubscribeConfirmationPage = withBookingText(
  'UnsubscribeConfirmationPage',
  () => import('../features/members/components/UnsubscribePages'),
);
const UnsubscribeSuccessPage = withBookingText('UnsubscribeSuccessPage', () => import('../features/members/components/UnsubscribePages'));
const CorporateSignInPage = withBookingText('CorporateSignInPage', () => import('../features/members/components/CorporateSignInPage'));
const OrganizationAdminPage = withBookingText(
  'OrganizationAdminPage',
  () => import('../features/members/components/OrganizationAdminPage'),
);
const LotteryApplyPage = withBookingText('LotteryApplyPage', () => import('../features/lottery/components/LotteryApplyPage'));
const LotteryEntryPage = withBookingText('LotteryEntryPage', () => import('../features/lottery/components/LotteryEntryPage'));
const VoucherUsePage = withBookingText('VoucherUsePage', () => import('../features/members/components/VoucherUsePage'));
const VoucherDetailPage = withBookingText('VoucherDetailPage', () => import('../features/members/components/VoucherDetailPage'));
const ReviewPage = withBookingText('ReviewPage', () => import('../features/reviews/components/ReviewPage'));
const RecommenderPage = withBookingText('RecommenderPage', () => import('../features/recommender/components/RecommenderPage'));
const RecommenderWidgetPage = withBookingText(
  'RecommenderWidgetPage',
  () => import('../features/recommender/components/RecommenderWidgetPage'),
);
const FacilitiesPage = lazy(async () => ({ default: (await import('../features/facilities/components/FacilitiesPage')).FacilitiesPage }));
// The agency's own booking steps (§2 OTA route set): confirm-reservation and the review before paying.
const ConfirmReservationPage = withBookingText(
  'ConfirmReservationPage',
  () => import('../features/booking/components/ConfirmReservationPage'),
);
const ReservationReviewPage = withBookingText(
  'ReservationReviewPage',
  () => import('../features/booking/components/ReservationReviewPage'),
);
const NotFoundPage = lazy(async () => ({ default: (await import('./NotFoundPage')).NotFoundPage }));

/**
 * The pages past the results, each loaded on demand. This table is itself loaded on the first
 * visit past the results, so the first load of the results does not carry a line per page.
 */
export function PageRoutes() {
  return (
    <Routes>
      <Route path="/confirm-reservation" element={<ConfirmReservationPage />} />
      <Route path="/reservation/guest-detail" element={<GuestDetailPage />} />
      <Route path="/reservation/review" element={<ReservationReviewPage />} />
      <Route path="/reservation/payment" element={<PaymentPage />} />
      <Route path="/reservation/payment-pending/:number" element={<PaymentPendingPage />} />
      <Route path="/reservation/receipt/:number" element={<ReceiptPage />} />
      <Route path="/payments/:number" element={<PaymentLinkPage />} />
      <Route path="/payments/:number/display" element={<PaymentLinkDisplayPage />} />
      <Route path="/reservation/package" element={<PackageBookingPage />} />
      <Route path="/reservation/confirmation/:confirmationNumber" element={<ConfirmationPage />} />
      <Route path="/reservation/fail" element={<FailPage />} />
      <Route path="/reservation/resume/:id" element={<ResumePage />} />
      <Route path="/room-lottery/guest-detail" element={<LotteryApplyPage />} />
      <Route path="/room-lottery/confirmation/:entryNumber" element={<LotteryEntryPage />} />
      <Route path="/room-lottery/complete/:entryNumber" element={<LotteryEntryPage />} />
      <Route path="/room-lottery/reservation-incomplete/:entryNumber" element={<LotteryEntryPage />} />
      <Route path="/review-reservation/:confirmationNumber" element={<ReviewPage />} />
      <Route path="/search" element={<LookupPage />} />
      <Route path="/facilities" element={<FacilitiesPage />} />
      <Route path="/booking/recommender" element={<RecommenderPage />} />
      <Route path="/recommender-widget" element={<RecommenderWidgetPage />} />
      <Route path="/sign-up" element={<SignUpPage />} />
      <Route path="/sign-up-result" element={<SignUpResultPage />} />
      <Route path="/member-confirmation" element={<MemberConfirmationPage />} />
      <Route path="/sign-in" element={<SignInPage />} />
      <Route path="/chat-sign-in" element={<SignInPage />} />
      <Route path="/chat-sign-up" element={<SignUpPage />} />
      <Route path="/organization-sign-in" element={<CorporateSignInPage />} />
      <Route path="/organization-admin" element={<OrganizationAdminPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/change-password" element={<ChangePasswordPage />} />
      <Route path="/my-account" element={<MyAccountPage />} />
      <Route path="/member-deleted-confirmation" element={<MemberDeletedPage />} />
      <Route path="/my-account/reservations" element={<MyReservationsPage />} />
      <Route path="/my-account/payment-options" element={<PaymentOptionsPage />} />
      <Route path="/my-account/points" element={<PointsPage />} />
      <Route path="/my-account/promotions" element={<PromotionsPage />} />
      <Route path="/vouchers" element={<VoucherUsePage />} />
      <Route path="/vouchers/:number" element={<VoucherDetailPage />} />
      <Route path="/unsubscribe-email/confirmation" element={<UnsubscribeConfirmationPage />} />
      <Route path="/unsubscribe-email/success" element={<UnsubscribeSuccessPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
