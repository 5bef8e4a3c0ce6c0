import {
  type BillChanges,
  type BillListQuery,
  type BillRow,
  type Page,
  PURCHASE_STATUS,
  ROLES,
} from '@vitrina/contract';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import { contactsOf, customerIdsMatching, fullName } from '#server/modules/customers/customers.service.ts';
import { toListRow } from './sale-detail.service.ts';
import * as read from './sales-read.repository.ts';

/** A search is counted exactly up to this many sales; beyond, `total` says "at least". */
export const SEARCH_COUNT_CAP = 10_000;

// Every cursor carries the total counted for the first page (`t`), so later pages do not count
// every matching row again; their `total` is that count, flagged as an estimate.
const total = { t: z.number().int().min(0) };
const cursors = {
  newest: z.object({ id: z.number().int(), ...total }),
  updated: z.object({ u: z.string(), id: z.number().int(), ...total }),
  pending: z.object({ p: z.boolean(), id: z.number().int(), ...total }),
};

function filterOf(q: BillListQuery): read.BillFilter {
  return {
    status: q.status,
    paymentStatus: q.payment_status,
    channel: q.channel,
    from: q.from,
    to: q.to,
    customerIds: q.customer_id ? [q.customer_id] : undefined,
  };
}

/** The sales list: keyset pages, filters, search by customer or number. */
export function createSalesListService(db: Db) {
  /** A search by number, or the customers it matches (found through their own index). */
  async function withSearch(storeId: number, filter: read.BillFilter, q?: string): Promise<read.BillFilter> {
    const search = q?.trim();
    if (!search) return filter;
    const number = search.replace(/^#/, '');
    if (/^\d+$/.test(number) && number.length <= 9) return { ...filter, id: Number(number) };
    const matching = await customerIdsMatching(db, storeId, search);
    return {
      ...filter,
      customerIds: filter.customerIds ? filter.customerIds.filter((id) => matching.includes(id)) : matching,
    };
  }

  async function count(storeId: number, filter: read.BillFilter) {
    // Status, channel and day filters read the daily rollup; a customer or number needs the sales.
    if (!filter.customerIds && filter.id === undefined) {
      return { t: await read.countFromRollup(db, storeId, filter), e: false };
    }
    const { total, capped } = await read.countBills(db, storeId, filter, SEARCH_COUNT_CAP);
    return { t: total, e: capped };
  }

  async function page(storeId: number, q: BillListQuery, filter: read.BillFilter, limit: number) {
    if (q.sort === 'updated') {
      const after = decodeCursor(q.cursor, cursors.updated);
      const rows = await read.pageBills(
        db,
        storeId,
        filter,
        limit,
        { id: after?.id, updatedAt: after?.u },
        'updated',
      );
      return { rows, after, key: (r: read.BillListRow) => ({ u: r.updatedAt.toISOString(), id: r.id }) };
    }
    if (q.sort === 'pending' && q.status === undefined) {
      // Sales waiting for verification first, then the rest; each part newest first.
      const after = decodeCursor(q.cursor, cursors.pending);
      const position = after ?? { p: true, id: 0 };
      let rows: read.BillListRow[] = [];
      if (position.p) {
        const pending = { ...filter, status: PURCHASE_STATUS.NOT_VERIFIED };
        rows = await read.pageBills(db, storeId, pending, limit, { id: position.id || undefined });
      }
      if (rows.length < limit) {
        const rest = { ...filter, excludeStatus: PURCHASE_STATUS.NOT_VERIFIED };
        const before = position.p ? undefined : position.id;
        rows = rows.concat(await read.pageBills(db, storeId, rest, limit - rows.length, { id: before }));
      }
      return {
        rows,
        after,
        key: (r: read.BillListRow) => ({ p: r.status === PURCHASE_STATUS.NOT_VERIFIED, id: r.id }),
      };
    }
    const after = decodeCursor(q.cursor, cursors.newest);
    const rows = await read.pageBills(db, storeId, filter, limit, { id: after?.id });
    return { rows, after, key: (r: read.BillListRow) => ({ id: r.id }) };
  }

  return {
    /**
     * Whether anything happened since the panel last asked: the store's newest sale and last
     * change (the platform's newest sale for the admin, whose figures count sales, not states).
     */
    async changes(principal: Principal): Promise<BillChanges> {
      if (principal.storeId === null && principal.roleId === ROLES.ADMIN) {
        return { last_id: await read.latestSaleId(db), updated_at: null };
      }
      const latest = await read.latestChange(db, storeOf(principal));
      return { last_id: latest.lastId, updated_at: latest.updatedAt?.toISOString() ?? null };
    },
    async list(storeId: number, q: BillListQuery): Promise<Page<BillRow>> {
      const filter = await withSearch(storeId, filterOf(q), q.q);
      const { rows, after, key } = await page(storeId, q, filter, q.per_page + 1);
      const counted = after ? { t: after.t, e: true } : await count(storeId, filter);
      const pageRows = rows.slice(0, q.per_page);
      const names = await contactsOf(
        db,
        pageRows.map((r) => r.customerId),
      );
      const last = pageRows.at(-1);
      const next = rows.length > q.per_page && last ? encodeCursor({ ...key(last), t: counted.t }) : null;
      return {
        data: pageRows.map((r) => {
          const customer = names.get(r.customerId);
          return toListRow(r, customer ? fullName(customer) : '');
        }),
        meta: {
          per_page: q.per_page,
          total: counted.t,
          ...(counted.e ? { total_is_estimate: true } : {}),
          next_cursor: next,
        },
      };
    },
  };
}
