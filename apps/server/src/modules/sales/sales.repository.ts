import { CASH_METHOD, REVENUE_STATUSES } from '@vitrina/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '#server/db/client.ts';
import {
  billHistory,
  billItems,
  bills,
  customerSalesDaily,
  productSalesDaily,
  salesDaily,
} from './sales.tables.ts';
import { waitsForPaymentSql } from './unpaid-orders.repository.ts';

export type BillRow = typeof bills.$inferSelect;
export type NewBill = typeof bills.$inferInsert;
export type ItemRow = typeof billItems.$inferSelect;

// Writing sales ---------------------------------------------------------------------------

export async function insertBill(db: DbOrTx, bill: NewBill): Promise<BillRow> {
  const [row] = await db.insert(bills).values(bill).returning();
  return row!;
}

export async function insertItems(db: DbOrTx, items: (typeof billItems.$inferInsert)[]): Promise<ItemRow[]> {
  return db.insert(billItems).values(items).returning();
}

export async function insertHistory(db: DbOrTx, entry: typeof billHistory.$inferInsert): Promise<void> {
  await db.insert(billHistory).values(entry);
}

/**
 * The one conditional update of a status change: it happens only if the sale is still in
 * one of `from` (and, for a pick-up-only edge, is a pick-up order). Two people acting at once:
 * the row lock makes the second see the first's result and match nothing.
 */
/**
 * Whose sale: the store's (its staff), or a delivery company's shipment (the company acts on
 * the sales it delivers, whichever store they belong to).
 */
export type BillScope = { storeId: number } | { companyId: number };

export const inScope = (scope: BillScope) =>
  'storeId' in scope ? sql`store_id = ${scope.storeId}` : sql`shipping_company_id = ${scope.companyId}`;

export async function transition(
  db: DbOrTx,
  scope: BillScope,
  id: number,
  change: {
    from: readonly number[];
    pickupOnlyFrom?: number;
    notForPickup?: boolean;
    /** The new status; none: the status stays. */
    to?: number;
    paymentStatus?: number;
    /** The payment status is set only on a sale that is not paid in cash. */
    payUnlessCash?: boolean;
    /** Only a cash sale not yet paid. */
    cashDueOnly?: boolean;
    /** Only a sale not yet paid. */
    dueOnly?: boolean;
    /** Only an order still waiting for its payment (an unpaid order's expiry). */
    unpaidOnly?: boolean;
    note?: string;
    /** A company's step: only once it has accepted the shipment. */
    acceptedOnly?: boolean;
    /** A store's step that, on an order a delivery company carries, is the company's. */
    notCompanyCarried?: boolean;
    /** A company's delivery: its photo (file name) and note. */
    proof?: { file: string; note: string | null };
  },
): Promise<{ oldStatus: number; oldPaymentStatus: number; bill: BillRow } | undefined> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`update bills b set
          status = coalesce(${change.to ?? null}::smallint, b.status),
          payment_status = case when ${change.payUnlessCash ?? false} and b.payment_method = ${CASH_METHOD}
            then b.payment_status
            else coalesce(${change.paymentStatus ?? null}::smallint, b.payment_status) end,
          cancellation_note = coalesce(${change.note ?? null}::text, b.cancellation_note),
          ${change.proof ? sql`delivery_proof = ${change.proof.file}, delivery_note = ${change.proof.note},` : sql``}
          updated_at = now()
        from (select id, status, payment_status from bills
              where id = ${id} and ${inScope(scope)} for update) o
        where b.id = o.id
          and o.status in (${sql.join(
            change.from.map((s) => sql`${s}`),
            sql`, `,
          )})
          and (${change.pickupOnlyFrom ?? null}::smallint is null or o.status <> ${change.pickupOnlyFrom ?? null}::smallint
               or b.shipping_mode = 'pickup')
          and (${change.notForPickup ?? false} = false or b.shipping_mode <> 'pickup')
          ${change.acceptedOnly ? sql`and b.delivery_verified_at is not null` : sql``}
          ${change.notCompanyCarried ? sql`and b.shipping_company_id is null` : sql``}
          ${change.cashDueOnly ? sql`and b.payment_method = ${CASH_METHOD} and o.payment_status = 0` : sql``}
          ${change.unpaidOnly ? sql`and ${waitsForPaymentSql}` : sql``}
          ${change.dueOnly ? sql`and o.payment_status = 0` : sql``}
        returning o.status as old_status, o.payment_status as old_payment_status, b.id`,
  );
  const row = rows[0];
  if (!row) return undefined;
  const [bill] = await db
    .select()
    .from(bills)
    .where(eq(bills.id, Number(row.id)));
  return { oldStatus: Number(row.old_status), oldPaymentStatus: Number(row.old_payment_status), bill: bill! };
}

// Rollups ---------------------------------------------------------------------------------

/** An upsert on a rollup's key that adds the new row's amounts to those already there. */
function addingUp(target: PgColumn[], amounts: Record<string, PgColumn>) {
  const set = Object.fromEntries(
    Object.entries(amounts).map(([key, column]) => [
      key,
      sql`${column} + excluded.${sql.identifier(column.name)}`,
    ]),
  );
  return { target, set };
}

/** Adds `sign` × the sale to its day's rollups under (status, payment status). */
export async function rollSale(
  db: DbOrTx,
  bill: Pick<BillRow, 'storeId' | 'saleDay' | 'channel' | 'totalCents' | 'shippingCents'>,
  status: number,
  paymentStatus: number,
  sign: 1 | -1,
): Promise<void> {
  await db
    .insert(salesDaily)
    .values({
      storeId: bill.storeId,
      day: bill.saleDay,
      channel: bill.channel,
      status,
      paymentStatus,
      count: sign,
      totalCents: sign * bill.totalCents,
      shippingCents: sign * bill.shippingCents,
    })
    .onConflictDoUpdate(
      addingUp(
        [salesDaily.storeId, salesDaily.day, salesDaily.channel, salesDaily.status, salesDaily.paymentStatus],
        {
          count: salesDaily.count,
          totalCents: salesDaily.totalCents,
          shippingCents: salesDaily.shippingCents,
        },
      ),
    );
}

export async function rollItems(
  db: DbOrTx,
  bill: Pick<BillRow, 'storeId' | 'saleDay'>,
  items: Pick<ItemRow, 'productId' | 'quantity' | 'lineTotalCents'>[],
  status: number,
  sign: 1 | -1,
): Promise<void> {
  const rows = items
    .filter((i) => i.productId !== null)
    .map((i) => ({
      storeId: bill.storeId,
      day: bill.saleDay,
      productId: i.productId!,
      status,
      quantity: sign * i.quantity,
      totalCents: sign * i.lineTotalCents,
    }));
  if (rows.length === 0) return;
  await db
    .insert(productSalesDaily)
    .values(rows)
    .onConflictDoUpdate(
      addingUp(
        [
          productSalesDaily.storeId,
          productSalesDaily.day,
          productSalesDaily.productId,
          productSalesDaily.status,
        ],
        { quantity: productSalesDaily.quantity, totalCents: productSalesDaily.totalCents },
      ),
    );
}

/** A paid purchase counted for (sign 1) or taken from (sign -1) its customer's day. */
export async function rollCustomer(
  db: DbOrTx,
  bill: Pick<BillRow, 'storeId' | 'saleDay' | 'customerId' | 'channel' | 'totalCents'>,
  sign: 1 | -1,
): Promise<void> {
  await db
    .insert(customerSalesDaily)
    .values({
      storeId: bill.storeId,
      day: bill.saleDay,
      customerId: bill.customerId,
      channel: bill.channel,
      count: sign,
      totalCents: sign * bill.totalCents,
    })
    .onConflictDoUpdate(
      addingUp([customerSalesDaily.storeId, customerSalesDaily.day, customerSalesDaily.customerId], {
        count: customerSalesDaily.count,
        totalCents: customerSalesDaily.totalCents,
      }),
    );
}

// Bulk loading ----------------------------------------------------------------------------

/** Inserts many sales at once (demo history, imports); rollups are rebuilt afterwards. */
export async function insertBills(db: DbOrTx, rows: NewBill[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(bills)
      .values(rows.slice(i, i + 500))
      .returning({ id: bills.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

export async function insertManyItems(db: DbOrTx, rows: (typeof billItems.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(billItems).values(rows.slice(i, i + 1000));
}

export async function insertManyHistory(
  db: DbOrTx,
  rows: (typeof billHistory.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(billHistory).values(rows.slice(i, i + 1000));
}

/**
 * Recomputes a store's rollups from its sales: after a bulk load, or to repair. Runs inside
 * the caller's transaction.
 */
export async function rebuildRollups(db: DbOrTx, storeId: number): Promise<void> {
  const revenueList = sql.join(
    REVENUE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  await db.execute(sql`delete from sales_daily where store_id = ${storeId}`);
  await db.execute(sql`delete from product_sales_daily where store_id = ${storeId}`);
  await db.execute(sql`delete from customer_sales_daily where store_id = ${storeId}`);
  await db.execute(sql`
    insert into sales_daily (store_id, day, channel, status, payment_status, count, total_cents, shipping_cents)
    select store_id, sale_day, channel, status, payment_status, count(*), sum(total_cents), sum(shipping_cents)
    from bills where store_id = ${storeId} group by 1, 2, 3, 4, 5`);
  await db.execute(sql`
    insert into product_sales_daily (store_id, day, product_id, status, quantity, total_cents)
    select b.store_id, b.sale_day, i.product_id, b.status, sum(i.quantity), sum(i.line_total_cents)
    from bill_items i join bills b on b.id = i.bill_id
    where b.store_id = ${storeId} and i.product_id is not null group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into customer_sales_daily (store_id, day, customer_id, channel, count, total_cents)
    select store_id, sale_day, customer_id, min(channel), count(*), sum(total_cents)
    from bills where store_id = ${storeId} and status in (${revenueList}) group by 1, 2, 3`);
}

/** Paid purchases per customer of a store (their totals after a bulk load). */
export async function purchaseTotals(db: DbOrTx, storeId: number) {
  return db
    .select({
      customerId: bills.customerId,
      count: sql<number>`count(*)::int`,
      cents: sql<number>`sum(${bills.totalCents})::int`,
    })
    .from(bills)
    .where(and(eq(bills.storeId, storeId), inArray(bills.status, [...REVENUE_STATUSES])))
    .groupBy(bills.customerId);
}
