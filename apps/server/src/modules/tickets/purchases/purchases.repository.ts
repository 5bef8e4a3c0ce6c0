import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  ticketAccounts,
  ticketBillLines,
  ticketBills,
  ticketEvents,
  ticketManagers,
  tickets,
  ticketTypes,
  ticketUsers,
} from '#server/modules/tickets/tickets.tables.ts';

// The buyer's side of the tickets domain: what a public event shows, a purchase's writes, and
// the buyer's own sale by its token.

export type PublicEventRow = typeof ticketEvents.$inferSelect & {
  dollarPercent: number;
  wholePayment: boolean;
};
export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type TicketAccountRow = typeof ticketAccounts.$inferSelect;
export type BillRow = typeof ticketBills.$inferSelect;

/** An event with its manager's dollar percent and whether a split price may be paid whole, or undefined. */
export async function findEvent(db: DbOrTx, eventId: number): Promise<PublicEventRow | undefined> {
  const [row] = await db
    .select({
      event: ticketEvents,
      dollarPercent: ticketManagers.dollarPercent,
      wholePayment: ticketManagers.wholePayment,
    })
    .from(ticketEvents)
    .innerJoin(ticketManagers, eq(ticketManagers.id, ticketEvents.managerId))
    .where(eq(ticketEvents.id, eventId));
  return row && { ...row.event, dollarPercent: row.dollarPercent, wholePayment: row.wholePayment };
}

export const listTypes = (db: DbOrTx, eventId: number): Promise<TicketTypeRow[]> =>
  db
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));

export const listAccounts = (db: DbOrTx, managerId: number): Promise<TicketAccountRow[]> =>
  db
    .select()
    .from(ticketAccounts)
    .where(eq(ticketAccounts.managerId, managerId))
    .orderBy(asc(ticketAccounts.id));

export async function findAccount(
  db: DbOrTx,
  managerId: number,
  accountId: number,
): Promise<TicketAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(ticketAccounts)
    .where(and(eq(ticketAccounts.id, accountId), eq(ticketAccounts.managerId, managerId)));
  return row;
}

export type BuyerValues = {
  managerId: number;
  name: string;
  lastname: string;
  documentType: string;
  document: string;
  email: string;
  phone: string | null;
  telegramChatId: number | null;
};

/** The buyer (one per manager and e-mail), created or brought up to date; its id. */
export async function upsertBuyer(db: DbOrTx, b: BuyerValues): Promise<number> {
  const [row] = await db
    .insert(ticketUsers)
    .values(b)
    .onConflictDoUpdate({
      target: [ticketUsers.managerId, ticketUsers.email],
      set: {
        name: b.name,
        lastname: b.lastname,
        documentType: b.documentType,
        document: b.document,
        phone: b.phone,
        // A purchase on the web keeps the chat a purchase in Telegram saved.
        telegramChatId: sql`coalesce(excluded.telegram_chat_id, ${ticketUsers.telegramChatId})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: ticketUsers.id });
  return row!.id;
}

/**
 * Takes `quantity` seats of a type of the event when that many are left: one conditional
 * update, so simultaneous purchases never oversell. The type as it is now, or undefined.
 */
export async function takeSeats(
  db: DbOrTx,
  eventId: number,
  typeId: number,
  quantity: number,
): Promise<TicketTypeRow | undefined> {
  const [row] = await db
    .update(ticketTypes)
    .set({ sold: sql`${ticketTypes.sold} + ${quantity}` })
    .where(
      and(
        eq(ticketTypes.id, typeId),
        eq(ticketTypes.eventId, eventId),
        sql`${ticketTypes.sold} + ${quantity} <= ${ticketTypes.quota}`,
      ),
    )
    .returning();
  return row;
}

export async function findType(db: DbOrTx, typeId: number): Promise<TicketTypeRow | undefined> {
  const [row] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
  return row;
}

export async function insertBill(db: DbOrTx, bill: typeof ticketBills.$inferInsert): Promise<number> {
  const [row] = await db.insert(ticketBills).values(bill).returning({ id: ticketBills.id });
  return row!.id;
}

export async function insertLines(db: DbOrTx, lines: (typeof ticketBillLines.$inferInsert)[]): Promise<void> {
  await db.insert(ticketBillLines).values(lines);
}

export type OrderRow = {
  bill: BillRow;
  event: { id: number; name: string; place: string; startsAt: Date; timeZone: string | null };
  buyer: { name: string; lastname: string; email: string };
};

/** A sale by its access token, with its event and buyer. */
export async function findOrderByToken(db: DbOrTx, token: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select({
      bill: ticketBills,
      event: {
        id: ticketEvents.id,
        name: ticketEvents.name,
        place: ticketEvents.place,
        startsAt: ticketEvents.startsAt,
        timeZone: ticketEvents.timeZone,
      },
      buyer: { name: ticketUsers.name, lastname: ticketUsers.lastname, email: ticketUsers.email },
    })
    .from(ticketBills)
    .innerJoin(ticketEvents, eq(ticketEvents.id, ticketBills.eventId))
    .innerJoin(ticketUsers, eq(ticketUsers.id, ticketBills.ticketUserId))
    .where(eq(ticketBills.accessToken, token));
  return row;
}

export const orderLines = (db: DbOrTx, billId: number) =>
  db
    .select({
      name: ticketBillLines.name,
      quantity: ticketBillLines.quantity,
      priceCents: ticketBillLines.priceCents,
    })
    .from(ticketBillLines)
    .where(eq(ticketBillLines.billId, billId))
    .orderBy(asc(ticketBillLines.ticketTypeId));

export const orderTickets = (db: DbOrTx, billId: number) =>
  db
    .select({
      id: tickets.id,
      code: tickets.code,
      ticketType: ticketTypes.name,
      checkedInAt: tickets.checkedInAt,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(eq(tickets.billId, billId))
    .orderBy(asc(tickets.id));
