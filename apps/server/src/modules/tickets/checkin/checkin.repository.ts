import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { ManagerScope } from '#server/modules/tickets/purchases/bills.repository.ts';
import {
  ticketBills,
  ticketEvents,
  tickets,
  ticketTypes,
  ticketUsers,
} from '#server/modules/tickets/tickets.tables.ts';

// The door: tickets admitted by code, and the counts of an event. Only the tickets tables.

export async function findEvent(db: DbOrTx, scope: ManagerScope, eventId: number) {
  const [row] = await db
    .select({
      id: ticketEvents.id,
      name: ticketEvents.name,
      managerId: ticketEvents.managerId,
      timeZone: ticketEvents.timeZone,
    })
    .from(ticketEvents)
    .where(and(eq(ticketEvents.id, eventId), scope === null ? undefined : eq(ticketEvents.managerId, scope)));
  return row;
}

/**
 * Locks (shared) the sale of a code before the admission, so a rejection of that sale and
 * the admission happen one after the other: a scan waits for a rejection that holds the sale
 * and then finds it rejected; a rejection waits for the scan and then finds the ticket used.
 */
export async function lockSaleOfCode(db: DbOrTx, code: string): Promise<void> {
  await db
    .select({ id: ticketBills.id })
    .from(ticketBills)
    .where(
      sql`${ticketBills.id} = (select ${tickets.billId} from ${tickets} where ${tickets.code} = ${code})`,
    )
    .for('share');
}

/**
 * The admission: one conditional update, true for exactly one of simultaneous scans of a
 * code of this event whose sale is verified and belongs to the event's manager.
 */
export async function admit(
  db: DbOrTx,
  a: { code: string; eventId: number; managerId: number; verified: number; userId: number },
): Promise<boolean> {
  const rows = await db
    .update(tickets)
    .set({ checkedInAt: sql`now()`, checkedInBy: a.userId })
    .where(
      and(
        eq(tickets.code, a.code),
        eq(tickets.eventId, a.eventId),
        isNull(tickets.checkedInAt),
        sql`exists (select 1 from ${ticketBills} where ${ticketBills.id} = ${tickets.billId}
              and ${ticketBills.status} = ${a.verified} and ${ticketBills.managerId} = ${a.managerId})`,
      ),
    )
    .returning({ id: tickets.id });
  return rows.length > 0;
}

/** Tickets with what the door shows about each: its event and sale, its type and its holder. */
const doorTickets = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      code: tickets.code,
      eventId: tickets.eventId,
      checkedInAt: tickets.checkedInAt,
      status: ticketBills.status,
      managerId: ticketBills.managerId,
      eventName: ticketEvents.name,
      ticketType: ticketTypes.name,
      name: ticketUsers.name,
      lastname: ticketUsers.lastname,
    })
    .from(tickets)
    .innerJoin(ticketBills, eq(ticketBills.id, tickets.billId))
    .innerJoin(ticketEvents, eq(ticketEvents.id, tickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(ticketUsers, eq(ticketUsers.id, ticketBills.ticketUserId))
    .where(where)
    .$dynamic();

/** A ticket by code with what the door shows about it. */
export async function ticketByCode(db: DbOrTx, code: string) {
  const [row] = await doorTickets(db, eq(tickets.code, code));
  return row;
}

/** Tickets of the event's verified sales, and how many of them came in. */
export async function doorCounts(db: DbOrTx, eventId: number, verified: number) {
  const [row] = await db
    .select({
      sold: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(${tickets.checkedInAt})::int`,
    })
    .from(tickets)
    .innerJoin(ticketBills, eq(ticketBills.id, tickets.billId))
    .where(and(eq(tickets.eventId, eventId), eq(ticketBills.status, verified)));
  return { sold: Number(row?.sold ?? 0), checkedIn: Number(row?.checkedIn ?? 0) };
}

/** The latest admissions of an event (tickets_event_checkin_idx). */
export const recentCheckIns = (db: DbOrTx, eventId: number, limit: number) =>
  doorTickets(db, and(eq(tickets.eventId, eventId), isNotNull(tickets.checkedInAt)))
    .orderBy(desc(tickets.checkedInAt), desc(tickets.id))
    .limit(limit);
