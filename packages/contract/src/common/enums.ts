/** Numeric wire values of SPEC.md §4 and §9. */
export const ROLES = { ADMIN: 1, CLIENT: 2, CASHIER: 3, DELIVERY: 4, TICKETMASTER: 5 } as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_IDS = Object.values(ROLES) as RoleId[];
export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'admin',
  2: 'client',
  3: 'cashier',
  4: 'delivery',
  5: 'ticketmaster',
};

export const PURCHASE_STATUS = {
  VERIFIED: 1,
  NOT_VERIFIED: 2,
  SHIPPED: 3,
  DELIVERED: 4,
  RECEIVED: 5,
  CANCELLED: 6,
  REJECTED: 7,
} as const;
export type PurchaseStatus = (typeof PURCHASE_STATUS)[keyof typeof PURCHASE_STATUS];

export const PAYMENT_STATUS = { NOT_PAID: 0, PAID: 1 } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/**
 * Ticket sales filter (`opt`) as SPEC.md §4 sends it. A review sends `opt` and the
 * stored ticket-bill status becomes `opt + 1` (ARCHITECTURE.md §5); `ticketStatusFromOption`
 * is the only place that rule is written.
 */
export const TICKET_OPTION = { REJECTED: 1, VERIFIED: 2, PENDING: 3, NOT_VERIFIED: 4, ALL: 5 } as const;
export type TicketOption = (typeof TICKET_OPTION)[keyof typeof TICKET_OPTION];
export const ticketStatusFromOption = (opt: TicketOption): number => opt + 1;
/** Menu filters of /ticket-sales/:filter and the option each one lists. */
export const TICKET_FILTERS = {
  pending: TICKET_OPTION.PENDING,
  verified: TICKET_OPTION.VERIFIED,
  rejected: TICKET_OPTION.REJECTED,
} as const;
export type TicketFilter = keyof typeof TICKET_FILTERS;

export const LICENCE_STATUS = { PAID: 1, PENDING: 2, REJECTED: 3 } as const;
export type LicenceStatus = (typeof LICENCE_STATUS)[keyof typeof LICENCE_STATUS];

export const ACCOUNT_TYPES = ['USD', 'VES'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const DOCUMENT_TYPES = ['V', 'J', 'R'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Account status (`status_id` of users, stores and companies). */
export const USER_STATUS = { ACTIVE: 1, INACTIVE: 2 } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

export const BROADCAST_MAX_LENGTH = 240;
export const DEFAULT_DOLLAR_RATE = 1;
export const YEARLY_PLAN_BONUS_MONTHS = 2;
export const DASHBOARD_RECENT_BILLS = 5;
