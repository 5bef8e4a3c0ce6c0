import { ROLES } from '@vitrina/contract';
import { use } from 'react';
import { loadScreenTexts } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { retryableScreen } from './layout/screen-load.tsx';
import type { ProtectedPathKey } from './paths.ts';
import type { ScreenLoader } from './screen.tsx';

// Which screen each panel path shows. Screens are reached only through import(), so each is its
// own chunk, fetched the first time its route (panel-routes.tsx) renders.

/** The admin's /store is the platform overview; a store owner's /store is the store profile (SPEC.md §2). */
const PlatformOverview = retryableScreen(() =>
  import('#web/features/platform-stores/screens/platform-overview/platform-overview.tsx').then(
    (m) => m.PlatformOverview,
  ),
);
const StoreProfile = retryableScreen(() =>
  import('#web/features/store-settings/screens/store-profile/store-profile.tsx').then((m) => m.StoreProfile),
);
function StoreHome() {
  const session = useSession();
  return session?.user.role_id === ROLES.ADMIN ? <PlatformOverview /> : <StoreProfile />;
}

/**
 * The ticket master's /dashboard is its own chunk, with the screens' texts (the store owner's
 * dashboard, the first screen most people open, carries neither).
 */
const DashboardView = retryableScreen(() =>
  import('#web/features/dashboard/screens/dashboard-view/dashboard-view.tsx').then((m) => m.DashboardView),
);
const TicketDashboard = retryableScreen(() =>
  import('#web/features/tickets/screens/ticket-dashboard/ticket-dashboard.tsx').then(
    (m) => m.TicketDashboard,
  ),
);
function TicketDashboardWithTexts() {
  use(loadScreenTexts());
  return <TicketDashboard />;
}
function DashboardHome() {
  const session = useSession();
  return session?.user.role_id === ROLES.TICKETMASTER ? <TicketDashboardWithTexts /> : <DashboardView />;
}

/** Panel screens, one chunk each. A key missing here is a type error. */
export const protectedScreens: Record<ProtectedPathKey, ScreenLoader> = {
  dashboard: async () => DashboardHome,
  faq: () => import('#web/features/help/screens/faq-view/faq-view.tsx').then((m) => m.FaqView),
  profile: () =>
    import('#web/features/users/screens/profile-edit/profile-edit.tsx').then((m) => m.ProfileEdit),
  userProfile: () =>
    import('#web/features/users/screens/user-profile/user-profile.tsx').then((m) => m.UserProfile),
  store: async () => StoreHome,
  // Features stay apart: the route joins a list with the send buttons of features/messaging.
  customers: () =>
    Promise.all([
      import('#web/features/customers/screens/customer-list/customer-list.tsx'),
      import('#web/features/messaging/components/send-customer-actions.tsx'),
    ]).then(
      ([list, send]) =>
        function Customers() {
          return <list.CustomerList Actions={send.SendCustomerActions} />;
        },
    ),
  bankList: () => import('#web/features/banks/screens/bank-list/bank-list.tsx').then((m) => m.BankList),
  auditLog: () => import('#web/features/platform/screens/audit-log/audit-log.tsx').then((m) => m.AuditLog),
  plans: () => import('#web/features/licences/screens/plan-list/plan-list.tsx').then((m) => m.PlanList),
  platformUsers: () =>
    import('#web/features/platform/screens/user-list/user-list.tsx').then((m) => m.PlatformUserList),
  upgradePlan: () =>
    import('#web/features/licences/screens/upgrade-plan/upgrade-plan.tsx').then((m) => m.UpgradePlan),
  events: () => import('#web/features/tickets/screens/event-list/event-list.tsx').then((m) => m.EventList),
  ticketAccounts: () =>
    import('#web/features/tickets/screens/ticket-account-list/ticket-account-list.tsx').then(
      (m) => m.TicketAccountList,
    ),
  ticketUser: () =>
    import('#web/features/tickets/screens/ticket-user-list/ticket-user-list.tsx').then(
      (m) => m.TicketUserList,
    ),
  ticketSales: () =>
    import('#web/features/tickets/screens/ticket-sale-list/ticket-sale-list.tsx').then(
      (m) => m.TicketSaleList,
    ),
  ticketSalesFiltered: () =>
    import('#web/features/tickets/screens/ticket-sale-list/ticket-sale-list.tsx').then(
      (m) => m.TicketSaleList,
    ),
  ticketCheckIn: () =>
    import('#web/features/tickets/screens/ticket-check-in/ticket-check-in.tsx').then((m) => m.TicketCheckIn),
  shoppingList: () => import('#web/features/sales/screens/sale-list/sale-list.tsx').then((m) => m.SaleList),
  shoppingDetails: () =>
    import('#web/features/sales/screens/sale-details/sale-details.tsx').then((m) => m.SaleDetails),
  saleDetails: () =>
    import('#web/features/sales/screens/sale-details/sale-details.tsx').then((m) => m.SaleDetails),
  bankReconciliation: () =>
    import('#web/features/statements/screens/bank-reconciliation/bank-reconciliation.tsx').then(
      (m) => m.BankReconciliation,
    ),
  stores: () =>
    import('#web/features/platform-stores/screens/store-list/store-list.tsx').then((m) => m.StoreList),
  storeDetails: () =>
    import('#web/features/platform-stores/screens/store-details/store-details.tsx').then(
      (m) => m.StoreDetails,
    ),
  licenseSales: () =>
    import('#web/features/licences/screens/licence-sale-list/licence-sale-list.tsx').then(
      (m) => m.LicenceSaleList,
    ),
  licenseSaleDetails: () =>
    import('#web/features/licences/screens/licence-sale-details/licence-sale-details.tsx').then(
      (m) => m.LicenceSaleDetails,
    ),
  deliveryCompanies: () =>
    import(
      '#web/features/platform-delivery-companies/screens/delivery-company-list/delivery-company-list.tsx'
    ).then((m) => m.DeliveryCompanyList),
  deliveryCompanyDetails: () =>
    import(
      '#web/features/platform-delivery-companies/screens/delivery-company-details/delivery-company-details.tsx'
    ).then((m) => m.DeliveryCompanyDetails),
  storeTelegram: () =>
    import('#web/features/store-settings/screens/store-telegram/store-telegram.tsx').then(
      (m) => m.StoreTelegram,
    ),
  storeWeb: () =>
    import('#web/features/store-settings/screens/store-web/store-web.tsx').then((m) => m.StoreWeb),
  storeSchedule: () =>
    import('#web/features/store-settings/screens/store-schedule/store-schedule.tsx').then(
      (m) => m.StoreSchedule,
    ),
  storeFaqs: () =>
    import('#web/features/store-settings/screens/store-faq-list/store-faq-list.tsx').then(
      (m) => m.StoreFaqList,
    ),
  catalogues: () =>
    import('#web/features/catalogues/screens/catalogue-list/catalogue-list.tsx').then((m) => m.CatalogueList),
  products: () =>
    Promise.all([
      import('#web/features/products/screens/product-list/product-list.tsx'),
      import('#web/features/messaging/components/send-product-actions.tsx'),
    ]).then(
      ([list, send]) =>
        function Products() {
          return <list.ProductList Actions={send.SendProductActions} />;
        },
    ),
  productsExtra: () =>
    import('#web/features/products/screens/extra-list/extra-list.tsx').then((m) => m.ExtraList),
  cashiers: () =>
    import('#web/features/cashiers/screens/cashier-list/cashier-list.tsx').then((m) => m.CashierList),
  dealers: () =>
    import('#web/features/dealers/screens/dealer-list/dealer-list.tsx').then((m) => m.DealerList),
  dealerDetails: () =>
    import('#web/features/dealers/screens/dealer-details/dealer-details.tsx').then((m) => m.DealerDetails),
  shippings: () =>
    import('#web/features/store-shipping/screens/shipping-list/shipping-list.tsx').then(
      (m) => m.ShippingList,
    ),
  shippingRoutes: () =>
    import('#web/features/delivery-routes/screens/shipping-route-list/shipping-route-list.tsx').then(
      (m) => m.ShippingRouteList,
    ),
  linkedDeliveryCompanies: () =>
    import('#web/features/store-shipping/screens/linked-company-list/linked-company-list.tsx').then(
      (m) => m.LinkedCompanyList,
    ),
  reports: () =>
    import('#web/features/reports/screens/report-view/report-view.tsx').then((m) => m.ReportView),
  campaigns: () =>
    import('#web/features/messaging/screens/campaign-list/campaign-list.tsx').then((m) => m.CampaignList),
  campaignNew: () =>
    import('#web/features/messaging/screens/campaign-new/campaign-new.tsx').then((m) => m.CampaignNew),
  campaignDetails: () =>
    import('#web/features/messaging/screens/campaign-details/campaign-details.tsx').then(
      (m) => m.CampaignDetails,
    ),
  deliveryProfile: () =>
    import('#web/features/delivery-desk/screens/company-profile/company-profile.tsx').then(
      (m) => m.CompanyProfile,
    ),
  deliveryShoppingList: () =>
    import('#web/features/delivery-desk/screens/shipment-verify-list/shipment-verify-list.tsx').then(
      (m) => m.ShipmentVerifyList,
    ),
  deliveryShoppingDetails: () =>
    import('#web/features/delivery-desk/screens/shipment-details/shipment-details.tsx').then(
      (m) => m.ShipmentDetails,
    ),
  deliveryShippings: () =>
    import('#web/features/delivery-desk/screens/shipment-list/shipment-list.tsx').then((m) => m.ShipmentList),
  deliveryShippingDetails: () =>
    import('#web/features/delivery-desk/screens/shipment-details/shipment-details.tsx').then(
      (m) => m.ShipmentDetails,
    ),
  deliveryShippingRoutes: () =>
    import('#web/features/delivery-routes/screens/company-route-list/company-route-list.tsx').then(
      (m) => m.CompanyRouteList,
    ),
  deliveryDealers: () =>
    import('#web/features/dealers/screens/company-dealer-list/company-dealer-list.tsx').then(
      (m) => m.CompanyDealerList,
    ),
  deliveryDealerDetails: () =>
    import('#web/features/dealers/screens/company-dealer-details/company-dealer-details.tsx').then(
      (m) => m.CompanyDealerDetails,
    ),
  deliveryLinkedStores: () =>
    import('#web/features/delivery-desk/screens/linked-store-list/linked-store-list.tsx').then(
      (m) => m.LinkedStoreList,
    ),
  deliveryBankList: () =>
    import('#web/features/banks/screens/company-bank-list/company-bank-list.tsx').then(
      (m) => m.CompanyBankList,
    ),
  deliveryReports: () =>
    import('#web/features/delivery-desk/screens/delivery-report-view/delivery-report-view.tsx').then(
      (m) => m.DeliveryReportView,
    ),
};
