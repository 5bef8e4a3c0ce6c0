import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import GroupIcon from '@mui/icons-material/Group';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LinkIcon from '@mui/icons-material/Link';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RouteIcon from '@mui/icons-material/Route';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StoreIcon from '@mui/icons-material/Store';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import type SvgIcon from '@mui/material/SvgIcon';
import { ROLES, type RoleId } from '@vitrina/contract';
import { type PathKey, paths } from '../paths.ts';

type SvgIconComponent = typeof SvgIcon;

export type MenuLink = {
  kind: 'link';
  /** i18n key of the entry text. */
  labelKey: string;
  to: string;
  icon?: SvgIconComponent;
  /** Other paths on which this entry counts as the current one. */
  alsoActiveOn?: readonly string[];
};

export type MenuGroup = {
  kind: 'group';
  labelKey: string;
  icon?: SvgIconComponent;
  items: readonly MenuLink[];
};

export type MenuEntry = MenuLink | MenuGroup;

export type MenuSection = {
  /** Optional section heading (SPEC.md §2: admin "general", delivery "store"). */
  titleKey?: string;
  entries: readonly MenuEntry[];
};

const link = (
  labelKey: string,
  key: PathKey,
  icon?: SvgIconComponent,
  extra?: Partial<MenuLink>,
): MenuLink => ({
  kind: 'link',
  labelKey,
  to: paths[key].path,
  icon,
  ...extra,
});

const group = (labelKey: string, icon: SvgIconComponent, items: MenuLink[]): MenuGroup => ({
  kind: 'group',
  labelKey,
  icon,
  items,
});

/** The ticket sales list by its filter (SPEC.md §2: pending, verified, rejected). */
const ticketSales = (labelKey: string, filter: 'pending' | 'verified' | 'rejected'): MenuLink => ({
  kind: 'link',
  labelKey,
  to: `${paths.ticketSales.path}/${filter}`,
});

/** The sidebar of each role (SPEC.md §2 "Menus per role"). The shell issue extends these tables. */
export const menus: Record<RoleId, readonly MenuSection[]> = {
  [ROLES.ADMIN]: [
    {
      titleKey: 'menu.sections.general',
      entries: [
        link('menu.dashboard', 'dashboard', DashboardIcon),
        link('menu.stores', 'stores', StoreIcon, { alsoActiveOn: [paths.store.path] }),
        link('menu.deliveries', 'deliveryCompanies', LocalShippingIcon),
        link('menu.myCustomers', 'customers', PeopleIcon),
        link('menu.sales', 'licenseSales', ReceiptLongIcon),
      ],
    },
  ],
  [ROLES.CLIENT]: [
    {
      entries: [
        link('menu.home', 'dashboard', HomeIcon),
        group('menu.sales', PointOfSaleIcon, [
          link('menu.shoppingList', 'shoppingList'),
          link('menu.reports', 'reports'),
        ]),
        group('menu.store', StoreIcon, [
          link('menu.storeProfile', 'store'),
          link('menu.storeWeb', 'storeWeb'),
          link('menu.storeTelegram', 'storeTelegram'),
          link('menu.storeSchedule', 'storeSchedule'),
          link('menu.paymentMethods', 'bankList'),
          link('menu.storeFaqs', 'storeFaqs'),
        ]),
        group('menu.products', Inventory2Icon, [
          link('menu.catalogues', 'catalogues'),
          link('menu.productList', 'products'),
          link('menu.extras', 'productsExtra'),
        ]),
        link('menu.myCustomers', 'customers', PeopleIcon),
        group('menu.users', GroupIcon, [link('menu.cashiers', 'cashiers'), link('menu.dealers', 'dealers')]),
        group('menu.delivery', LocalShippingIcon, [
          link('menu.shippingRoutes', 'shippingRoutes'),
          link('menu.shippings', 'shippings'),
          link('menu.linkedCompanies', 'linkedDeliveryCompanies'),
        ]),
      ],
    },
  ],
  [ROLES.CASHIER]: [{ entries: [link('menu.shoppingList', 'shoppingList', ShoppingCartIcon)] }],
  [ROLES.DELIVERY]: [
    {
      titleKey: 'menu.sections.store',
      entries: [
        link('menu.companyProfile', 'deliveryProfile', PersonIcon),
        group('menu.shippings', LocalShippingIcon, [
          link('menu.toVerify', 'deliveryShoppingList'),
          link('menu.verified', 'deliveryShippings'),
        ]),
        link('menu.shippingRoutes', 'deliveryShippingRoutes', RouteIcon),
        link('menu.dealers', 'deliveryDealers', TwoWheelerIcon),
        link('menu.linkedStores', 'deliveryLinkedStores', LinkIcon),
        link('menu.paymentMethods', 'deliveryBankList', AccountBalanceIcon),
        link('menu.reports', 'deliveryReports', AssessmentIcon),
      ],
    },
  ],
  [ROLES.TICKETMASTER]: [
    {
      entries: [
        group('menu.ticketSales', ConfirmationNumberIcon, [
          ticketSales('menu.pendingTicketSales', 'pending'),
          ticketSales('menu.verifiedTicketSales', 'verified'),
          ticketSales('menu.rejectedTicketSales', 'rejected'),
        ]),
        link('menu.events', 'events', EventIcon),
        link('menu.ticketAccounts', 'ticketAccounts', AccountBalanceIcon),
        link('menu.ticketUsers', 'ticketUser', PeopleIcon),
      ],
    },
  ],
};

/** Every link of a menu, groups flattened (tests and the active-entry logic use it). */
export function menuLinks(sections: readonly MenuSection[]): MenuLink[] {
  return sections.flatMap((section) =>
    section.entries.flatMap((entry) => (entry.kind === 'group' ? [...entry.items] : [entry])),
  );
}

export function isLinkActive(entry: MenuLink, pathname: string): boolean {
  const matches = (target: string) => pathname === target || pathname.startsWith(`${target}/`);
  return matches(entry.to) || (entry.alsoActiveOn ?? []).some(matches);
}

/** The header's quick-links menu of each role (SPEC.md §2): the screens used most. */
export const quickLinks: Record<RoleId, readonly MenuLink[]> = {
  [ROLES.ADMIN]: [
    link('menu.dashboard', 'dashboard', DashboardIcon),
    link('menu.stores', 'stores', StoreIcon),
    link('menu.deliveries', 'deliveryCompanies', LocalShippingIcon),
    link('menu.myCustomers', 'customers', PeopleIcon),
    link('menu.sales', 'licenseSales', ReceiptLongIcon),
    link('menu.help', 'faq', HelpCenterIcon),
  ],
  [ROLES.CLIENT]: [
    link('menu.home', 'dashboard', HomeIcon),
    link('menu.shoppingList', 'shoppingList', PointOfSaleIcon),
    link('menu.productList', 'products', Inventory2Icon),
    link('menu.catalogues', 'catalogues', MenuBookIcon),
    link('menu.myCustomers', 'customers', PeopleIcon),
    link('menu.help', 'faq', HelpCenterIcon),
  ],
  [ROLES.CASHIER]: [
    link('menu.shoppingList', 'shoppingList', ShoppingCartIcon),
    link('actions.profile', 'userProfile', PersonIcon),
    link('menu.help', 'faq', HelpCenterIcon),
  ],
  [ROLES.DELIVERY]: [
    link('menu.toVerify', 'deliveryShoppingList', LocalShippingIcon),
    link('menu.verified', 'deliveryShippings', AssessmentIcon),
    link('menu.shippingRoutes', 'deliveryShippingRoutes', RouteIcon),
    link('menu.reports', 'deliveryReports', AssessmentIcon),
    link('menu.help', 'faq', HelpCenterIcon),
  ],
  [ROLES.TICKETMASTER]: [
    { ...ticketSales('menu.pendingTicketSales', 'pending'), icon: ConfirmationNumberIcon },
    link('menu.events', 'events', EventIcon),
    link('menu.ticketAccounts', 'ticketAccounts', AccountBalanceIcon),
    link('menu.help', 'faq', HelpCenterIcon),
  ],
};
