import { ROLES } from '@vitrina/contract';
import { type ComponentType, lazy } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
  redirect,
} from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { loadPanelTexts } from '../lib/i18n.ts';
import { getSession, useSession } from '../lib/session.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { SessionLayout } from './layout/session-layout.tsx';
import {
  loginPathWithRedirect,
  type PathEntry,
  type ProtectedPathKey,
  type PublicPathKey,
  paths,
} from './paths.ts';
import type { RouteHandle } from './route-handle.ts';

type ScreenLoader = () => Promise<ComponentType>;

/** Public screens, one chunk each. */
const publicScreens: Record<PublicPathKey, ScreenLoader> = {
  login: () => import('../features/auth/screens/session-login/session-login.tsx').then((m) => m.SessionLogin),
  signUp: () =>
    import('../features/auth/screens/account-signup/account-signup.tsx').then((m) => m.AccountSignup),
  lockScreen: () =>
    import('../features/auth/screens/session-lock/session-lock.tsx').then((m) => m.SessionLock),
  forgotPassword: () =>
    import('../features/auth/screens/password-forgot/password-forgot.tsx').then((m) => m.PasswordForgot),
  resetPassword: () =>
    import('../features/auth/screens/password-reset/password-reset.tsx').then((m) => m.PasswordReset),
  callback: () =>
    import('../features/auth/screens/session-callback/session-callback.tsx').then((m) => m.SessionCallback),
  success: () =>
    import('../features/auth/screens/account-welcome/account-welcome.tsx').then((m) => m.AccountWelcome),
};

/** The admin's /store lists the stores; a store owner's /store is the store profile (SPEC.md §2). */
const StoreList = lazy(() =>
  import('../features/stores/screens/store-list/store-list.tsx').then((m) => ({ default: m.StoreList })),
);
const StoreProfile = lazy(() =>
  import('../features/store/screens/store-profile/store-profile.tsx').then((m) => ({
    default: m.StoreProfile,
  })),
);
function StoreHome() {
  const session = useSession();
  return session?.user.role_id === ROLES.ADMIN ? <StoreList /> : <StoreProfile />;
}

/** Panel screens, one chunk each. A key missing here is a type error. */
const protectedScreens: Record<ProtectedPathKey, ScreenLoader> = {
  dashboard: () =>
    import('../features/dashboard/screens/dashboard-view/dashboard-view.tsx').then((m) => m.DashboardView),
  faq: () => import('../features/help/screens/faq-view/faq-view.tsx').then((m) => m.FaqView),
  profile: () => import('../features/users/screens/profile-edit/profile-edit.tsx').then((m) => m.ProfileEdit),
  userProfile: () =>
    import('../features/users/screens/user-profile/user-profile.tsx').then((m) => m.UserProfile),
  store: async () => StoreHome,
  customers: () =>
    import('../features/customers/screens/customer-list/customer-list.tsx').then((m) => m.CustomerList),
  bankList: () => import('../features/banks/screens/bank-list/bank-list.tsx').then((m) => m.BankList),
  events: () => import('../features/tickets/screens/event-list/event-list.tsx').then((m) => m.EventList),
  ticketAccounts: () =>
    import('../features/tickets/screens/ticket-account-list/ticket-account-list.tsx').then(
      (m) => m.TicketAccountList,
    ),
  ticketUser: () =>
    import('../features/tickets/screens/ticket-user-list/ticket-user-list.tsx').then((m) => m.TicketUserList),
  ticketSales: () =>
    import('../features/tickets/screens/ticket-sale-list/ticket-sale-list.tsx').then((m) => m.TicketSaleList),
  ticketSalesFiltered: () =>
    import('../features/tickets/screens/ticket-sale-list/ticket-sale-list.tsx').then((m) => m.TicketSaleList),
  shoppingList: () => import('../features/sales/screens/sale-list/sale-list.tsx').then((m) => m.SaleList),
  shoppingDetails: () =>
    import('../features/sales/screens/sale-details/sale-details.tsx').then((m) => m.SaleDetails),
  saleDetails: () =>
    import('../features/sales/screens/sale-details/sale-details.tsx').then((m) => m.SaleDetails),
  stores: () => import('../features/stores/screens/store-list/store-list.tsx').then((m) => m.StoreList),
  storeDetails: () =>
    import('../features/stores/screens/store-details/store-details.tsx').then((m) => m.StoreDetails),
  licenseSales: () =>
    import('../features/licences/screens/licence-sale-list/licence-sale-list.tsx').then(
      (m) => m.LicenceSaleList,
    ),
  licenseSaleDetails: () =>
    import('../features/licences/screens/licence-sale-details/licence-sale-details.tsx').then(
      (m) => m.LicenceSaleDetails,
    ),
  deliveryCompanies: () =>
    import('../features/delivery-companies/screens/delivery-company-list/delivery-company-list.tsx').then(
      (m) => m.DeliveryCompanyList,
    ),
  deliveryCompanyDetails: () =>
    import(
      '../features/delivery-companies/screens/delivery-company-details/delivery-company-details.tsx'
    ).then((m) => m.DeliveryCompanyDetails),
  storeTelegram: () =>
    import('../features/store/screens/store-telegram/store-telegram.tsx').then((m) => m.StoreTelegram),
  storeWeb: () => import('../features/store/screens/store-web/store-web.tsx').then((m) => m.StoreWeb),
  storeSchedule: () =>
    import('../features/store/screens/store-schedule/store-schedule.tsx').then((m) => m.StoreSchedule),
  storeFaqs: () =>
    import('../features/store/screens/store-faq-list/store-faq-list.tsx').then((m) => m.StoreFaqList),
  catalogues: () =>
    import('../features/catalogues/screens/catalogue-list/catalogue-list.tsx').then((m) => m.CatalogueList),
  products: () =>
    import('../features/products/screens/product-list/product-list.tsx').then((m) => m.ProductList),
  productsExtra: () =>
    import('../features/products/screens/extra-list/extra-list.tsx').then((m) => m.ExtraList),
  cashiers: () =>
    import('../features/cashiers/screens/cashier-list/cashier-list.tsx').then((m) => m.CashierList),
  dealers: () => import('../features/dealers/screens/dealer-list/dealer-list.tsx').then((m) => m.DealerList),
  dealerDetails: () =>
    import('../features/dealers/screens/dealer-details/dealer-details.tsx').then((m) => m.DealerDetails),
  shippings: () =>
    import('../features/shipping/screens/shipping-list/shipping-list.tsx').then((m) => m.ShippingList),
  shippingRoutes: () =>
    import('../features/shipping/screens/shipping-route-list/shipping-route-list.tsx').then(
      (m) => m.ShippingRouteList,
    ),
  linkedDeliveryCompanies: () =>
    import('../features/shipping/screens/linked-company-list/linked-company-list.tsx').then(
      (m) => m.LinkedCompanyList,
    ),
  reports: () => import('../features/reports/screens/report-view/report-view.tsx').then((m) => m.ReportView),
  deliveryProfile: () =>
    import('../features/delivery/screens/company-profile/company-profile.tsx').then((m) => m.CompanyProfile),
  deliveryShoppingList: () =>
    import('../features/delivery/screens/shipment-verify-list/shipment-verify-list.tsx').then(
      (m) => m.ShipmentVerifyList,
    ),
  deliveryShoppingDetails: () =>
    import('../features/delivery/screens/shipment-details/shipment-details.tsx').then(
      (m) => m.ShipmentDetails,
    ),
  deliveryShippings: () =>
    import('../features/delivery/screens/shipment-list/shipment-list.tsx').then((m) => m.ShipmentList),
  deliveryShippingDetails: () =>
    import('../features/delivery/screens/shipment-details/shipment-details.tsx').then(
      (m) => m.ShipmentDetails,
    ),
  deliveryShippingRoutes: () =>
    import('../features/delivery/screens/rate-list/rate-list.tsx').then((m) => m.RateList),
  deliveryDealers: () =>
    import('../features/delivery/screens/company-dealer-list/company-dealer-list.tsx').then(
      (m) => m.CompanyDealerList,
    ),
  deliveryDealerDetails: () =>
    import('../features/delivery/screens/company-dealer-details/company-dealer-details.tsx').then(
      (m) => m.CompanyDealerDetails,
    ),
  deliveryLinkedStores: () =>
    import('../features/delivery/screens/linked-store-list/linked-store-list.tsx').then(
      (m) => m.LinkedStoreList,
    ),
  deliveryBankList: () =>
    import('../features/banks/screens/company-bank-list/company-bank-list.tsx').then(
      (m) => m.CompanyBankList,
    ),
  deliveryReports: () =>
    import('../features/delivery/screens/delivery-report-view/delivery-report-view.tsx').then(
      (m) => m.DeliveryReportView,
    ),
};

function screenRoute(entry: PathEntry, load: ScreenLoader): RouteObject {
  const handle: RouteHandle = {
    titleKey: entry.titleKey,
    roles: entry.roles === 'public' ? undefined : entry.roles,
  };
  return { path: entry.path, handle, lazy: { Component: load } };
}

/** Signed-out visitors of a panel URL go to login and come back afterwards (SPEC.md §2). */
function requireSession({ request }: LoaderFunctionArgs) {
  if (getSession()) return null;
  const url = new URL(request.url);
  throw redirect(loginPathWithRedirect(`${url.pathname}${url.search}`));
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: SessionLayout,
        children: (Object.keys(publicScreens) as PublicPathKey[]).map((key) =>
          screenRoute(paths[key], publicScreens[key]),
        ),
      },
      {
        id: 'panel',
        loader: requireSession,
        lazy: {
          Component: () =>
            Promise.all([import('./layout/panel-root.tsx'), loadPanelTexts()]).then(([m]) => m.PanelRoot),
        },
        children: [
          { index: true, element: <Navigate to={paths.dashboard.path} replace /> },
          ...(Object.keys(protectedScreens) as ProtectedPathKey[]).map((key) =>
            screenRoute(paths[key], protectedScreens[key]),
          ),
          { path: '*', lazy: { Component: () => import('./layout/not-found.tsx').then((m) => m.NotFound) } },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
