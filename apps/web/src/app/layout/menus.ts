import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CampaignIcon from '@mui/icons-material/Campaign';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupIcon from '@mui/icons-material/Group';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LinkIcon from '@mui/icons-material/Link';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RouteIcon from '@mui/icons-material/Route';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StoreIcon from '@mui/icons-material/Store';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { ROLES, type RoleId } from '@vitrina/contract';
import { paths } from '#web/app/paths.ts';
import { group, link, type MenuLink, type MenuSection, ticketSales } from './menu-entries.ts';

export {
  isLinkActive,
  type MenuEntry,
  type MenuGroup,
  type MenuLink,
  type MenuSection,
  menuLinks,
} from './menu-entries.ts';

// Entries that stand in a sidebar and among the quick links alike.
const help = link('menu.help', 'faq', HelpCenterIcon);
const myCustomers = link('menu.myCustomers', 'customers', PeopleIcon);
const cashierSales = link('menu.shoppingList', 'shoppingList', ShoppingCartIcon);
const reconciliation = link('menu.bankReconciliation', 'bankReconciliation', FactCheckIcon);
const adminGeneral = [
  link('menu.dashboard', 'dashboard', DashboardIcon),
  link('menu.stores', 'stores', StoreIcon, { alsoActiveOn: [paths.store.path] }),
  link('menu.deliveries', 'deliveryCompanies', LocalShippingIcon),
  myCustomers,
  link('menu.sales', 'licenseSales', ReceiptLongIcon),
  // The platform's accounts against the licence payments waiting for approval.
  reconciliation,
  link('menu.platformUsers', 'platformUsers', ManageAccountsIcon),
  link('menu.plans', 'plans', LoyaltyIcon),
  link('menu.platformBanks', 'bankList', AccountBalanceIcon),
  link('menu.audit', 'auditLog', HistoryIcon),
];
const delivery = {
  toVerify: link('menu.toVerify', 'deliveryShoppingList', LocalShippingIcon),
  verified: link('menu.verified', 'deliveryShippings', AssessmentIcon),
  routes: link('menu.shippingRoutes', 'deliveryShippingRoutes', RouteIcon),
  reports: link('menu.reports', 'deliveryReports', AssessmentIcon),
};
const events = link('menu.events', 'events', EventIcon);
const ticketAccounts = link('menu.ticketAccounts', 'ticketAccounts', AccountBalanceIcon);
const checkIn = link('menu.checkIn', 'ticketCheckIn', HowToRegIcon);

/** The sidebar of each role (SPEC.md §2 "Menus per role"). The shell issue extends these tables. */
export const menus: Record<RoleId, readonly MenuSection[]> = {
  [ROLES.ADMIN]: [{ titleKey: 'menu.sections.general', entries: adminGeneral }],
  [ROLES.CLIENT]: [
    {
      entries: [
        link('menu.home', 'dashboard', HomeIcon),
        group('menu.sales', PointOfSaleIcon, [
          link('menu.shoppingList', 'shoppingList'),
          { ...reconciliation, icon: undefined },
          link('menu.reports', 'reports'),
        ]),
        group('menu.store', StoreIcon, [
          link('menu.storeProfile', 'store'),
          link('menu.storeWeb', 'storeWeb'),
          link('menu.storeTelegram', 'storeTelegram'),
          link('menu.storeSchedule', 'storeSchedule'),
          link('menu.paymentMethods', 'bankList'),
          link('menu.storeFaqs', 'storeFaqs'),
          link('menu.myPlan', 'upgradePlan'),
          link('menu.audit', 'auditLog'),
        ]),
        group('menu.products', Inventory2Icon, [
          link('menu.catalogues', 'catalogues'),
          link('menu.productList', 'products'),
          link('menu.extras', 'productsExtra'),
        ]),
        myCustomers,
        link('menu.campaigns', 'campaigns', CampaignIcon),
        group('menu.users', GroupIcon, [link('menu.cashiers', 'cashiers'), link('menu.dealers', 'dealers')]),
        group('menu.delivery', LocalShippingIcon, [
          link('menu.shippingRoutes', 'shippingRoutes'),
          link('menu.shippings', 'shippings'),
          link('menu.linkedCompanies', 'linkedDeliveryCompanies'),
        ]),
      ],
    },
  ],
  [ROLES.CASHIER]: [{ entries: [cashierSales, reconciliation] }],
  [ROLES.DELIVERY]: [
    {
      titleKey: 'menu.sections.company',
      entries: [
        link('menu.companyProfile', 'deliveryProfile', PersonIcon),
        group('menu.shippings', LocalShippingIcon, [
          { ...delivery.toVerify, icon: undefined },
          { ...delivery.verified, icon: undefined },
        ]),
        delivery.routes,
        link('menu.dealers', 'deliveryDealers', TwoWheelerIcon),
        link('menu.linkedStores', 'deliveryLinkedStores', LinkIcon),
        link('menu.paymentMethods', 'deliveryBankList', AccountBalanceIcon),
        delivery.reports,
      ],
    },
  ],
  [ROLES.TICKETMASTER]: [
    {
      entries: [
        link('menu.dashboard', 'dashboard', DashboardIcon),
        group('menu.ticketSales', ConfirmationNumberIcon, [
          ticketSales('menu.pendingTicketSales', 'pending'),
          ticketSales('menu.verifiedTicketSales', 'verified'),
          ticketSales('menu.rejectedTicketSales', 'rejected'),
          // Their ticket accounts' statements against the ticket sales waiting for review.
          { ...reconciliation, icon: undefined },
        ]),
        events,
        ticketAccounts,
        link('menu.ticketUsers', 'ticketUser', PeopleIcon),
        checkIn,
      ],
    },
  ],
};

/** The header's quick-links menu of each role (SPEC.md §2): the screens used most. */
export const quickLinks: Record<RoleId, readonly MenuLink[]> = {
  [ROLES.ADMIN]: [...adminGeneral.map(({ alsoActiveOn: _, ...entry }) => entry), help],
  [ROLES.CLIENT]: [
    link('menu.home', 'dashboard', HomeIcon),
    link('menu.shoppingList', 'shoppingList', PointOfSaleIcon),
    link('menu.productList', 'products', Inventory2Icon),
    link('menu.catalogues', 'catalogues', MenuBookIcon),
    myCustomers,
    help,
  ],
  [ROLES.CASHIER]: [cashierSales, link('actions.profile', 'userProfile', PersonIcon), help],
  [ROLES.DELIVERY]: [delivery.toVerify, delivery.verified, delivery.routes, delivery.reports, help],
  [ROLES.TICKETMASTER]: [
    { ...ticketSales('menu.pendingTicketSales', 'pending'), icon: ConfirmationNumberIcon },
    events,
    ticketAccounts,
    checkIn,
    help,
  ],
};
