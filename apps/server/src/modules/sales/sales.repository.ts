import { and, asc, desc, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { banks } from '../banks/banks.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { customers } from '../customers/customers.tables.ts';
import { users } from '../users/users.tables.ts';
import {
  billHistory,
  billItems,
  bills,
  customerSalesDaily,
  productSalesDaily,
  salesDaily,
} from './sales.tables.ts';

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

/** Takes `quantity` units of a product of the store if that many are in stock. */
export async function takeStock(db: DbOrTx, storeId: number, productId: number, quantity: number) {
  const [row] = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.storeId, storeId),
        eq(products.active, true),
        sql`${products.quantity} >= ${quantity}`,
      ),
    )
    .returning({ name: products.name, priceCents: products.priceCents });
  return row;
}

export async function returnStock(db: DbOrTx, items: { productId: number | null; quantity: number }[]) {
  for (const item of items) {
    if (item.productId === null) continue;
    await db
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
  }
}

/**
 * The one conditional update of a status change: it happens only if the sale is still in
 * one of `from` (and, for a pick-up-only edge, is a pick-up order). Two people acting at once:
 * the row lock makes the second see the first's result and match nothing.
 */
export async function transition(
  db: DbOrTx,
  storeId: number,
  id: number,
  change: {
    from: readonly number[];
    pickupOnlyFrom?: number;
    notForPickup?: boolean;
    to: number;
    paymentStatus?: number;
    note?: string;
  },
): Promise<{ oldStatus: number; oldPaymentStatus: number; bill: BillRow } | undefined> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`update bills b set
          status = ${change.to},
          payment_status = coalesce(${change.paymentStatus ?? null}::smallint, b.payment_status),
          cancellation_note = coalesce(${change.note ?? null}::text, b.cancellation_note),
          updated_at = now()
        from (select id, status, payment_status from bills
              where id = ${id} and store_id = ${storeId} for update) o
        where b.id = o.id
          and o.status in (${sql.join(
            change.from.map((s) => sql`${s}`),
            sql`, `,
          )})
          and (${change.pickupOnlyFrom ?? null}::smallint is null or o.status <> ${change.pickupOnlyFrom ?? null}::smallint
               or b.shipping_mode = 'pickup')
          and (${change.notForPickup ?? false} = false or b.shipping_mode <> 'pickup')
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
    .onConflictDoUpdate({
      target: [
        salesDaily.storeId,
        salesDaily.day,
        salesDaily.channel,
        salesDaily.status,
        salesDaily.paymentStatus,
      ],
      set: {
        count: sql`${salesDaily.count} + excluded.count`,
        totalCents: sql`${salesDaily.totalCents} + excluded.total_cents`,
        shippingCents: sql`${salesDaily.shippingCents} + excluded.shipping_cents`,
      },
    });
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
    .onConflictDoUpdate({
      target: [
        productSalesDaily.storeId,
        productSalesDaily.day,
        productSalesDaily.productId,
        productSalesDaily.status,
      ],
      set: {
        quantity: sql`${productSalesDaily.quantity} + excluded.quantity`,
        totalCents: sql`${productSalesDaily.totalCents} + excluded.total_cents`,
      },
    });
}

/** A paid purchase counted for (sign 1) or taken from (sign -1) its customer. */
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
    .onConflictDoUpdate({
      target: [customerSalesDaily.storeId, customerSalesDaily.day, customerSalesDaily.customerId],
      set: {
        count: sql`${customerSalesDaily.count} + excluded.count`,
        totalCents: sql`${customerSalesDaily.totalCents} + excluded.total_cents`,
      },
    });
  await db
    .update(customers)
    .set({
      purchasesCount: sql`${customers.purchasesCount} + ${sign}`,
      purchasesTotalCents: sql`${customers.purchasesTotalCents} + ${sign * bill.totalCents}`,
    })
    .where(eq(customers.id, bill.customerId));
}

// Reading sales ---------------------------------------------------------------------------

export async function findBill(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select({
      bill: bills,
      customer: {
        id: customers.id,
        name: customers.name,
        lastname: customers.lastname,
        email: customers.email,
        phone: customers.phone,
        username: customers.username,
        externalId: customers.externalId,
      },
      bank: { id: banks.id, bankName: banks.bankName, accountType: banks.accountType },
    })
    .from(bills)
    .innerJoin(customers, eq(customers.id, bills.customerId))
    .leftJoin(banks, eq(banks.id, bills.bankId))
    .where(and(eq(bills.id, id), eq(bills.storeId, storeId)));
  return row;
}

export const itemsOf = (db: DbOrTx, billId: number) =>
  db.select().from(billItems).where(eq(billItems.billId, billId)).orderBy(asc(billItems.id));

export const historyOf = (db: DbOrTx, billId: number) =>
  db
    .select({
      id: billHistory.id,
      fromStatus: billHistory.fromStatus,
      toStatus: billHistory.toStatus,
      note: billHistory.note,
      createdAt: billHistory.createdAt,
      actorName: users.name,
      actorLastname: users.lastname,
    })
    .from(billHistory)
    .leftJoin(users, eq(users.id, billHistory.actorUserId))
    .where(eq(billHistory.billId, billId))
    .orderBy(asc(billHistory.id));

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

function filterConditions(storeId: number, f: BillFilter): (SQL | undefined)[] {
  return [
    eq(bills.storeId, storeId),
    f.status === undefined ? undefined : eq(bills.status, f.status),
    f.excludeStatus === undefined ? undefined : ne(bills.status, f.excludeStatus),
    f.paymentStatus === undefined ? undefined : eq(bills.paymentStatus, f.paymentStatus),
    f.channel ? eq(bills.channel, f.channel) : undefined,
    f.from ? sql`${bills.saleDay} >= ${f.from}` : undefined,
    f.to ? sql`${bills.saleDay} <= ${f.to}` : undefined,
    f.customerIds ? inArray(bills.customerId, f.customerIds.length ? f.customerIds : [-1]) : undefined,
    f.id === undefined ? undefined : eq(bills.id, f.id),
  ];
}

const rowColumns = {
  id: bills.id,
  channel: bills.channel,
  customerId: bills.customerId,
  customerName: sql<string>`trim(${customers.name} || ' ' || ${customers.lastname})`,
  itemsCount: sql<number>`(select count(*)::int from ${billItems} where ${billItems.billId} = ${bills.id})`,
  totalCents: bills.totalCents,
  status: bills.status,
  paymentStatus: bills.paymentStatus,
  paymentReference: bills.paymentReference,
  createdAt: bills.createdAt,
  updatedAt: bills.updatedAt,
};

/** One keyset page, newest first. */
export async function pageBills(
  db: DbOrTx,
  storeId: number,
  f: BillFilter,
  limit: number,
  beforeId?: number,
) {
  return db
    .select(rowColumns)
    .from(bills)
    .innerJoin(customers, eq(customers.id, bills.customerId))
    .where(and(...filterConditions(storeId, f), beforeId ? lt(bills.id, beforeId) : undefined))
    .orderBy(desc(bills.id))
    .limit(limit);
}

/** Most recently changed first; keyset on (updated_at, id). */
export async function pageBillsByUpdate(
  db: DbOrTx,
  storeId: number,
  f: BillFilter,
  limit: number,
  before?: { updatedAt: string; id: number },
) {
  return db
    .select(rowColumns)
    .from(bills)
    .innerJoin(customers, eq(customers.id, bills.customerId))
    .where(
      and(
        ...filterConditions(storeId, f),
        before
          ? sql`(${bills.updatedAt}, ${bills.id}) < (${before.updatedAt}::timestamptz, ${before.id})`
          : undefined,
      ),
    )
    .orderBy(desc(bills.updatedAt), desc(bills.id))
    .limit(limit);
}

export async function countBills(db: DbOrTx, storeId: number, f: BillFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bills)
    .where(and(...filterConditions(storeId, f)));
  return Number(row?.n ?? 0);
}

/**
 * The number of sales matching filters on status, payment status, channel and days, read from
 * the daily rollup instead of the sales table.
 */
export async function countFromRollup(db: DbOrTx, storeId: number, f: BillFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${salesDaily.count}), 0)::int` })
    .from(salesDaily)
    .where(
      and(
        eq(salesDaily.storeId, storeId),
        f.status === undefined ? undefined : eq(salesDaily.status, f.status),
        f.paymentStatus === undefined ? undefined : eq(salesDaily.paymentStatus, f.paymentStatus),
        f.channel ? eq(salesDaily.channel, f.channel) : undefined,
        f.from ? sql`${salesDaily.day} >= ${f.from}` : undefined,
        f.to ? sql`${salesDaily.day} <= ${f.to}` : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Customers of the store whose name, phone, e-mail or user name contains `q` (at most 500). */
export async function customerIdsMatching(db: DbOrTx, storeId: number, q: string): Promise<number[]> {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.storeId, storeId),
        sql`(lower(${customers.name} || ' ' || ${customers.lastname}) like ${like}
             or lower(coalesce(${customers.email}, '')) like ${like}
             or coalesce(${customers.phone}, '') like ${like}
             or lower(coalesce(${customers.username}, '')) like ${like})`,
      ),
    )
    .limit(500);
  return rows.map((r) => r.id);
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
 * Recomputes a store's rollups and customer totals from its sales: after a bulk load, or to
 * repair. Runs inside the caller's transaction.
 */
export async function rebuildRollups(db: DbOrTx, storeId: number): Promise<void> {
  const revenueList = sql.join(
    [1, 3, 4, 5].map((s) => sql`${s}`),
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
  await db.execute(sql`
    update customers c set purchases_count = coalesce(t.n, 0), purchases_total_cents = coalesce(t.total, 0)
    from (select c2.id, count(b.id)::int as n, sum(b.total_cents)::int as total
          from customers c2 left join bills b on b.customer_id = c2.id and b.status in (${revenueList})
          where c2.store_id = ${storeId} group by c2.id) t
    where c.id = t.id`);
}
