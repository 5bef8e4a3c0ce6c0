import { ROLES, type RoleId } from '@vitrina/contract';

const { ADMIN, CLIENT, CASHIER, DELIVERY, TICKETMASTER } = ROLES;
const EVERYONE = [ADMIN, CLIENT, CASHIER, DELIVERY, TICKETMASTER] as const;

export type PathEntry = {
  /** Pattern as React Router matches it. */
  path: string;
  /** Who may open it; 'public' routes need no session. */
  roles: 'public' | readonly RoleId[];
  /** i18n key of the page title (document title and, for panel screens, the h1). */
  titleKey: string;
  /** A title of its own for a role that sees another screen at the same address. */
  titleKeyFor?: Partial<Record<RoleId, string>>;
};

/** Every URL of the panel (SPEC.md §2), with who may open it. The router is built from this table. */
export const paths = {
  // Public
  login: { path: '/session/login', roles: 'public', titleKey: 'auth.login.title' },
  signUp: { path: '/session/sign-up', roles: 'public', titleKey: 'auth.signup.title' },
  lockScreen: { path: '/session/lock-screen', roles: 'public', titleKey: 'auth.lock.title' },
  forgotPassword: { path: '/session/forgot-password', roles: 'public', titleKey: 'auth.forgot.title' },
  resetPassword: { path: '/session/reset-password/:code', roles: 'public', titleKey: 'auth.reset.title' },
  callback: { path: '/callback', roles: 'public', titleKey: 'auth.callback.title' },
  success: { path: '/success', roles: 'public', titleKey: 'auth.success.title' },

  // Everyone signed in
  faq: { path: '/faq', roles: EVERYONE, titleKey: 'help.faq.title' },
  profile: { path: '/profile', roles: EVERYONE, titleKey: 'users.profile.title' },
  userProfile: { path: '/users/user-profile', roles: EVERYONE, titleKey: 'users.userProfile.title' },

  // Admin and store owner
  // The ticket master's /dashboard is its own (tickets sold, check-ins, reviews waiting).
  dashboard: { path: '/dashboard', roles: [ADMIN, CLIENT, TICKETMASTER], titleKey: 'dashboard.view.title' },
  store: {
    path: '/store',
    roles: [ADMIN, CLIENT],
    titleKey: 'store.profile.title',
    // The admin's /store is the platform overview.
    titleKeyFor: { [ADMIN]: 'stores.overview.title' },
  },
  customers: { path: '/customers', roles: [ADMIN, CLIENT], titleKey: 'customers.list.title' },
  bankList: { path: '/bank-list', roles: [ADMIN, CLIENT], titleKey: 'banks.list.title' },
  auditLog: { path: '/audit-log', roles: [ADMIN, CLIENT], titleKey: 'platform.audit.title' },

  // Admin and ticket master
  events: { path: '/events', roles: [ADMIN, TICKETMASTER], titleKey: 'tickets.events.title' },
  ticketAccounts: {
    path: '/ticket-accounts',
    roles: [ADMIN, TICKETMASTER],
    titleKey: 'tickets.accounts.title',
  },
  ticketUser: { path: '/ticket-user', roles: [ADMIN, TICKETMASTER], titleKey: 'tickets.users.title' },
  ticketSales: { path: '/ticket-sales', roles: [ADMIN, TICKETMASTER], titleKey: 'tickets.sales.title' },
  ticketSalesFiltered: {
    path: '/ticket-sales/:filter',
    roles: [ADMIN, TICKETMASTER],
    titleKey: 'tickets.sales.title',
  },
  // Ticket master: the door of an event (check-in by QR or typed code, beyond SPEC.md: issue 14).
  ticketCheckIn: { path: '/check-in', roles: [TICKETMASTER], titleKey: 'ticketSales.checkIn.title' },

  // Store owner and cashier
  shoppingList: { path: '/shopping-list', roles: [CLIENT, CASHIER], titleKey: 'sales.list.title' },
  shoppingDetails: {
    path: '/shopping-details/:id',
    roles: [CLIENT, CASHIER],
    titleKey: 'sales.details.title',
  },
  saleDetails: { path: '/sales/details/:id', roles: [CLIENT, CASHIER], titleKey: 'sales.details.title' },
  // A payment account's bank statements matched to the sales waiting for verification (issue 32);
  // the admin's, the platform's accounts matched to the owners' licence payments; the ticket
  // master's, their ticket payment accounts matched to their ticket sales.
  bankReconciliation: {
    path: '/bank-reconciliation',
    roles: [ADMIN, CLIENT, CASHIER, TICKETMASTER],
    titleKey: 'statements.view.title',
  },

  // Admin
  stores: { path: '/stores', roles: [ADMIN], titleKey: 'stores.list.title' },
  storeDetails: { path: '/store-details/:id', roles: [ADMIN], titleKey: 'stores.details.title' },
  licenseSales: { path: '/license-sales', roles: [ADMIN], titleKey: 'licences.list.title' },
  licenseSaleDetails: { path: '/license-sales/:id', roles: [ADMIN], titleKey: 'licences.details.title' },
  plans: { path: '/plans', roles: [ADMIN], titleKey: 'licences.plans.title' },
  platformUsers: { path: '/users', roles: [ADMIN], titleKey: 'platform.users.title' },
  deliveryCompanies: {
    path: '/delivery-companies',
    roles: [ADMIN],
    titleKey: 'deliveryCompanies.list.title',
  },
  deliveryCompanyDetails: {
    path: '/delivery-company-details/:id',
    roles: [ADMIN],
    titleKey: 'deliveryCompanies.details.title',
  },

  // Store owner
  upgradePlan: { path: '/upgrade-plan', roles: [CLIENT], titleKey: 'licences.upgrade.title' },
  storeTelegram: { path: '/store-telegram', roles: [CLIENT], titleKey: 'store.telegram.title' },
  storeWeb: { path: '/store-web', roles: [CLIENT], titleKey: 'store.web.title' },
  storeSchedule: { path: '/store-schedule', roles: [CLIENT], titleKey: 'store.schedule.title' },
  storeFaqs: { path: '/store-faqs', roles: [CLIENT], titleKey: 'store.faqs.title' },
  catalogues: { path: '/catalogues', roles: [CLIENT], titleKey: 'catalogues.list.title' },
  products: { path: '/products', roles: [CLIENT], titleKey: 'products.list.title' },
  productsExtra: { path: '/products-extra', roles: [CLIENT], titleKey: 'products.extras.title' },
  cashiers: { path: '/cashiers', roles: [CLIENT], titleKey: 'cashiers.list.title' },
  dealers: { path: '/dealers', roles: [CLIENT], titleKey: 'dealers.list.title' },
  dealerDetails: { path: '/dealer-details/:id', roles: [CLIENT], titleKey: 'dealers.details.title' },
  shippings: { path: '/shippings', roles: [CLIENT], titleKey: 'shipping.list.title' },
  shippingRoutes: { path: '/shipping-routes', roles: [CLIENT], titleKey: 'shipping.routes.title' },
  linkedDeliveryCompanies: {
    path: '/linked-delivery-companies',
    roles: [CLIENT],
    titleKey: 'shipping.linkedCompanies.title',
  },
  reports: { path: '/reports', roles: [CLIENT], titleKey: 'reports.view.title' },
  campaigns: { path: '/campaigns', roles: [CLIENT], titleKey: 'campaigns.list.title' },
  campaignNew: { path: '/campaigns/new', roles: [CLIENT], titleKey: 'campaigns.new.title' },
  // The admin reads the report of its own broadcasts here too (it opens after sending one).
  campaignDetails: { path: '/campaigns/:id', roles: [CLIENT, ADMIN], titleKey: 'campaigns.details.title' },

  // Delivery company
  deliveryProfile: { path: '/delivery-profile', roles: [DELIVERY], titleKey: 'delivery.profile.title' },
  deliveryShoppingList: {
    path: '/delivery-shopping-list',
    roles: [DELIVERY],
    titleKey: 'delivery.toVerify.title',
  },
  deliveryShoppingDetails: {
    path: '/delivery-shopping-details/:id',
    roles: [DELIVERY],
    titleKey: 'delivery.shipmentDetails.title',
  },
  deliveryShippings: { path: '/delivery-shippings', roles: [DELIVERY], titleKey: 'delivery.verified.title' },
  deliveryShippingDetails: {
    path: '/delivery-shipping-details/:id',
    roles: [DELIVERY],
    titleKey: 'delivery.shipmentDetails.title',
  },
  deliveryShippingRoutes: {
    path: '/delivery-shipping-routes',
    roles: [DELIVERY],
    titleKey: 'delivery.routes.title',
  },
  deliveryDealers: { path: '/delivery-dealers', roles: [DELIVERY], titleKey: 'delivery.dealers.title' },
  deliveryDealerDetails: {
    path: '/delivery-dealer-details/:id',
    roles: [DELIVERY],
    titleKey: 'delivery.dealerDetails.title',
  },
  deliveryLinkedStores: {
    path: '/delivery-linked-stores',
    roles: [DELIVERY],
    titleKey: 'delivery.linkedStores.title',
  },
  deliveryBankList: { path: '/delivery-bank-list', roles: [DELIVERY], titleKey: 'banks.companyList.title' },
  deliveryReports: { path: '/delivery-reports', roles: [DELIVERY], titleKey: 'delivery.reports.title' },
} as const satisfies Record<string, PathEntry>;

export type PathKey = keyof typeof paths;
export type PublicPathKey = {
  [K in PathKey]: (typeof paths)[K]['roles'] extends 'public' ? K : never;
}[PathKey];
export type ProtectedPathKey = Exclude<PathKey, PublicPathKey>;

export const pathKeys = Object.keys(paths) as PathKey[];
export const protectedPathKeys = pathKeys.filter(
  (key) => paths[key].roles !== 'public',
) as ProtectedPathKey[];
export const publicPathKeys = pathKeys.filter((key) => paths[key].roles === 'public') as PublicPathKey[];

/** Fills `:param` segments: `pathTo('storeDetails', { id: 4 })` → `/store-details/4`. */
export function pathTo(key: PathKey, params: Record<string, string | number> = {}): string {
  return paths[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${key}`);
    return encodeURIComponent(String(value));
  });
}

export function canOpen(key: PathKey, role: RoleId | null | undefined): boolean {
  const { roles } = paths[key] as PathEntry;
  if (roles === 'public') return true;
  return role != null && roles.includes(role);
}

/** Where each role lands after signing in (SPEC.md §4). */
export function landingPathFor(role: RoleId): string {
  switch (role) {
    case ROLES.DELIVERY:
      return paths.deliveryProfile.path;
    case ROLES.CASHIER:
      return paths.shoppingList.path;
    case ROLES.TICKETMASTER:
      return `${paths.ticketSales.path}/pending`;
    default:
      return paths.store.path;
  }
}

function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * The `?redirect=` value is attacker-controlled: only same-site absolute paths are followed.
 * Returns null for anything else (other origins, `//host`, `/\host`, schemes, login loops).
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and backslashes let browsers reinterpret a path as another origin.
  if (hasUnsafeCharacter(raw)) return null;
  try {
    const url = new URL(raw, 'http://vitrina.invalid');
    if (url.origin !== 'http://vitrina.invalid') return null;
    if (url.pathname.startsWith('/session/')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Login URL that brings the user back to `target` afterwards. */
export function loginPathWithRedirect(target: string): string {
  const redirect = safeRedirect(target);
  return redirect && redirect !== '/'
    ? `${paths.login.path}?redirect=${encodeURIComponent(redirect)}`
    : paths.login.path;
}
