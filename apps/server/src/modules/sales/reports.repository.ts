import { PAYMENT_STATUS, REVENUE_STATUSES } from '@vitrina/contract';
import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bills, customerSalesDaily, productSalesDaily, salesDaily } from './sales.tables.ts';

// Everything here reads the daily rollups: the cost follows the days of the range, not the
// number of sales. Names of products, customers and stores come from their own modules.

/**
 * Money collected: a sale that counts as sold (REVENUE_STATUSES) whose payment is in. A transfer
 * is paid when verified; a cash sale only once its cash is collected; a sale paid in parts once
 * they cover it.
 */
const paid = eq(salesDaily.paymentStatus, PAYMENT_STATUS.PAID);
const revenue = and(inArray(salesDaily.status, [...REVENUE_STATUSES]), paid);
const inRange = (storeId: number, from: string, to: string) =>
  and(eq(salesDaily.storeId, storeId), gte(salesDaily.day, from), lte(salesDaily.day, to));

export async function byStatus(db: DbOrTx, storeId: number, from: string, to: string) {
  return db
    .select({
      status: salesDaily.status,
      count: sql<number>`sum(${salesDaily.count})::int`,
      cents: sql<number>`sum(${salesDaily.totalCents})::bigint`,
      shipping: sql<number>`sum(${salesDaily.shippingCents})::bigint`,
      /** Of those, the ones whose payment is in. */
      paidCount: sql<number>`coalesce(sum(${salesDaily.count}) filter (where ${paid}), 0)::int`,
      paidCents: sql<number>`coalesce(sum(${salesDaily.totalCents}) filter (where ${paid}), 0)::bigint`,
    })
    .from(salesDaily)
    .where(inRange(storeId, from, to))
    .groupBy(salesDaily.status)
    .orderBy(asc(salesDaily.status));
}

export async function byChannel(db: DbOrTx, storeId: number, from: string, to: string) {
  return db
    .select({
      channel: salesDaily.channel,
      count: sql<number>`sum(${salesDaily.count})::int`,
      cents: sql<number>`sum(${salesDaily.totalCents})::bigint`,
    })
    .from(salesDaily)
    .where(inRange(storeId, from, to))
    .groupBy(salesDaily.channel)
    .orderBy(asc(salesDaily.channel));
}

export async function byDay(db: DbOrTx, storeId: number, from: string, to: string) {
  return db
    .select({
      day: salesDaily.day,
      count: sql<number>`sum(${salesDaily.count})::int`,
      cents: sql<number>`sum(${salesDaily.totalCents})::bigint`,
      revenueCount: sql<number>`coalesce(sum(${salesDaily.count}) filter (where ${revenue}), 0)::int`,
      revenueCents: sql<number>`coalesce(sum(${salesDaily.totalCents}) filter (where ${revenue}), 0)::bigint`,
    })
    .from(salesDaily)
    .where(inRange(storeId, from, to))
    .groupBy(salesDaily.day)
    .orderBy(asc(salesDaily.day));
}

/** Products sold (revenue statuses), best first. */
export async function topProducts(db: DbOrTx, storeId: number, from: string, to: string, limit: number) {
  const quantity = sql<number>`sum(${productSalesDaily.quantity})::int`;
  return db
    .select({
      productId: productSalesDaily.productId,
      quantity,
      cents: sql<number>`sum(${productSalesDaily.totalCents})::bigint`,
    })
    .from(productSalesDaily)
    .where(
      and(
        eq(productSalesDaily.storeId, storeId),
        gte(productSalesDaily.day, from),
        lte(productSalesDaily.day, to),
        inArray(productSalesDaily.status, [...REVENUE_STATUSES]),
      ),
    )
    .groupBy(productSalesDaily.productId)
    .having(gt(quantity, 0))
    .orderBy(desc(quantity), asc(productSalesDaily.productId))
    .limit(limit);
}

/** Customers by paid purchases in the range, best first, for one channel. */
export async function topBuyers(
  db: DbOrTx,
  storeId: number,
  channel: string,
  from: string,
  to: string,
  limit: number,
) {
  const total = sql<number>`sum(${customerSalesDaily.totalCents})::bigint`;
  return db
    .select({
      clientId: customerSalesDaily.customerId,
      count: sql<number>`sum(${customerSalesDaily.count})::int`,
      cents: total,
    })
    .from(customerSalesDaily)
    .where(
      and(
        eq(customerSalesDaily.storeId, storeId),
        eq(customerSalesDaily.channel, channel),
        gte(customerSalesDaily.day, from),
        lte(customerSalesDaily.day, to),
      ),
    )
    .groupBy(customerSalesDaily.customerId)
    .having(gt(total, 0))
    .orderBy(desc(total), asc(customerSalesDaily.customerId))
    .limit(limit);
}

/** Stores by money collected in the range (the admin's dashboard). */
export async function topStores(db: DbOrTx, from: string, to: string, limit: number) {
  const total = sql<number>`sum(${salesDaily.totalCents})::bigint`;
  return db
    .select({
      storeId: salesDaily.storeId,
      count: sql<number>`sum(${salesDaily.count})::int`,
      cents: total,
    })
    .from(salesDaily)
    .where(and(gte(salesDaily.day, from), lte(salesDaily.day, to), revenue))
    .groupBy(salesDaily.storeId)
    .orderBy(desc(total), asc(salesDaily.storeId))
    .limit(limit);
}

/** One batch of the CSV export, in sale order (keyset on id within the days' index). */
export async function exportBatch(
  db: DbOrTx,
  storeId: number,
  from: string,
  to: string,
  afterId: number,
  limit: number,
) {
  return db
    .select({
      id: bills.id,
      createdAt: bills.createdAt,
      channel: bills.channel,
      customerId: bills.customerId,
      status: bills.status,
      paymentStatus: bills.paymentStatus,
      subtotalCents: bills.subtotalCents,
      shippingCents: bills.shippingCents,
      totalCents: bills.totalCents,
      currency: bills.paymentCurrency,
      dollarRate: bills.dollarRate,
      vesCents: bills.vesCents,
      reference: bills.paymentReference,
    })
    .from(bills)
    .where(
      and(
        eq(bills.storeId, storeId),
        gte(bills.saleDay, from),
        lte(bills.saleDay, to),
        gt(bills.id, afterId),
      ),
    )
    .orderBy(asc(bills.id))
    .limit(limit);
}

/**
 * Per store of `storeIds`: the number of sales and their total in cents, from the rollups;
 * within [from, to] when given, of money collected only when `revenueOnly`.
 */
export async function totalsByStore(
  db: DbOrTx,
  storeIds: number[],
  opts: { from?: string; to?: string; revenueOnly: boolean },
) {
  if (storeIds.length === 0) return [];
  return db
    .select({
      storeId: salesDaily.storeId,
      count: sql<number>`sum(${salesDaily.count})::int`,
      cents: sql<number>`sum(${salesDaily.totalCents})::bigint`,
    })
    .from(salesDaily)
    .where(
      and(
        inArray(salesDaily.storeId, storeIds),
        opts.from === undefined ? undefined : gte(salesDaily.day, opts.from),
        opts.to === undefined ? undefined : lte(salesDaily.day, opts.to),
        opts.revenueOnly ? revenue : undefined,
      ),
    )
    .groupBy(salesDaily.storeId);
}
