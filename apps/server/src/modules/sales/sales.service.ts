import type { BillAction, BillListQuery } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import { setPurchaseTotals } from '#server/modules/customers/customers.service.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { saleDetail } from './sale-detail.service.ts';
import { createSaleLifecycle } from './sale-lifecycle.service.ts';
import { createSaleParts } from './sale-parts.service.ts';
import { type NewSale, recordSale } from './sale-recorder.service.ts';
import { createSaleSettingsService } from './sale-settings.service.ts';
import { createSaleShipments } from './sale-shipments.service.ts';
import * as repo from './sales.repository.ts';
import { createSalesListService } from './sales-list.service.ts';
import * as readRepo from './sales-read.repository.ts';
import { createShipmentReports } from './shipment-reports.service.ts';

export { historyEventOf } from './sale-detail.service.ts';
export { shopperReceives } from './sale-lifecycle.service.ts';
export { linesInStock, priceLines } from './sale-lines.service.ts';
export { saleProofDue, sendSaleProof } from './sale-proof.service.ts';
export {
  type NewSale,
  refusalOf,
  type SaleShipping,
  sellingState,
} from './sale-recorder.service.ts';
export { saleSettingsOf } from './sale-settings.service.ts';
export { paymentCards, verifyFromStatement, waitingPayments } from './statement-payments.service.ts';
export { unpaidExpiry } from './unpaid-orders.service.ts';

/**
 * Sales of a store: the list, one sale, its lifecycle steps, and the one recorder of new sales
 * (sale-recorder.service.ts): `create` in a transaction of its own (the panel, tests), `record`
 * inside a channel's transaction (the web checkout and Mini App with their shopper, the store
 * bot within its webhook).
 */
export function createSalesService(deps: {
  db: Db;
  files: FileStore;
  timeZone: string;
  onOutbox: () => void;
  /** The panel's address, for the new-sale push (tests may leave it out). */
  publicUrl?: string;
}) {
  const { db } = deps;
  const list = createSalesListService(db);
  const lifecycle = createSaleLifecycle(deps);
  return {
    /** Delivery companies' shipments (sales they deliver): served to the delivery module. */
    shipments: createSaleShipments({ db, lifecycle }),
    shipmentReports: createShipmentReports(db),
    /** A sale paid in parts: the parts the staff record and take back. */
    parts: createSaleParts(deps),
    /** GET and PUT sale-settings: cash, and how long an unpaid order waits. */
    settings: createSaleSettingsService(db),
    list: (principal: Principal, q: BillListQuery) => list.list(storeOf(principal), q),
    /** GET bill/changes: what an open panel polls (sales-list.service.ts). */
    changes: list.changes,
    get: (principal: Principal, id: number) => saleDetail(db, storeOf(principal), id),
    act: (principal: Principal, id: number, action: BillAction, note?: string) =>
      lifecycle.act(storeOf(principal), principal, id, action, note),
    async create(sale: NewSale): Promise<number> {
      const id = await db.transaction((tx) => recordSale(tx, deps, sale));
      if (!sale.at) deps.onOutbox();
      return id;
    },
    /** Records a sale inside the caller's transaction; the caller kicks the outbox after its commit. */
    record: (tx: DbOrTx, sale: NewSale) => recordSale(tx, deps, sale),
  };
}
export type SalesService = ReturnType<typeof createSalesService>;

/**
 * After a bulk load of sales (the demo, imports): rebuilds the store's rollups and its
 * customers' purchase totals from the sales, inside the caller's transaction.
 */
export async function rebuildSalesRollups(tx: DbOrTx, storeId: number): Promise<void> {
  await repo.rebuildRollups(tx, storeId);
  await setPurchaseTotals(tx, storeId, await repo.purchaseTotals(tx, storeId));
}

/** Customers of the store who bought (optionally one of `productIds`, within `days`): campaign audiences. */
export const buyersOf = (db: DbOrTx, storeId: number, f: { productIds?: number[]; days?: number }) =>
  readRepo.buyers(db, storeId, f);

// The shopper's own order (the shop module): found by its private token's hash, read whole.

/** A sale by the SHA-256 hex of its private order token, or undefined. */
export const saleByTokenHash = (db: DbOrTx, hash: string) => readRepo.findBillByTokenHash(db, hash);

/** A sale of the store, or undefined (another store's). */
export const saleOfStore = (db: DbOrTx, storeId: number, id: number) => readRepo.findBill(db, storeId, id);

/** A sale's lines and its status changes, in order. */
export async function saleLinesAndHistory(db: DbOrTx, id: number) {
  const [items, history] = await Promise.all([readRepo.itemsOf(db, id), readRepo.historyOf(db, id)]);
  return { items, history };
}
export type { BillRow as SaleRow } from './sales.repository.ts';
