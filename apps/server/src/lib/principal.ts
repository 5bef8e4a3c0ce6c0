import type { RoleId } from '@vitrina/contract';

/**
 * The signed-in caller and the tenant it acts for, resolved from the token on each request
 * (auth's `authenticate`). It sits below every module: routes, services and the tenancy helpers
 * all take it, and none of them need the auth module for it.
 */
export type Principal = {
  tokenId: number;
  userId: number;
  roleId: RoleId;
  /** The owner's store, or the cashier's. */
  storeId: number | null;
  companyId: number | null;
  ticketManagerId: number | null;
};
