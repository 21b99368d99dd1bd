/**
 * The back office under /staff: outside the travellers' layout, every page a lazy chunk of its own
 * (the charts and the data grid come only with the pages that use them), so the travellers' pages
 * never download staff code. The staff feature's pages are imported here directly: each is a chunk.
 */
import type { RouteObject } from 'react-router';
import { toRoutePath, type PathName } from '../paths';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

const StaffLayout = lazyPage(() => import('@/features/staff/components/staff-layout'), 'StaffLayout');
const StaffSignInPage = lazyPage(() => import('@/features/staff-accounts/pages/staff-sign-in-page'), 'StaffSignInPage');
const StaffMfaSetupPage = lazyPage(
  () => import('@/features/staff-accounts/pages/staff-mfa-setup-page'),
  'StaffMfaSetupPage',
);
const StaffAcceptInvitePage = lazyPage(
  () => import('@/features/staff-accounts/pages/staff-accept-invite-page'),
  'StaffAcceptInvitePage',
);
const StaffDashboardPage = lazyPage(() => import('@/features/staff/pages/staff-dashboard-page'), 'StaffDashboardPage');
const StaffOrdersPage = lazyPage(() => import('@/features/staff-orders/pages/staff-orders-page'), 'StaffOrdersPage');
const StaffOrderDetailPage = lazyPage(
  () => import('@/features/staff-orders/pages/staff-order-detail-page'),
  'StaffOrderDetailPage',
);
const StaffRequestsPage = lazyPage(
  () => import('@/features/staff-orders/pages/staff-requests-page'),
  'StaffRequestsPage',
);
const StaffRequestDetailPage = lazyPage(
  () => import('@/features/staff-orders/pages/staff-requests-page'),
  'StaffRequestDetailPage',
);
const StaffUsersPage = lazyPage(() => import('@/features/staff-accounts/pages/staff-users-page'), 'StaffUsersPage');
const StaffRefundsPage = lazyPage(() => import('@/features/staff-orders/pages/staff-refunds-page'), 'StaffRefundsPage');
const StaffPartnersPage = lazyPage(
  () => import('@/features/staff-orders/pages/staff-partners-page'),
  'StaffPartnersPage',
);
const StaffFlightsPage = lazyPage(
  () => import('@/features/staff-inventory/pages/staff-flights-page'),
  'StaffFlightsPage',
);
const StaffDisruptionsPage = lazyPage(
  () => import('@/features/staff-orders/pages/staff-disruptions-page'),
  'StaffDisruptionsPage',
);
const StaffAuditPage = lazyPage(() => import('@/features/staff-accounts/pages/staff-audit-page'), 'StaffAuditPage');
const StaffMoneyPage = lazyPage(() => import('@/features/staff-orders/pages/staff-money-page'), 'StaffMoneyPage');
const inventoryPages = () => import('@/features/staff-inventory/pages/staff-inventory-pages');
const StaffInventoryImportPage = lazyPage(inventoryPages, 'StaffInventoryImportPage');
const StaffInventorySchedulesPage = lazyPage(inventoryPages, 'StaffInventorySchedulesPage');
const StaffInventoryFaresPage = lazyPage(inventoryPages, 'StaffInventoryFaresPage');
const StaffInventorySeatBlocksPage = lazyPage(inventoryPages, 'StaffInventorySeatBlocksPage');
const StaffNewsPage = lazyPage(() => import('@/features/staff-content/pages/staff-news-page'), 'StaffNewsPage');
const StaffFaqPage = lazyPage(() => import('@/features/staff-content/pages/staff-faq-page'), 'StaffFaqPage');
const toursPages = () => import('@/features/staff-content/pages/staff-tours-page');
const StaffToursPage = lazyPage(toursPages, 'StaffToursPage');
const StaffTourEditorPage = lazyPage(toursPages, 'StaffTourEditorPage');
const StaffPagesPage = lazyPage(() => import('@/features/staff-content/pages/staff-pages-page'), 'StaffPagesPage');
const StaffPricingPage = lazyPage(
  () => import('@/features/staff-pricing/pages/staff-pricing-page'),
  'StaffPricingPage',
);
const StaffNewsEditorRoute = lazyPage(() => import('@/pages/staff-news-editor-route'), 'StaffNewsEditorRoute');

/** A staff path relative to the staff area's own route (`/staff/orders` → `orders`). */
const childPath = (name: PathName) => toRoutePath(name).replace(/^staff\//, '');

export const staffRoutes: RouteObject[] = [
  {
    path: toRoutePath('staffLogin'),
    element: (
      <RouteErrorBoundary>
        <StaffSignInPage />
      </RouteErrorBoundary>
    ),
  },
  {
    path: toRoutePath('staffMfaSetup'),
    element: (
      <RouteErrorBoundary>
        <StaffMfaSetupPage />
      </RouteErrorBoundary>
    ),
  },
  {
    path: toRoutePath('staffAcceptInvite'),
    element: (
      <RouteErrorBoundary>
        <StaffAcceptInvitePage />
      </RouteErrorBoundary>
    ),
  },
  {
    path: toRoutePath('staffHome'),
    element: (
      <RouteErrorBoundary>
        <StaffLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <StaffDashboardPage /> },
      { path: childPath('staffOrders'), element: <StaffOrdersPage /> },
      { path: childPath('staffOrderDetail'), element: <StaffOrderDetailPage /> },
      { path: childPath('staffRequests'), element: <StaffRequestsPage /> },
      { path: childPath('staffRequestDetail'), element: <StaffRequestDetailPage /> },
      { path: childPath('staffUsers'), element: <StaffUsersPage /> },
      { path: childPath('staffRefunds'), element: <StaffRefundsPage /> },
      { path: childPath('staffPartners'), element: <StaffPartnersPage /> },
      { path: childPath('staffFlights'), element: <StaffFlightsPage /> },
      { path: childPath('staffDisruptions'), element: <StaffDisruptionsPage /> },
      { path: childPath('staffAudit'), element: <StaffAuditPage /> },
      { path: childPath('staffMoney'), element: <StaffMoneyPage /> },
      { path: childPath('staffInventory'), element: <StaffInventoryImportPage /> },
      { path: childPath('staffInventorySchedules'), element: <StaffInventorySchedulesPage /> },
      { path: childPath('staffInventoryFares'), element: <StaffInventoryFaresPage /> },
      { path: childPath('staffInventorySeatBlocks'), element: <StaffInventorySeatBlocksPage /> },
      { path: childPath('staffNews'), element: <StaffNewsPage /> },
      { path: childPath('staffNewsNew'), element: <StaffNewsEditorRoute /> },
      { path: childPath('staffNewsEdit'), element: <StaffNewsEditorRoute /> },
      { path: childPath('staffFaq'), element: <StaffFaqPage /> },
      { path: childPath('staffTours'), element: <StaffToursPage /> },
      { path: childPath('staffToursNew'), element: <StaffTourEditorPage /> },
      { path: childPath('staffTourEdit'), element: <StaffTourEditorPage /> },
      { path: childPath('staffPages'), element: <StaffPagesPage /> },
      { path: childPath('staffPricing'), element: <StaffPricingPage /> },
    ],
  },
];
