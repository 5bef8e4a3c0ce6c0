import { MEMBERSHIP_WARNING_DAYS } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import * as repo from './admin-stores.repository.ts';

// The platform admin's reads and writes of stores, for the platform module (plain functions,
// the handle first, so a caller's transaction spans the change and its audit entry).

export type { AdminStoreAfter, AdminStoreRow, AdminStoreSort } from './admin-stores.repository.ts';
export type AdminStoreFilter = Omit<repo.AdminStoreFilter, 'now' | 'warnUntil'>;

const DAY_MS = 86_400_000;
const at = (now: Date) => ({ now, warnUntil: new Date(now.getTime() + MEMBERSHIP_WARNING_DAYS * DAY_MS) });

export const adminStorePage = (
  db: DbOrTx,
  f: AdminStoreFilter,
  sort: repo.AdminStoreSort,
  limit: number,
  from: { after?: repo.AdminStoreAfter; offset?: number },
  now = new Date(),
) => repo.pageAdminStores(db, { ...f, ...at(now) }, sort, limit, from);

export const adminStoreCount = (db: DbOrTx, f: AdminStoreFilter, now = new Date()) =>
  repo.countAdminStores(db, { ...f, ...at(now) });

export const adminStore = (db: DbOrTx, id: number) => repo.findAdminStore(db, id);

/** Suspends (2) or activates (1) a store; false when it already had that status. */
export const setStoreStatus = (tx: DbOrTx, id: number, statusId: number) => repo.setStatus(tx, id, statusId);

/** New stores in [from, to) and owners' memberships expiring and expired now. */
export const platformStoreCounts = (db: DbOrTx, from: Date, to: Date, now = new Date()) =>
  repo.platformCounts(db, { from, to, ...at(now) });
