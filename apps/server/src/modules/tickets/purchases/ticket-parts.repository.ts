import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { ticketAccounts, ticketBills, ticketPayments } from '#server/modules/tickets/tickets.tables.ts';

// The parts of a ticket sale's payment (issue 32 §2). Only the tickets module's tables.

export type TicketPartRow = typeof ticketPayments.$inferSelect;

/** A sale's parts, oldest first. */
export const partsOf = (db: DbOrTx, billId: number) =>
  db
    .select()
    .from(ticketPayments)
    .where(eq(ticketPayments.ticketBillId, billId))
    .orderBy(asc(ticketPayments.id));

export async function insertPart(
  db: DbOrTx,
  part: typeof ticketPayments.$inferInsert,
): Promise<TicketPartRow> {
  const [row] = await db.insert(ticketPayments).values(part).returning();
  return row!;
}

/** Removes a part of the sale; the removed row, or undefined when the sale has no such part. */
export async function deletePart(db: DbOrTx, billId: number, partId: number) {
  const [row] = await db
    .delete(ticketPayments)
    .where(and(eq(ticketPayments.ticketBillId, billId), eq(ticketPayments.id, partId)))
    .returning();
  return row;
}

/**
 * The manager's sale, locked for the rest of the transaction: two parts recorded at once take
 * turns, so the second sees the first.
 */
export async function lockBill(db: DbOrTx, managerId: number, id: number) {
  const [row] = await db
    .select()
    .from(ticketBills)
    .where(and(eq(ticketBills.id, id), eq(ticketBills.managerId, managerId)))
    .for('update');
  return row;
}

/** The dollars the sale's parts add up to. */
export async function paidCents(db: DbOrTx, billId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${ticketPayments.usdCents}), 0)::int` })
    .from(ticketPayments)
    .where(eq(ticketPayments.ticketBillId, billId));
  return Number(row?.cents ?? 0);
}

/** The bank names of the manager's accounts among `ids`. */
export async function accountNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: ticketAccounts.id, bankName: ticketAccounts.bankName })
    .from(ticketAccounts)
    .where(inArray(ticketAccounts.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.bankName]));
}
