import { PAYMENT_STATUS, PURCHASE_STATUS } from '@vitrina/contract';
import { and, asc, desc, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type DbOrTx, qualified, queryRows } from '#server/db/client.ts';
import type { BillRow, BillScope } from './sales.repository.ts';
import { billHistory, billItems, bills, salesDaily } from './sales.tables.ts';

// Reading sales: only the sales tables. Who bought, which bank and who acted are other
// modules' rows, asked of their services by id.

/** A sale of a store (`storeId` or `{ storeId }`) or a shipment of a company (`{ companyId }`). */
export async function findBill(
  db: DbOrTx,
  scope: number | BillScope,
  id: number,
): Promise<BillRow | undefined> {
  const s = typeof scope === 'number' ? { storeId: scope } : scope;
  const owner = 'storeId' in s ? eq(bills.storeId, s.storeId) : eq(bills.shippingCompanyId, s.companyId);
  const [row] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.id, id), owner));
  return row;
}

export const itemsOf = (db: DbOrTx, billId: number) =>
  db.select().from(billItems).where(eq(billItems.billId, billId)).orderBy(asc(billItems.id));
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export const historyOf = (db: DbOrTx, billId: number) =>
  db
    .select()
    .from(billHistory)
    .where(eq(billHistory.billId, billId))
    // In the order things happened (a company's acceptance loaded later still sits in its place).
    .orderBy(asc(billHistory.createdAt), asc(billHistory.id));

/** Other sales of the store with the same payment reference or proof picture (indexed). */
export async function duplicatesOf(db: DbOrTx, bill: BillRow) {
  const conditions: SQL[] = [];
  if (bill.paymentReference)
    conditions.push(sql`lower(${bills.paymentReference}) = ${bill.paymentReference.toLowerCase()}`);
  if (bill.proofHash) conditions.push(eq(bills.proofHash, bill.proofHash));
  if (conditions.length === 0) return [];
  return db
    .select({ id: bills.id, paymentReference: bills.paymentReference, proofHash: bills.proofHash })
    .from(bills)
    .where(and(eq(bills.storeId, bill.storeId), ne(bills.id, bill.id), or(...conditions)))
    .orderBy(desc(bills.id))
    .limit(20);
}

export type BillFilter = {
  status?: number;
  excludeStatus?: number;
  paymentStatus?: number;
  channel?: string;
  from?: string;
  to?: string;
  /** Customers matching the search, found first through their own index. */
  customerIds?: number[];
  id?: number;
};

/**
 * The filters the sales table and its daily rollup share, over either one's columns, so the
 * rollup answers the same question as the sales would.
 */
function sharedConditions(
  cols: { storeId: PgColumn; status: PgColumn; paymentStatus: PgColumn; channel: PgColumn; day: PgColumn },
  storeId: number,
  f: BillFilter,
): (SQL | undefined)[] {
  return [
    eq(cols.storeId, storeId),
    f.status === undefined ? undefined : eq(cols.status, f.status),
    f.excludeStatus === undefined ? undefined : ne(cols.status, f.excludeStatus),
    f.paymentStatus === undefined ? undefined : eq(cols.paymentStatus, f.paymentStatus),
    f.channel ? eq(cols.channel, f.channel) : undefined,
    f.from ? sql`${cols.day} >= ${f.from}` : undefined,
    f.to ? sql`${cols.day} <= ${f.to}` : undefined,
  ];
}

const filterConditions = (storeId: number, f: BillFilter): (SQL | undefined)[] => [
  ...sharedConditions({ ...bills, day: bills.saleDay }, storeId, f),
  f.customerIds ? inArray(bills.customerId, f.customerIds.length ? f.customerIds : [-1]) : undefined,
  f.id === undefined ? undefined : eq(bills.id, f.id),
];

const rowColumns = {
  id: bills.id,
  channel: bills.channel,
  customerId: bills.customerId,
  itemsCount: sql<number>`(select count(*)::int from ${billItems} where ${billItems.billId} = ${qualified(bills.id)})`,
  totalCents: bills.totalCents,
  status: bills.status,
  paymentStatus: bills.paymentStatus,
  paymentReference: bills.paymentReference,
  paymentMethod: bills.paymentMethod,
  createdAt: bills.createdAt,
  updatedAt: bills.updatedAt,
};
export type BillListRow = Awaited<ReturnType<typeof pageBills>>[number];

/**
 * One keyset page: newest first (after `before.id`), or most recently changed first
 * (`by: 'updated'`, keyset on (updated_at, id)).
 */
export async function pageBills(
  db: DbOrTx,
  storeId: number,
  f: BillFilter,
  limit: number,
  before: { id?: number; updatedAt?: string } = {},
  by: 'id' | 'updated' = 'id',
) {
  const after =
    by === 'updated'
      ? before.updatedAt &&
        sql`(${bills.updatedAt}, ${bills.id}) < (${before.updatedAt}::timestamptz, ${before.id})`
      : before.id && lt(bills.id, before.id);
  return db
    .select(rowColumns)
    .from(bills)
    .where(and(...filterConditions(storeId, f), after || undefined))
    .orderBy(...(by === 'updated' ? [desc(bills.updatedAt), desc(bills.id)] : [desc(bills.id)]))
    .limit(limit);
}

/**
 * Matching sales counted up to `cap` (a search may match a great many): the exact number,
 * or `cap` and `capped` when there are more.
 */
export async function countBills(db: DbOrTx, storeId: number, f: BillFilter, cap: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(bills)
      .where(and(...filterConditions(storeId, f)))
      .limit(cap + 1)
      .as('matching'),
  );
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}

/**
 * The number of sales matching filters on status, payment status, channel and days, read from
 * the daily rollup instead of the sales table.
 */
export async function countFromRollup(db: DbOrTx, storeId: number, f: BillFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${salesDaily.count}), 0)::int` })
    .from(salesDaily)
    .where(and(...sharedConditions(salesDaily, storeId, f)));
  return Number(row?.n ?? 0);
}

/**
 * Customers of the store with a sale that was not cancelled or rejected, optionally of one of
 * `productIds` and within the last `days` (a campaign's audience).
 */
export async function buyers(
  db: DbOrTx,
  storeId: number,
  f: { productIds?: number[]; days?: number },
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: bills.customerId })
    .from(bills)
    .where(
      and(
        eq(bills.storeId, storeId),
        sql`${bills.status} not in (6, 7)`,
        f.days ? sql`${bills.createdAt} >= now() - make_interval(days => ${f.days})` : undefined,
        f.productIds
          ? sql`exists (select 1 from ${billItems} where ${billItems.billId} = ${bills.id}
                and ${billItems.productId} = any(${`{${f.productIds.join(',')}}`}::int[]))`
          : undefined,
      ),
    );
  return rows.map((r) => r.id).filter((id): id is number => id !== null);
}

/**
 * The newest sale and the last change of a store in one statement: each subquery is the first
 * entry of one index (bills_store_id_idx, bills_store_updated_idx), read index-only, whatever
 * the store's size.
 */
export async function latestChange(db: DbOrTx, storeId: number) {
  const [row] = await queryRows<{ last_id: number | null; updated_at: Date | string | null }>(
    db,
    sql`select
      (select ${bills.id} from ${bills} where ${bills.storeId} = ${storeId}
        order by ${bills.id} desc limit 1) as last_id,
      (select ${bills.updatedAt} from ${bills} where ${bills.storeId} = ${storeId}
        order by ${bills.updatedAt} desc limit 1) as updated_at`,
  );
  const at = row?.updated_at;
  return {
    lastId: row?.last_id == null ? null : Number(row.last_id),
    updatedAt: at == null ? null : new Date(at),
  };
}

/** The platform's newest sale (the primary key's last entry). */
export async function latestSaleId(db: DbOrTx): Promise<number | null> {
  const [row] = await db.select({ id: bills.id }).from(bills).orderBy(desc(bills.id)).limit(1);
  return row?.id ?? null;
}

/** The sale whose private order token hashes to `hash` (the unique index), or undefined. */
export async function findBillByTokenHash(db: DbOrTx, hash: string): Promise<BillRow | undefined> {
  const [row] = await db.select().from(bills).where(eq(bills.orderTokenHash, hash));
  return row;
}

/** The sales of a store paid into `bankId` that wait for verification: what a statement is matched against. */
export const waitingPayments = (db: DbOrTx, storeId: number, bankId: number) =>
  db
    .select({
      id: bills.id,
      reference: bills.paymentReference,
      paymentCurrency: bills.paymentCurrency,
      totalCents: bills.totalCents,
      vesCents: bills.vesCents,
      day: bills.saleDay,
    })
    .from(bills)
    .where(
      and(
        eq(bills.storeId, storeId),
        eq(bills.status, PURCHASE_STATUS.NOT_VERIFIED),
        eq(bills.paymentStatus, PAYMENT_STATUS.NOT_PAID),
        eq(bills.bankId, bankId),
      ),
    );

/** Sales of a store by id, as a statement line shows its candidates. */
export const billsByIds = (db: DbOrTx, storeId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(bills)
        .where(and(eq(bills.storeId, storeId), inArray(bills.id, ids)));
