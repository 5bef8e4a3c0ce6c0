import { ROLES } from '@vitrina/contract';
import type { Principal } from '#server/lib/principal.ts';
import { forbidden, notFound } from './errors.ts';

/**
 * The tenant a call acts on always comes from the session (ARCHITECTURE.md §4). A path id of
 * another tenant answers 404, never 403, so nobody learns that it exists.
 */
export function storeOf(principal: Principal): number {
  if (principal.storeId === null) throw notFound();
  return principal.storeId;
}

export function companyOf(principal: Principal): number {
  if (principal.companyId === null) throw notFound();
  return principal.companyId;
}

/** A path's store id must be the caller's own. */
export function ownStore(principal: Principal, storeId: number): number {
  if (principal.storeId !== storeId) throw notFound();
  return storeId;
}

/** Refuses (403) any caller but the platform admin. */
export function adminOnly(principal: Principal): void {
  if (principal.roleId !== ROLES.ADMIN) throw forbidden();
}
