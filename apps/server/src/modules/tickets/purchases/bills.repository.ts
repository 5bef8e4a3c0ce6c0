import { and, asc, desc, eq, inArray, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  ticketAccounts,
  ticketBillLines,
  ticketBills,
  ticketEvents,
  tickets,
  ticketTypes,
  ticketUsers,
} from '#server/modules/tickets/tickets.tables.ts';

// Ticket sales: the list, one sale with its lines and tickets, the review's conditional
// update and the seats and tickets it moves. Only the tickets module's tables.

/** Whose rows a read sees: one manager's, or every manager's (`null`, the admin). */
export type ManagerScope = number | null;
const ofManager = (scope: ManagerScope) => (scope === null ? undefined : eq(ticketBills.managerId, scope));

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export type BillRecord = typeof ticketBills.$inferSelect;
export type BillFilter = { status?: number; eventId?: number; q?: string };

function billConditions(scope: ManagerScope, f: BillFilter): (SQL | undefined)[] {
  const like = f.q ? containsPattern(f.q) : undefined;
  return [
    ofManager(scope),
    f.status === undefined ? undefined : eq(ticketBills.status, f.status),
    f.eventId === undefined ? undefined : eq(ticketBills.eventId, f.eventId),
    like
      ? or(
          sql`${ticketUsers.name} ilike ${like}`,
          sql`${ticketUsers.lastname} ilike ${like}`,
          sql`${ticketUsers.email} ilike ${like}`,
          sql`${ticketUsers.document} ilike ${like}`,
          sql`${ticketEvents.name} ilike ${like}`,
          sql`${ticketBills.reference} ilike ${like}`,
          sql`${ticketBills.vesReference} ilike ${like}`,
        )
      : undefined,
  ];
}

const rowColumns = {
  bill: ticketBills,
  user: {
    id: ticketUsers.id,
    name: ticketUsers.name,
    lastname: ticketUsers.lastname,
    email: ticketUsers.email,
    documentType: ticketUsers.documentType,
    document: ticketUsers.document,
    phone: ticketUsers.phone,
    telegramChatId: ticketUsers.telegramChatId,
  },
  eventName: ticketEvents.name,
};

const billsWithParties = (db: DbOrTx) =>
  db
    .select(rowColumns)
    .from(ticketBills)
    .innerJoin(ticketUsers, eq(ticketUsers.id, ticketBills.ticketUserId))
    .innerJoin(ticketEvents, eq(ticketEvents.id, ticketBills.eventId));
export type BillWithParties = Awaited<ReturnType<typeof findBill>> & {};

/** One keyset page of sales, newest first (ids below `beforeId`). */
export const pageBills = (db: DbOrTx, scope: ManagerScope, f: BillFilter, limit: number, beforeId?: number) =>
  billsWithParties(db)
    .where(and(...billConditions(scope, f), beforeId ? lt(ticketBills.id, beforeId) : undefined))
    .orderBy(desc(ticketBills.id))
    .limit(limit);

/** Matching sales counted up to `cap`. */
export async function countBills(db: DbOrTx, scope: ManagerScope, f: BillFilter, cap: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(ticketBills)
      .innerJoin(ticketUsers, eq(ticketUsers.id, ticketBills.ticketUserId))
      .innerJoin(ticketEvents, eq(ticketEvents.id, ticketBills.eventId))
      .where(and(...billConditions(scope, f)))
      .limit(cap + 1)
      .as('matching'),
  );
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}

export async function findBill(db: DbOrTx, scope: ManagerScope, id: number) {
  const [row] = await billsWithParties(db).where(and(eq(ticketBills.id, id), ofManager(scope)));
  return row;
}

export const linesOf = (db: DbOrTx, billId: number) =>
  db
    .select()
    .from(ticketBillLines)
    .where(eq(ticketBillLines.billId, billId))
    .orderBy(asc(ticketBillLines.ticketTypeId));

/** The tickets of a sale with their type's name, in issue order. */
export const ticketsOf = (db: DbOrTx, billId: number) =>
  db
    .select({
      id: tickets.id,
      code: tickets.code,
      qrImage: tickets.qrImage,
      checkedInAt: tickets.checkedInAt,
      ticketType: ticketTypes.name,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(eq(tickets.billId, billId))
    .orderBy(asc(tickets.id));
export type TicketRow = Awaited<ReturnType<typeof ticketsOf>>[number];

export async function accountOf(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({
      id: ticketAccounts.id,
      bankName: ticketAccounts.bankName,
      accountType: ticketAccounts.accountType,
    })
    .from(ticketAccounts)
    .where(eq(ticketAccounts.id, accountId));
  return row;
}

/**
 * Other sales of the bill's manager paid, in either part, with one of its parts' references or
 * proof pictures.
 */
export async function duplicatesOf(db: DbOrTx, bill: BillRecord) {
  const references = [bill.reference, bill.vesReference].filter((r): r is string => !!r);
  const hashes = [bill.proofHash, bill.vesProofHash].filter((h): h is string => !!h);
  const conditions: SQL[] = [];
  if (references.length > 0)
    conditions.push(
      inArray(ticketBills.reference, references),
      inArray(ticketBills.vesReference, references),
    );
  if (hashes.length > 0)
    conditions.push(inArray(ticketBills.proofHash, hashes), inArray(ticketBills.vesProofHash, hashes));
  if (conditions.length === 0) return [];
  const rows = await db
    .select({
      id: ticketBills.id,
      reference: ticketBills.reference,
      vesReference: ticketBills.vesReference,
      proofHash: ticketBills.proofHash,
      vesProofHash: ticketBills.vesProofHash,
    })
    .from(ticketBills)
    .where(and(eq(ticketBills.managerId, bill.managerId), ne(ticketBills.id, bill.id), or(...conditions)))
    .orderBy(desc(ticketBills.id))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    references: [r.reference, r.vesReference],
    hashes: [r.proofHash, r.vesProofHash],
  }));
}
export type Duplicate = Awaited<ReturnType<typeof duplicatesOf>>[number];

/**
 * The review: one conditional update, so of simultaneous reviews of one sale only those that
 * find it in an allowed source status change it (the others wait for the row and find it moved).
 */
export async function reviewBill(
  db: DbOrTx,
  r: { id: number; managerId: number; from: readonly number[]; to: number; reviewerId: number },
) {
  if (r.from.length === 0) return undefined;
  const [row] = await db
    .update(ticketBills)
    .set({ status: r.to, reviewedBy: r.reviewerId, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(ticketBills.id, r.id),
        eq(ticketBills.managerId, r.managerId),
        inArray(ticketBills.status, [...r.from]),
      ),
    )
    .returning();
  return row;
}

/** Whether one of the sale's tickets was admitted at the door (read after the sale is locked). */
export async function anyCheckedIn(db: DbOrTx, billId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.billId, billId), isNotNull(tickets.checkedInAt)))
    .limit(1);
  return row !== undefined;
}

/** A rejected sale gives its seats back. */
export async function releaseSeats(db: DbOrTx, lines: { ticketTypeId: number; quantity: number }[]) {
  for (const l of lines) {
    await db
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} - ${l.quantity}` })
      .where(eq(ticketTypes.id, l.ticketTypeId));
  }
}

export type NewTicket = { billId: number; eventId: number; ticketTypeId: number; code: string };
/** Inserts the tickets whose code is still free; answers the codes inserted. */
export async function insertTickets(db: DbOrTx, rows: NewTicket[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(tickets)
    .values(rows)
    .onConflictDoNothing({ target: tickets.code })
    .returning({ code: tickets.code });
  return inserted.map((r) => r.code);
}

export async function setQrImage(db: DbOrTx, code: string, file: string) {
  await db.update(tickets).set({ qrImage: file }).where(eq(tickets.code, code));
}

export async function ticketCodeExists(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.code, code));
  return row !== undefined;
}
