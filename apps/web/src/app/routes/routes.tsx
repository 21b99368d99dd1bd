/**
 * The route tree: every page is a lazy chunk; sign-in, sign-up and recovery sit outside the main layout. It is drawn by
 * React Router's declarative router (`useRoutes`, in the browser and on the server): the app loads no data through the
 * router, and its data router is some 16 KB gzip more of the first load. Error boundaries are elements of the tree
 * (RouteErrorBoundary), not `errorElement`, which only a data router reads.
 */
import { useRoutes, type RouteObject } from 'react-router';
import { PREFIXED_LANGUAGES } from '@sapar/contracts';
import { AuthLayout } from '../layout/auth-layout';
import { MainLayout } from '../layout/main-layout';
import { RootLayout } from '../layout/root-layout';
import { toRoutePath } from '../paths';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { staffRoutes } from './staff-routes';

const HomePage = lazyPage(() => import('@/pages/home-page'), 'HomePage');
const FaqPage = lazyPage(() => import('@/pages/faq-page'), 'FaqPage');
const OfferPage = lazyPage(() => import('@/pages/offer-page'), 'OfferPage');
const PrivacyPage = lazyPage(() => import('@/pages/privacy-page'), 'PrivacyPage');
const ToursPage = lazyPage(() => import('@/pages/tours-page'), 'ToursPage');
const TourDetailPage = lazyPage(() => import('@/pages/tour-detail-page'), 'TourDetailPage');
const RailPage = lazyPage(() => import('@/pages/rail-page'), 'RailPage');
const PartnersPage = lazyPage(() => import('@/pages/partners-page'), 'PartnersPage');
const ExchangeRefundPage = lazyPage(() => import('@/pages/exchange-refund-page'), 'ExchangeRefundPage');
const OrderLookupPage = lazyPage(() => import('@/pages/order-lookup-page'), 'OrderLookupPage');
const OrderPage = lazyPage(() => import('@/pages/order-page'), 'OrderPage');
const BoardPage = lazyPage(() => import('@/pages/board-page'), 'BoardPage');
const RoutePage = lazyPage(() => import('@/pages/route-page'), 'RoutePage');
const NewsDetailPage = lazyPage(() => import('@/pages/news-detail-page'), 'NewsDetailPage');
const PersonalCabinetPage = lazyPage(() => import('@/pages/personal-cabinet-page'), 'PersonalCabinetPage');
const TicketPaymentPage = lazyPage(() => import('@/pages/ticket-payment-pages'), 'TicketPaymentPage');
const TicketPaymentSuccessPage = lazyPage(() => import('@/pages/ticket-payment-pages'), 'TicketPaymentSuccessPage');
const TicketPaymentErrorPage = lazyPage(() => import('@/pages/ticket-payment-pages'), 'TicketPaymentErrorPage');
const PaymentResultPage = lazyPage(() => import('@/pages/payment-result-page'), 'PaymentResultPage');
const LoginPage = lazyPage(() => import('@/pages/auth-pages'), 'LoginPage');
const RegisterPage = lazyPage(() => import('@/pages/auth-pages'), 'RegisterPage');
const RecoveryPage = lazyPage(() => import('@/pages/auth-pages'), 'RecoveryPage');
const NotFoundPage = lazyPage(() => import('@/pages/not-found-page'), 'NotFoundPage');

/** The public pages: at their path in Russian, and again under each other language's prefix (/en/faq). */
const publicPages = (): RouteObject[] => [
  { index: true, element: <HomePage /> },
  { path: toRoutePath('faq'), element: <FaqPage /> },
  { path: toRoutePath('offer'), element: <OfferPage /> },
  { path: toRoutePath('privacy'), element: <PrivacyPage /> },
  { path: toRoutePath('tours'), element: <ToursPage /> },
  { path: toRoutePath('railTicket'), element: <RailPage /> },
  { path: toRoutePath('partner'), element: <PartnersPage /> },
  { path: toRoutePath('exchangeRefund'), element: <ExchangeRefundPage /> },
  { path: toRoutePath('onlineBoard'), element: <BoardPage /> },
  { path: toRoutePath('newsDetail'), element: <NewsDetailPage /> },
  { path: toRoutePath('routePage'), element: <RoutePage /> },
];

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            // Inside the layout, so the header stays usable when a page fails.
            element: <RouteErrorBoundary />,
            children: [
              ...publicPages(),
              ...PREFIXED_LANGUAGES.map((language) => ({
                path: language,
                children: [...publicPages(), { path: '*', element: <NotFoundPage /> }],
              })),
              { path: toRoutePath('search'), element: <HomePage /> },
              { path: toRoutePath('tourDetail'), element: <TourDetailPage /> },
              { path: toRoutePath('orderLookup'), element: <OrderLookupPage /> },
              { path: toRoutePath('orderDetail'), element: <OrderPage /> },
              { path: toRoutePath('personalCabinet'), element: <PersonalCabinetPage /> },
              {
                path: toRoutePath('ticketPayment'),
                children: [
                  { index: true, element: <TicketPaymentPage /> },
                  { path: 'success', element: <TicketPaymentSuccessPage /> },
                  { path: 'error', element: <TicketPaymentErrorPage /> },
                ],
              },
              { path: toRoutePath('paymentResult'), element: <PaymentResultPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        element: (
          <RouteErrorBoundary>
            <AuthLayout />
          </RouteErrorBoundary>
        ),
        children: [
          { path: toRoutePath('register'), element: <RegisterPage /> },
          { path: toRoutePath('login'), element: <LoginPage /> },
          { path: toRoutePath('recovery'), element: <RecoveryPage /> },
        ],
      },
      ...staffRoutes,
    ],
  },
];

/** The app's pages at the current address (inside a BrowserRouter, a StaticRouter or a MemoryRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
