import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { ResultsPage } from '../features/search/components/ResultsPage';
import { RouteError } from './RouteError';
import { WidgetShell } from './WidgetShell';

function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/booking/result${search}`} replace />;
}

/** The widget route set of §2; pages past the results load on demand. */
export const router = createBrowserRouter([
  { path: '/', element: <RootRedirect /> },
  {
    element: <WidgetShell />,
    errorElement: <RouteError />,
    children: [
      { path: '/booking/result', element: <ResultsPage /> },
      {
        path: '/reservation/guest-detail',
        lazy: async () => ({ Component: (await import('../features/booking/components/GuestDetailPage')).GuestDetailPage }),
      },
      {
        path: '/reservation/payment',
        lazy: async () => ({ Component: (await import('../features/booking/components/PaymentPage')).PaymentPage }),
      },
      {
        path: '/reservation/confirmation/:confirmationNumber',
        lazy: async () => ({ Component: (await import('../features/booking/components/ConfirmationPage')).ConfirmationPage }),
      },
      { path: '/reservation/fail', lazy: async () => ({ Component: (await import('../features/booking/components/FailPage')).FailPage }) },
      { path: '/search', lazy: async () => ({ Component: (await import('../features/manage/components/LookupPage')).LookupPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }) },
    ],
  },
]);
