import {
  type AdminCustomer,
  type AdminCustomerQuery,
  CUSTOMER_CHANNELS,
  type Customer,
  type CustomerChannel,
  type CustomerListQuery,
  type CustomerLists,
  type Page,
  type PageQuery,
} from '@vitrina/contract';
import { z } from 'zod';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import { notFound } from '#server/lib/errors.ts';
import { fromCents } from '#server/lib/money.ts';
import type { Principal } from '#server/lib/principal.ts';
import { ownStore, storeOf } from '#server/lib/tenancy.ts';
import { storeNames } from '#server/modules/stores/stores.service.ts';
import * as repo from './customers.repository.ts';

// The cursor carries the count taken for the first page (`t`): later pages do not count again.
const customerCursor = z.object({ id: z.number().int(), t: z.number().int().min(0) });

const toCustomer = (row: repo.CustomerRow): Customer => ({
  id: row.id,
  channel: row.channel as CustomerChannel,
  name: row.name,
  lastname: row.lastname,
  email: row.email,
  phone: row.phone,
  username: row.username,
  language: row.language,
  reachable: row.unreachableAt === null,
  purchases_count: row.purchasesCount,
  purchases_total: fromCents(row.purchasesTotalCents),
  created_at: row.createdAt.toISOString(),
});

const toAdminCustomer = (row: repo.CustomerRow, storeName: string): AdminCustomer => ({
  ...toCustomer(row),
  store_id: row.storeId,
  storeName,
});

/**
 * Shoppers of a store, as the bot and the storefront record them. Their purchases (the
 * sales of one customer) are listed by the sales module, which also keeps purchases_count
 * and purchases_total up to date.
 */
export function createCustomersService(db: Db) {
  async function pageOf(filter: repo.CustomerFilter, q: PageQuery): Promise<Page<repo.CustomerRow>> {
    const after = decodeCursor(q.cursor, customerCursor);
    const offset = q.page && !q.cursor ? (q.page - 1) * q.per_page : undefined;
    // One row more than the page tells whether there is a next page.
    const rows = await repo.pageCustomers(db, filter, q.per_page + 1, { afterId: after?.id, offset });
    const total = after ? after.t : await repo.countCustomers(db, filter);
    const pageRows = rows.slice(0, q.per_page);
    const last = pageRows.at(-1);
    return {
      data: pageRows,
      meta: {
        per_page: q.per_page,
        total,
        ...(after ? { total_is_estimate: true } : {}),
        next_cursor: rows.length > q.per_page && last ? encodeCursor({ id: last.id, t: total }) : null,
      },
    };
  }

  return {
    async listForStore(principal: Principal, storeId: number, q: CustomerListQuery): Promise<CustomerLists> {
      ownStore(principal, storeId);
      const lists: CustomerLists = {};
      for (const channel of q.channel ? [q.channel] : CUSTOMER_CHANNELS) {
        const found = await pageOf({ storeId, channel, q: q.q || undefined }, q);
        lists[channel] = { ...found, data: found.data.map(toCustomer) };
      }
      return lists;
    },

    async get(principal: Principal, id: number): Promise<Customer> {
      const row = await repo.findCustomer(db, storeOf(principal), id);
      if (!row) throw notFound();
      return toCustomer(row);
    },

    async listAll(q: AdminCustomerQuery): Promise<Page<AdminCustomer>> {
      const found = await pageOf({ storeId: q.store_id, channel: q.channel, q: q.q || undefined }, q);
      const stores = await storeNames(
        db,
        found.data.map((c) => c.storeId),
      );
      return { ...found, data: found.data.map((c) => toAdminCustomer(c, stores.get(c.storeId) ?? '')) };
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;

// What other modules may ask of the customers. Functions that take `tx` run inside the
// caller's transaction (a sale changing state counts its purchase in the same commit).

/** A shopper as a sale shows it and reaches it (chat id or e-mail). */
export type CustomerContact = Pick<
  repo.CustomerRow,
  'id' | 'name' | 'lastname' | 'email' | 'phone' | 'username' | 'externalId' | 'language'
>;

export async function contactsOf(db: DbOrTx, ids: number[]): Promise<Map<number, CustomerContact>> {
  const rows = await repo.findByIds(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}

export const fullName = (c: Pick<CustomerContact, 'name' | 'lastname'>) => `${c.name} ${c.lastname}`.trim();

/** Ids of the store's customers whose name, e-mail, phone or user name matches (at most 500). */
export const customerIdsMatching = (db: DbOrTx, storeId: number, q: string) =>
  repo.idsMatching(db, storeId, q, 500);

/** One paid purchase counted for (sign 1) or taken from (sign -1) its customer. */
export const countPurchase = (tx: DbOrTx, customerId: number, sign: 1 | -1, cents: number) =>
  repo.addPurchase(tx, customerId, sign, cents);

/** Replaces every purchase total of a store (after a bulk load of sales). */
export const setPurchaseTotals = repo.setPurchaseTotals;

export const countCustomers = (db: DbOrTx) => repo.countAll(db);

/** How many shoppers a store has, on both channels. */
export const customerCountOf = (db: DbOrTx, storeId: number) => repo.countCustomers(db, { storeId });

/** The bot's /start: records the Telegram shopper of `storeId` or refreshes it (reachable again). */
export const upsertTelegramCustomer = repo.upsertFromBot;

/** A customer of the store (any channel) with its contact, or undefined (another store's: undefined). */
export const customerOfStore = (db: DbOrTx, storeId: number, id: number) =>
  repo.findCustomer(db, storeId, id);

/** A campaign's recipients: reachable customers of the store on `channels`, optionally among `ids`. */
export const reachableCustomers = (
  db: DbOrTx,
  storeId: number,
  channels: CustomerChannel[],
  ids?: number[],
) => repo.reachableOf(db, storeId, channels, ids);

/** How many reachable customers per channel (an audience's size). */
export async function countReachable(db: DbOrTx, storeId: number, ids?: number[]) {
  const n = await repo.countReachable(db, storeId, ids);
  return { telegram: n.telegram ?? 0, web: n.web ?? 0 };
}

/** The bot cannot reach this customer any more (Bot API 403 / chat not found); their next /start clears it. */
export const markUnreachable = (tx: DbOrTx, customerId: number) => repo.markUnreachable(tx, customerId);

/** A private chat blocked (`false`) or unblocked (`true`) the store's bot: its customer, if any, follows. */
export const setChatReachable = repo.setChatReachable;

/** The storefront's checkout: the store's web shopper of that e-mail, recorded or refreshed. */
export const upsertWebCustomer = (db: DbOrTx, v: repo.WebShopper) => repo.upsertWeb(db, v);

/** Keeps the e-mail and phone a shopper gave at checkout where the customer had none. */
export const updateCustomerContact = (
  db: DbOrTx,
  customerId: number,
  v: { email?: string | null; phone?: string | null },
) => repo.setContact(db, customerId, v);
