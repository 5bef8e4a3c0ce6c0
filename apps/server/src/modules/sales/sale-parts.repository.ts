import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bills, salePayments } from './sales.tables.ts';

export type SalePartRow = typeof salePayments.$inferSelect;

/** A sale's parts, oldest first. */
export const partsOf = (db: DbOrTx, billId: number) =>
  db.select().from(salePayments).where(eq(salePayments.billId, billId)).orderBy(asc(salePayments.id));

export async function insertPart(db: DbOrTx, part: typeof salePayments.$inferInsert): Promise<SalePartRow> {
  const [row] = await db.insert(salePayments).values(part).returning();
  return row!;
}

/** Removes a part of the sale; the removed row, or undefined when the sale has no such part. */
export async function deletePart(db: DbOrTx, billId: number, partId: number) {
  const [row] = await db
    .delete(salePayments)
    .where(and(eq(salePayments.billId, billId), eq(salePayments.id, partId)))
    .returning();
  return row;
}

/**
 * The store's sale, locked for the rest of the transaction: two people recording parts of one
 * sale at once take turns, so the second sees the first's part.
 */
export async function lockSale(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.id, id), eq(bills.storeId, storeId)))
    .for('update');
  return row;
}

/** The dollars the sale's parts add up to. */
export async function paidCents(db: DbOrTx, billId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${salePayments.usdCents}), 0)::int` })
    .from(salePayments)
    .where(eq(salePayments.billId, billId));
  return Number(row?.cents ?? 0);
}
