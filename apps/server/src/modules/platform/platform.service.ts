import {
  type AdminStore,
  type AdminStoreDetail,
  type AdminStoreQuery,
  type LicenceStatsQuery,
  membershipState,
  type Page,
  STORE_STATUS,
  type StoreStatusBody,
} from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import { dayIn, daysBefore } from '#server/lib/days.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import type { Principal } from '#server/lib/principal.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { productCountOf } from '#server/modules/catalog/catalog.service.ts';
import { customerCountOf } from '#server/modules/customers/customers.service.ts';
import {
  membershipHistoryOf,
  membershipOf,
  paymentsOfUser,
} from '#server/modules/licences/membership.service.ts';
import { storeRevenue, storeSalesCount } from '#server/modules/sales/reports.service.ts';
import {
  type AdminStoreFilter,
  type AdminStoreRow,
  adminStore,
  adminStoreCount,
  adminStorePage,
  setStoreStatus,
} from '#server/modules/stores/admin-stores.service.ts';
import { statusNameOf } from '#server/modules/users/accounts.service.ts';
import { platformTexts } from './platform.texts.ts';
import { licenceStats } from './platform-stats.service.ts';
import { storeCursor } from './store-cursor.ts';

/**
 * The platform admin's stores and figures. This module has no tables: it composes the stores
 * (list, status), users (owner), licences (membership, payments, revenue), sales (last 30
 * days), catalog and customers (counts) through their services, so no store module has to
 * know about licences or sales.
 */

/** Days of "the last 30 days" of the list, today included. */
const SALES_WINDOW_DAYS = 30;
const PAYMENTS_SHOWN = 50;

export function createPlatformService(deps: { db: Db; timeZone: string }) {
  const { db, timeZone } = deps;
  const today = () => dayIn(timeZone, new Date());

  async function toAdminStores(rows: AdminStoreRow[], now = new Date()): Promise<AdminStore[]> {
    const to = today();
    const sales = await storeRevenue(
      db,
      rows.map((r) => r.store.id),
      daysBefore(to, SALES_WINDOW_DAYS - 1),
      to,
    );
    const statusIds = [...new Set(rows.map((r) => r.store.statusId))];
    const statusNames = new Map(
      await Promise.all(statusIds.map(async (id) => [id, (await statusNameOf(db, id)) ?? ''] as const)),
    );
    return rows.map(({ store, owner, planName }) => ({
      id: store.id,
      name: store.name,
      image: fileUrl(store.image),
      web_store: store.webStore,
      telegram_user_bot: store.telegramUserBot,
      owner: { id: owner.id, name: owner.name, lastname: owner.lastname, email: owner.email },
      plan: owner.planId !== null && planName !== null ? { id: owner.planId, name: planName } : null,
      membership_until: owner.membershipUntil?.toISOString() ?? null,
      membership_state: membershipState(owner.membershipUntil, now),
      status_id: store.statusId,
      statusName: statusNames.get(store.statusId) ?? '',
      sales_30d: sales.get(store.id) ?? { count: 0, total: 0 },
      channels: { telegram: store.telegramConnected, web: store.webStore !== null },
      created_at: store.createdAt.toISOString(),
    }));
  }

  const filterOf = (q: Omit<AdminStoreQuery, 'per_page' | 'cursor' | 'page'>): AdminStoreFilter => ({
    q: q.q || undefined,
    statusId: q.status,
    planId: q.plan_id,
    membership: q.membership,
  });

  async function one(id: number): Promise<AdminStore> {
    const row = await adminStore(db, id);
    if (!row) throw notFound();
    return (await toAdminStores([row]))[0]!;
  }

  return {
    async list(q: AdminStoreQuery): Promise<Page<AdminStore>> {
      const after = decodeCursor(q.cursor, storeCursor);
      const filter = filterOf(q);
      const offset = q.page && !q.cursor ? (q.page - 1) * q.per_page : undefined;
      const rows = await adminStorePage(db, filter, q.sort, q.per_page + 1, {
        after: after && { id: after.id, key: after.k },
        offset,
      });
      const total = after ? after.t : await adminStoreCount(db, filter);
      const pageRows = rows.slice(0, q.per_page);
      const last = pageRows.at(-1);
      return {
        data: await toAdminStores(pageRows),
        meta: {
          per_page: q.per_page,
          total,
          next_cursor:
            rows.length > q.per_page && last
              ? encodeCursor({
                  id: last.store.id,
                  ...(q.sort === 'membership' && { k: last.sortKey }),
                  t: total,
                })
              : null,
        },
      };
    },

    /** Every matching store, in the list's order, a batch at a time (the CSV export). */
    async *exportRows(q: Omit<AdminStoreQuery, 'per_page' | 'cursor' | 'page'>, batch = 500) {
      const filter = filterOf(q);
      let after: { id: number; key?: string } | undefined;
      for (;;) {
        const rows = await adminStorePage(db, filter, q.sort, batch, { after });
        if (rows.length === 0) return;
        yield await toAdminStores(rows);
        const last = rows.at(-1)!;
        after = { id: last.store.id, key: last.sortKey };
        if (rows.length < batch) return;
      }
    },

    async get(id: number): Promise<AdminStoreDetail> {
      const row = await adminStore(db, id);
      if (!row) throw notFound();
      const [base] = await toAdminStores([row]);
      const [membership, history, payments, products, customers, sales] = await Promise.all([
        membershipOf(db, row.owner.id),
        membershipHistoryOf(db, row.owner.id),
        paymentsOfUser(db, row.owner.id, PAYMENTS_SHOWN),
        productCountOf(db, id),
        customerCountOf(db, id),
        storeSalesCount(db, id),
      ]);
      return {
        ...base!,
        description: row.store.description,
        phone: row.store.phone,
        owner: { ...base!.owner, phone: row.owner.phone, status_id: row.owner.statusId },
        membership,
        counts: { products, customers, sales },
        membership_history: history,
        payments,
        telegram_connected: row.store.telegramConnected,
      };
    },

    /** Suspends or activates a store (its owner still signs in and reads everything). */
    async setStatus(principal: Principal, id: number, body: StoreStatusBody) {
      const suspend = body.status_id === STORE_STATUS.SUSPENDED;
      await db.transaction(async (tx: DbOrTx) => {
        const row = await adminStore(tx, id);
        if (!row) throw notFound();
        if (!(await setStoreStatus(tx, id, body.status_id))) {
          throw conflict(suspend ? platformTexts.alreadySuspended : platformTexts.alreadyActive);
        }
        await recordAudit(tx, {
          actor: principal,
          kind: 'store.status',
          entity: 'store',
          entityId: id,
          storeId: id,
          changes: { status_id: { from: row.store.statusId, to: body.status_id } },
        });
      });
      return { message: suspend ? platformTexts.suspended : platformTexts.activated, data: await one(id) };
    },

    licenceStats: (q: LicenceStatsQuery) => licenceStats(deps, q),
  };
}
export type PlatformService = ReturnType<typeof createPlatformService>;
